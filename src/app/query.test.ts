import { describe, expect, it, vi } from 'vitest';
import { NotFoundError, PageDataError } from './page-data-loader.ts';
import { createQueryClient, PAGE_DATA_QUERY_KEY, pageDataQuery } from './query.ts';

const HASH = 'build-1';

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

describe('pageDataQuery', () => {
  it('keys page data by the normalised path', () => {
    const deps = { fetch: vi.fn<typeof fetch>(), documentHash: HASH };
    expect(pageDataQuery('/product/srx-5800', deps).queryKey).toEqual([
      PAGE_DATA_QUERY_KEY,
      '/product/srx-5800/',
    ]);
    expect(pageDataQuery('/product/srx-5800/?x=1', deps).queryKey).toEqual(
      pageDataQuery('/product/srx-5800/', deps).queryKey,
    );
  });
});

describe('createQueryClient with page data', () => {
  it('keeps one request in flight per path', async () => {
    const client = createQueryClient();
    const { fetch, answer } = deferredFetch();
    const deps = { fetch, documentHash: HASH };
    const first = client.query(pageDataQuery('/about-us/', deps));
    const second = client.query(pageDataQuery('/about-us', deps));
    // The deprecated spelling the design names behaves the same.
    const third = client.ensureQueryData(pageDataQuery('/about-us/', deps));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    answer({ hash: HASH, title: 'About us' });
    const results = await Promise.all([first, second, third]);
    expect(results.map((r) => r.title)).toEqual(['About us', 'About us', 'About us']);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('does not refetch a loaded path', async () => {
    const client = createQueryClient();
    const fetch = vi.fn<typeof globalThis.fetch>(async () => Response.json({ hash: HASH }));
    const deps = { fetch, documentHash: HASH };
    await client.query(pageDataQuery('/', deps));
    await client.query(pageDataQuery('/', deps));
    await client.ensureQueryData(pageDataQuery('/', deps));
    await client.prefetchQuery(pageDataQuery('/', deps));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(client.getQueryData(pageDataQuery('/', deps).queryKey)).toEqual({ hash: HASH });
  });

  it('does not cache a failed load: the next call fetches again', async () => {
    const client = createQueryClient();
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValueOnce(new Response('', { status: 500 }))
      .mockResolvedValueOnce(Response.json({ hash: HASH, ok: true }));
    const deps = { fetch, documentHash: HASH };
    await expect(client.query(pageDataQuery('/parts-service/', deps))).rejects.toBeInstanceOf(PageDataError);
    expect(client.getQueryCache().find({ queryKey: pageDataQuery('/parts-service/', deps).queryKey })).toBe(
      undefined,
    );
    await expect(client.query(pageDataQuery('/parts-service/', deps))).resolves.toEqual({
      hash: HASH,
      ok: true,
    });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('does not retry a failure on its own', async () => {
    const client = createQueryClient();
    const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response('', { status: 404 }));
    const deps = { fetch, documentHash: HASH };
    await expect(client.query(pageDataQuery('/gone/', deps))).rejects.toBeInstanceOf(NotFoundError);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('lets a navigation retry after a failed prefetch', async () => {
    const client = createQueryClient();
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(Response.json({ hash: HASH }));
    const deps = { fetch, documentHash: HASH };
    await client.prefetchQuery(pageDataQuery('/brands/', deps));
    await expect(client.query(pageDataQuery('/brands/', deps))).resolves.toEqual({ hash: HASH });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('sets the rules as defaults for every query', () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries).toMatchObject({
      retry: false,
      staleTime: Number.POSITIVE_INFINITY,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
      refetchOnMount: false,
    });
    expect(queries?.gcTime).toBeGreaterThanOrEqual(60 * 60 * 1000);
  });
});
