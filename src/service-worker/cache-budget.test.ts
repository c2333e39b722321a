import { describe, expect, it } from 'vitest';
import { type BudgetCaches, cacheBudget } from './cache-budget.ts';

/** A cache in memory that keeps write order, as Cache Storage does. */
function fakeCaches() {
  const entries = new Map<string, Response>();
  const cache = {
    async keys() {
      return [...entries.keys()].map((url) => new Request(url));
    },
    async match(request: RequestInfo | URL) {
      const url = request instanceof Request ? request.url : String(request);
      return entries.get(url)?.clone();
    },
    async delete(request: RequestInfo | URL) {
      return entries.delete(request instanceof Request ? request.url : String(request));
    },
    put(url: string, bytes: number) {
      entries.delete(url);
      entries.set(url, new Response(new Uint8Array(bytes)));
    },
  };
  const storage: BudgetCaches = { open: async () => cache };
  return { cache, storage, urls: () => [...entries.keys()] };
}

const url = (n: number) => `https://site.example/images/${n}.jpg`;

describe('cacheBudget', () => {
  it('drops the oldest entries until the cache is within its bytes', async () => {
    const { cache, storage, urls } = fakeCaches();
    const budget = cacheBudget('images', 2500, storage);
    for (const n of [1, 2, 3]) cache.put(url(n), 1000);
    await budget.trim();
    expect(urls()).toEqual([url(2), url(3)]);
  });

  it('counts a rewritten entry as new', async () => {
    const { cache, storage, urls } = fakeCaches();
    const budget = cacheBudget('images', 2500, storage);
    for (const n of [1, 2]) cache.put(url(n), 1000);
    cache.put(url(1), 1000);
    cache.put(url(3), 1000);
    await budget.trim();
    expect(urls()).toEqual([url(1), url(3)]);
  });

  it('keeps the newest entry even when it alone is over the budget', async () => {
    const { cache, storage, urls } = fakeCaches();
    const budget = cacheBudget('images', 500, storage);
    cache.put(url(1), 100);
    cache.put(url(2), 1000);
    await budget.trim();
    expect(urls()).toEqual([url(2)]);
  });

  it('trims after each write Workbox reports', async () => {
    const { cache, storage, urls } = fakeCaches();
    const budget = cacheBudget('images', 1500, storage);
    cache.put(url(1), 1000);
    cache.put(url(2), 1000);
    // Workbox passes the fetch event; the budget does not read it.
    const event = new Event('fetch') as never;
    await budget.plugin.cacheDidUpdate?.({
      cacheName: 'images',
      request: new Request(url(2)),
      newResponse: new Response(new Uint8Array(1000)),
      event,
      state: undefined,
    });
    expect(urls()).toEqual([url(2)]);
  });
});
