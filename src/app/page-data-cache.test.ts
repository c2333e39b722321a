import { describe, expect, it, vi } from 'vitest';
import { createPageDataCache } from './page-data-cache.ts';
import { fetchPageData, NotFoundError, PageDataError } from './page-data-loader.ts';

const HASH = 'build-1';

/** A cache over the real page-data fetch, with `fetch` standing in for the network. */
function cacheOver(fetch: typeof globalThis.fetch) {
  return createPageDataCache((path) =>
    fetchPageData<{ hash: string; title?: string }>(path, { fetch, documentHash: HASH }),
  );
}

// A fetch whose answers the test releases one by one, to hold requests in flight.
function deferredFetch() {
  const pending: Array<(response: Response) => void> = [];
  const fetch = vi.fn<typeof globalThis.fetch>(
    () => new Promise<Response>((resolve) => pending.push(resolve)),
  );
  const answer = (body: unknown, status = 200) => {
    const resolve = pending.shift();
    if (!resolve) throw new Error('no request in flight');
    resolve(new Response(JSON.stringify(body), { status }));
  };
  return { fetch, answer };
}

describe('the page data cache', () => {
  it('keys page data by the normalised path', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => Response.json({ hash: HASH }));
    const cache = cacheOver(fetch);
    await cache.load('/product/srx-5800');
    await cache.load('/product/srx-5800/?x=1');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe('/assets/data/product/srx-5800/index.json');
    expect(cache.peek('/product/srx-5800/')).toEqual({ hash: HASH });
  });

  it('keeps one request in flight per path', async () => {
    const { fetch, answer } = deferredFetch();
    const cache = cacheOver(fetch);
    const first = cache.load('/about-us/');
    const second = cache.load('/about-us');
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    answer({ hash: HASH, title: 'About us' });
    const results = await Promise.all([first, second, cache.load('/about-us/')]);
    expect(results.map((r) => r.title)).toEqual(['About us', 'About us', 'About us']);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('does not refetch a loaded path, nor one the document already held', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => Response.json({ hash: HASH }));
    const cache = cacheOver(fetch);
    await cache.load('/');
    await cache.load('/');
    cache.put('/brands', { hash: HASH });
    await cache.load('/brands/');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('says nothing of a path not loaded yet, or still in flight', () => {
    const { fetch } = deferredFetch();
    const cache = cacheOver(fetch);
    void cache.load('/brands/');
    expect(cache.peek('/brands/')).toBeUndefined();
    expect(cache.peek('/about-us/')).toBeUndefined();
  });

  it('does not keep a failed load: the next call fetches again', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValueOnce(new Response('', { status: 500 }))
      .mockResolvedValueOnce(Response.json({ hash: HASH, ok: true }));
    const cache = cacheOver(fetch);
    await expect(cache.load('/parts-service/')).rejects.toBeInstanceOf(PageDataError);
    expect(cache.peek('/parts-service/')).toBeUndefined();
    await expect(cache.load('/parts-service/')).resolves.toEqual({ hash: HASH, ok: true });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('does not retry a failure on its own', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response('', { status: 404 }));
    await expect(cacheOver(fetch).load('/gone/')).rejects.toBeInstanceOf(NotFoundError);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('lets a navigation retry after a failed prefetch', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(Response.json({ hash: HASH }));
    const cache = cacheOver(fetch);
    await cache.load('/brands/').catch(() => {});
    await expect(cache.load('/brands/')).resolves.toEqual({ hash: HASH });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
