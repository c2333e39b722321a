// The offline worker's caches, by name and limit (docs/offline.md "What is cached"). Shared by the
// worker (src/service-worker/) and the offline page, which lists the pages it can open.

/** Every cache the worker owns starts with this, so a later version can find and drop its own. */
export const CACHE_PREFIX = 'site-';

export interface CacheLimit {
  /** The most entries kept; the least recently used go first. */
  maxEntries: number;
  /** The most bytes kept; the oldest entries go first. */
  maxBytes: number;
  /** Entries older than this are not used and are removed (none: kept while within the limits). */
  maxAgeSeconds?: number;
}

const DAY = 24 * 60 * 60;
const MB = 1024 * 1024;

/** Runtime caches: what the visitor has seen, bounded, oldest out first. */
export const CACHES = {
  /** Pages opened by a full load: HTML, network-first. */
  pages: { name: `${CACHE_PREFIX}pages`, maxEntries: 60, maxBytes: 8 * MB, maxAgeSeconds: 30 * DAY },
  /** Page data of pages opened in the app (and prefetched): network-first. */
  pageData: { name: `${CACHE_PREFIX}page-data`, maxEntries: 150, maxBytes: 6 * MB, maxAgeSeconds: 30 * DAY },
  /** The site's own pictures (their names carry their size and never change): cache-first. */
  images: { name: `${CACHE_PREFIX}images`, maxEntries: 200, maxBytes: 30 * MB, maxAgeSeconds: 60 * DAY },
  /**
   * Hashed scripts, styles, fonts and site data: cache-first, kept across deploys (a cached page
   * of the deploy before needs its own files) until the limits push the oldest out.
   */
  assets: { name: `${CACHE_PREFIX}assets`, maxEntries: 200, maxBytes: 12 * MB },
  /** The search index, network-first, so a deploy's index goes with its pages. */
  search: { name: `${CACHE_PREFIX}search`, maxEntries: 1, maxBytes: 4 * MB },
} as const satisfies Record<string, CacheLimit & { name: string }>;
