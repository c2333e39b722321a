// The contract between the block registry and each block module (STYLE.md habit 3).
import type { ComponentType } from 'react';
import type { ResolvedBlock } from '../content/page-data.ts';

export type BlockType = ResolvedBlock['_type'];
export type ResolvedBlockOf<T extends BlockType> = Extract<ResolvedBlock, { _type: T }>;

/**
 * Every block module exports one of these, taking its block as `block`; `leading` marks the page's
 * first block, whose first image a phone shows on arrival (LCP).
 */
export type BlockComponent<T extends BlockType> = ComponentType<{
  block: ResolvedBlockOf<T>;
  leading?: boolean;
}>;

/**
 * How the registry holds a block: the home page's and most pages' blocks render from the template's
 * own chunk; the rest are chunks of their own (block-chunks.ts), loaded (by the page loader and the prerender) before
 * the page renders, so a page pays only for the blocks it shows.
 */
export type BlockEntry<T extends BlockType> =
  | { component: BlockComponent<T> }
  | { load: () => Promise<{ Block: BlockComponent<T> }> };
