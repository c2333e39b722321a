// The heavy blocks' chunks: which block types have one, and loading them before a render. Kept
// apart from the registry so the page loader (first-load JS) can import it without pulling in
// every light block: those ship with the page and home templates instead.
import type { BlockComponent, BlockType } from './types.ts';

/**
 * Block types that are chunks of their own: large or interactive, or on few pages (the team grid,
 * the timeline and tables are on an about or a specification page, not on the home page whose
 * first-load JS they would otherwise join).
 */
export type HeavyBlockType =
  | 'contactForm'
  | 'heroCarousel'
  | 'mediaLibrary'
  | 'table'
  | 'teamGrid'
  | 'timelineGroup'
  | 'youtubeVideo';

/** Each heavy block's module; the file names are the chunk names. */
export const heavyBlockLoaders: {
  [T in HeavyBlockType]: () => Promise<{ Block: BlockComponent<T> }>;
} = {
  contactForm: () => import('./contact-form.tsx'),
  heroCarousel: () => import('./hero-carousel.tsx'),
  mediaLibrary: () => import('./media-library.tsx'),
  table: () => import('./table.tsx'),
  teamGrid: () => import('./team-grid.tsx'),
  timelineGroup: () => import('./timeline-group.tsx'),
  youtubeVideo: () => import('./youtube-video.tsx'),
};

// Loaded blocks by type. TypeScript cannot relate a generic key to its value in one map, so
// `remember` and `loadedBlock` keep the pairing and the getter restores the type.
const loaded = new Map<BlockType, unknown>();
const pending = new Map<HeavyBlockType, Promise<void>>();

export function isHeavyBlockType(type: string): type is HeavyBlockType {
  return Object.hasOwn(heavyBlockLoaders, type);
}

function remember<T extends HeavyBlockType>(type: T, component: BlockComponent<T>): void {
  loaded.set(type, component);
}

/** A heavy block's component once its chunk has loaded, else undefined. */
export function loadedBlock<T extends BlockType>(type: T): BlockComponent<T> | undefined {
  return loaded.get(type) as BlockComponent<T> | undefined;
}

/** The heavy block types among `blocks`, once each, in page order. */
export function blockChunkTypes(blocks: readonly { _type: string }[]): BlockType[] {
  const types = new Set<BlockType>();
  for (const { _type } of blocks) if (isHeavyBlockType(_type)) types.add(_type);
  return [...types];
}

function loadChunk<T extends HeavyBlockType>(type: T): Promise<void> {
  if (loaded.has(type)) return Promise.resolve();
  let promise = pending.get(type);
  if (!promise) {
    promise = heavyBlockLoaders[type]().then(
      (module) => remember(type, module.Block),
      (error: unknown) => {
        // A failed load is not remembered, so the next navigation can try again (SPEC §4).
        pending.delete(type);
        throw error;
      },
    );
    pending.set(type, promise);
  }
  return promise;
}

/**
 * Loads the chunks of the given block types (light ones need none). Idempotent: a chunk is
 * fetched once however often, or however concurrently, it is asked for.
 */
export async function loadBlockChunks(types: readonly BlockType[]): Promise<void> {
  await Promise.all(types.filter(isHeavyBlockType).map((type) => loadChunk(type)));
}
