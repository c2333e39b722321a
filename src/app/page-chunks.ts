// Which chunks a page needs before it can render: its template, and the chunked blocks it shows
// (chunks.ts loads them, with rich text's body after the first page).
import { blockChunkTypes } from '../blocks/block-chunks.ts';
import type { BlockType } from '../blocks/types.ts';
import type { PageData } from '../templates/template-types.ts';
import { templateView } from './template-views.ts';

export function pageBlockTypes(page: PageData): BlockType[] {
  const blocks = templateView(page.template).blocks?.(page.data);
  return blocks ? blockChunkTypes(blocks) : [];
}

/** Source modules of the page's chunks, as keyed in Vite's manifest (a block file is its kebab-cased type). */
export function pageChunkSources(page: PageData): string[] {
  return [
    `src/templates/${page.template}/${page.template}.tsx`,
    ...pageBlockTypes(page).map(
      (type) => `src/blocks/${type.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.tsx`,
    ),
  ];
}
