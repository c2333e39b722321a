// What the tests of the blocks without a spec of their own share: every block's chunk loaded, as
// a page loads them before it renders, and the blocks' server render to look at.
import { beforeAll } from 'vitest';
import type { ResolvedBlock } from '../content/page-data.ts';
import type { Colour } from '../content/schemas/index.ts';
import { blockChunkLoaders, type ChunkedBlockType, loadBlockChunks } from './block-chunks.ts';
import { Blocks } from './blocks.tsx';
import { renderStatic } from './test-fixtures.test-helper.tsx';

// Blocks are chunks of their own, loaded before a page renders them.
beforeAll(() => loadBlockChunks(Object.keys(blockChunkLoaders) as ChunkedBlockType[]));

/** The blocks' server render, parsed. */
export const render = (...blocks: ResolvedBlock[]) => renderStatic(<Blocks blocks={blocks} />);
export const colour = (value: string): Colour => ({ label: null, value });
export const img = (html: HTMLElement, selector = 'img:not([aria-hidden])') => html.querySelector(selector);
export const styleOf = (el: Element | null) => el?.getAttribute('style') ?? '';
