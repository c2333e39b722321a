import { describe, expect, it, vi } from 'vitest';
import { BUILD_HASH_META_NAME } from '../lib/page-contract.ts';
import { fetchPageData, type HashSource, readDocumentHash } from './page-data-loader.ts';

const HASH = 'build-1';

function stubFetch(respond: () => Response | Promise<Response>) {
  return vi.fn<typeof fetch>(async () => respond());
}

function json(body: unknown, init?: ResponseInit): Response {
  return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' }, ...init });
}

describe('fetchPageData', () => {
  it('comes with the whole body when the hash matches, asking with credentials', async () => {
    const body = { hash: HASH, title: 'SRX 5800', blocks: [1, 2] };
    const fetch = stubFetch(() => json(body));
    await expect(fetchPageData('/product/srx-5800', { fetch, documentHash: HASH })).resolves.toEqual({
      kind: 'ok',
      page: body,
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/assets/data/product/srx-5800/index.json', {
      credentials: 'include',
      signal: expect.any(AbortSignal),
    });
  });

  it('says not-found on a 404, whatever its status text (none over HTTP/2)', async () => {
    for (const statusText of ['Not Found Here', '']) {
      const fetch = stubFetch(() => new Response('nope', { status: 404, statusText }));
      await expect(fetchPageData('/gone/', { fetch, documentHash: HASH })).resolves.toEqual({
        kind: 'not-found',
      });
    }
  });

  it.each([500, 403, 503])('fails status %i with "Failed to fetch {path}."', async (status) => {
    const fetch = stubFetch(() => new Response('error', { status }));
    await expect(fetchPageData('/about-us/', { fetch, documentHash: HASH })).resolves.toEqual({
      kind: 'failed',
      message: 'Failed to fetch /assets/data/about-us/index.json.',
    });
  });

  it('fails a network error with "Failed to fetch {path}.", as no answer, keeping the cause', async () => {
    const cause = new TypeError('NetworkError when attempting to fetch resource.');
    const fetch = stubFetch(() => Promise.reject(cause));
    await expect(fetchPageData('/', { fetch, documentHash: HASH })).resolves.toEqual({
      kind: 'failed',
      message: 'Failed to fetch /assets/data/index.json.',
      noAnswer: true,
      cause,
    });
  });

  it('is slow when no answer comes within its timeout, and drops the request', async () => {
    let signal: AbortSignal | undefined;
    const fetch = vi.fn<typeof globalThis.fetch>(
      (_path, init) =>
        new Promise((_resolve, reject) => {
          signal = init?.signal ?? undefined;
          signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    await expect(fetchPageData('/about-us/', { fetch, documentHash: HASH, timeoutMs: 20 })).resolves.toEqual({
      kind: 'slow',
      message: 'Failed to fetch /assets/data/about-us/index.json.',
    });
    expect(signal?.aborted).toBe(true);
  });

  it('fails unparseable JSON with "Failed to parse JSON from {path}."', async () => {
    const fetch = stubFetch(() => new Response('<!doctype html><title>oops</title>', { status: 200 }));
    await expect(fetchPageData('/about-us', { fetch, documentHash: HASH })).resolves.toEqual({
      kind: 'failed',
      message: 'Failed to parse JSON from /assets/data/about-us/index.json.',
      cause: expect.any(SyntaxError),
    });
  });

  it.each([
    ['no hash', { title: 'x' }],
    ['a numeric hash', { hash: 42 }],
    ['null', null],
    ['an array', [{ hash: HASH }]],
    ['a string', HASH],
  ])('fails JSON with %s as "JSON data in {path} is missing a hash."', async (_label, body) => {
    const fetch = stubFetch(() => json(body));
    await expect(fetchPageData('/about-us/', { fetch, documentHash: HASH })).resolves.toEqual({
      kind: 'failed',
      message: 'JSON data in /assets/data/about-us/index.json is missing a hash.',
    });
  });

  it('says stale-deploy on a hash mismatch, with the exact message', async () => {
    const fetch = stubFetch(() => json({ hash: 'build-2' }));
    await expect(fetchPageData('/about-us/', { fetch, documentHash: HASH })).resolves.toEqual({
      kind: 'stale-deploy',
      message: 'Hash did not match: json=build-2, document=build-1.',
    });
  });

  it('fails the check when the document has no hash', async () => {
    const fetch = stubFetch(() => json({ hash: HASH }));
    await expect(fetchPageData('/', { fetch, documentHash: '' })).resolves.toMatchObject({
      kind: 'stale-deploy',
    });
  });
});

describe('readDocumentHash', () => {
  const doc = (content: string | null): HashSource => ({
    querySelector: (selector) => {
      expect(selector).toBe(`meta[name="${BUILD_HASH_META_NAME}"]`);
      return content === null ? null : { getAttribute: (name) => (name === 'content' ? content : null) };
    },
  });

  it('reads the content of the build-hash meta tag', () => {
    expect(BUILD_HASH_META_NAME).toBe('build-hash');
    expect(readDocumentHash(doc('abc123'))).toBe('abc123');
  });

  it('gives an empty hash when the tag is missing', () => {
    expect(readDocumentHash(doc(null))).toBe('');
  });
});
