// A byte budget for one of the worker's caches: Workbox's ExpirationPlugin caps entries and age,
// not bytes. After each write the cache is trimmed, oldest entry first (Cache Storage lists keys
// in the order they were written; a rewrite moves an entry to the end), to at most `maxBytes`.
import type { WorkboxPlugin } from 'workbox-core/types.js';

/** The part of Cache Storage the budget uses, so a test can hand it a small fake. */
export interface BudgetCaches {
  open(name: string): Promise<Pick<Cache, 'keys' | 'match' | 'delete'>>;
}

export interface CacheBudget {
  plugin: WorkboxPlugin;
  /** Trims the cache now; resolves once it is within the budget. */
  trim(): Promise<void>;
}

async function sizeOf(response: Response | undefined): Promise<number> {
  if (!response) return 0;
  return (await response.blob()).size;
}

export function cacheBudget(
  cacheName: string,
  maxBytes: number,
  storage: BudgetCaches = caches,
): CacheBudget {
  /** Sizes already measured, by URL: a trim reads each body at most once per worker life. */
  const sizes = new Map<string, number>();
  let queue = Promise.resolve();

  async function trimNow() {
    const cache = await storage.open(cacheName);
    const keys = await cache.keys();
    const measured: number[] = [];
    for (const key of keys) {
      let size = sizes.get(key.url);
      if (size === undefined) {
        size = await sizeOf(await cache.match(key));
        sizes.set(key.url, size);
      }
      measured.push(size);
    }
    let total = measured.reduce((sum, size) => sum + size, 0);
    // The newest entry stays even when it alone is over the budget: it is what the visitor sees.
    for (let i = 0; i < keys.length - 1 && total > maxBytes; i += 1) {
      const key = keys[i] as Request;
      await cache.delete(key);
      sizes.delete(key.url);
      total -= measured[i] ?? 0;
    }
  }

  function trim() {
    queue = queue.then(trimNow).catch(() => {
      // A cache that cannot be read now is trimmed after the next write.
    });
    return queue;
  }

  return {
    trim,
    plugin: {
      async cacheDidUpdate({ request, newResponse }) {
        sizes.set(request.url, await sizeOf(newResponse.clone()));
        await trim();
      },
    },
  };
}
