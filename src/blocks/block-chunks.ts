// The chunked blocks: which block types are chunks of their own, and loading them before a
// render. Kept apart from the registry so the page loader (first-load JS) can import it without
// pulling in any block.
import { memo } from '../lib/memo.ts';
import type { BlockComponent, BlockType } from './types.ts';

/**
 * Block types that are chunks of their own, loaded only by the pages that show them: the large or
 * interactive ones, and those on few pages that the home page does not show (an about or a
 * specification page's table, team and timeline; a section, banner, picture, post list, hero or
 * download). The rest, on the home page or on most pages, ship with the page and home templates:
 * as chunks they would be many small files for the same bytes.
 */
export type ChunkedBlockType = Exclude<
  BlockType,
  'brands' | 'columns' | 'content' | 'cta' | 'latestNews' | 'level' | 'newsletter' | 'testimonial'
>;

/** Each chunked block's module; the file names are the chunk names. */
export const blockChunkLoaders: {
  [T in ChunkedBlockType]: () => Promise<{ Block: BlockComponent<T> }>;
} = {
  banner: () => import('./banner.tsx'),
  contactForm: () => import('./contact-form.tsx'),
  fileWithTitle: () => import('./file-with-title.tsx'),
  hero: () => import('./hero.tsx'),
  heroCarousel: () => import('./hero-carousel.tsx'),
  imageWithAlt: () => import('./image-with-alt.tsx'),
  mediaLibrary: () => import('./media-library.tsx'),
  posts: () => import('./posts.tsx'),
  section: () => import('./section.tsx'),
  table: () => import('./table.tsx'),
  teamGrid: () => import('./team-grid.tsx'),
  timelineGroup: () => import('./timeline-group.tsx'),
  youtubeVideo: () => import('./youtube-video.tsx'),
};

// Loaded blocks by type. TypeScript cannot relate a generic key to its value in one map, so
// `loadedBlock` restores the type the loader gave. A failed load is not kept, so the next
// navigation can try again (SPEC §4). Timeout and error reporting are not here but around the
// whole set, by the page loader (src/app/chunks.ts).
const chunks = memo(
  (type: ChunkedBlockType): Promise<unknown> => blockChunkLoaders[type]().then((m) => m.Block),
);

export function isChunkedBlockType(type: string): type is ChunkedBlockType {
  return Object.hasOwn(blockChunkLoaders, type);
}

/** A chunked block's component once its chunk has loaded, else undefined. */
export function loadedBlock<T extends BlockType>(type: T): BlockComponent<T> | undefined {
  return (isChunkedBlockType(type) ? chunks.peek(type) : undefined) as BlockComponent<T> | undefined;
}

/** The chunked block types among `blocks`, once each, in page order. */
export function blockChunkTypes(blocks: readonly { _type: string }[]): BlockType[] {
  const types = new Set<BlockType>();
  for (const { _type } of blocks) if (isChunkedBlockType(_type)) types.add(_type);
  return [...types];
}

/**
 * Loads the chunks of the given block types (those that ship with the templates need none).
 * Idempotent: a chunk is fetched once however often, or however concurrently, it is asked for.
 */
export async function loadBlockChunks(types: readonly BlockType[]): Promise<void> {
  await Promise.all(types.filter(isChunkedBlockType).map((type) => chunks.load(type)));
}
