// Which chunks a page needs before it can render: its template, and the chunked blocks it shows;
// after the first page, also the parts that page hydrated late (rich text).
import { blockChunkTypes, loadBlockChunks } from '../blocks/block-chunks.ts';
import type { BlockType } from '../blocks/types.ts';
import { loadRichText } from '../components/rich-text.tsx';
import type { PageData } from '../templates/template-types.ts';
import { loadChunk } from './chunks.ts';
import { templateView } from './template-views.ts';
import { loadTemplate } from './templates.ts';

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

/**
 * Loads the page's template and block chunks, with the spec's timeout and error reporting. The first
 * page is hydrated before its rich text's chunk is in (`late: false`); a navigation renders afresh,
 * so it waits for that chunk too, which the first page has usually fetched by then.
 */
export async function loadPageChunks(
  page: PageData,
  { late = true }: { late?: boolean } = {},
): Promise<void> {
  const types = pageBlockTypes(page);
  await Promise.all([
    loadTemplate(page.template, loadChunk),
    types.length > 0 ? loadChunk(types.join('+'), () => loadBlockChunks(types)) : undefined,
    late ? loadChunk('rich-text-body', loadRichText) : undefined,
  ]);
}
