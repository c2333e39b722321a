import { describe, expect, it, vi } from 'vitest';
import { BUILD_HASH_META_NAME } from '../lib/page-contract.ts';
import {
  fetchPageData,
  type HashSource,
  INVALID_HASH,
  InvalidHashError,
  NotFoundError,
  PageDataError,
  readDocumentHash,
} from './page-data-loader.ts';

const HASH = 'build-1';

function stubFetch(respond: () => Response | Promise<Response>) {
  return vi.fn<typeof fetch>(async () => respond());
}

function json(body: unknown, init?: ResponseInit): Response {
  return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' }, ...init });
}

describe('fetchPageData', () => {
  it('resolves with the whole body when the hash matches, asking with credentials', async () => {
    const body = { hash: HASH, title: 'SRX 5800', blocks: [1, 2] };
    const fetch = stubFetch(() => json(body));
    await expect(fetchPageData('/product/srx-5800', { fetch, documentHash: HASH })).resolves.toEqual(body);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/assets/data/product/srx-5800/index.json', {
      credentials: 'include',
    });
  });

  it('rejects a 404 with NotFoundError carrying the status text and code', async () => {
    const fetch = stubFetch(() => new Response('nope', { status: 404, statusText: 'Not Found Here' }));
    const error = await fetchPageData('/gone/', { fetch, documentHash: HASH }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toMatchObject({ message: 'Not Found Here', status: 404 });
  });

  it('names a 404 even when the status text is empty (HTTP/2)', async () => {
    const fetch = stubFetch(() => new Response('', { status: 404 }));
    await expect(fetchPageData('/gone/', { fetch, documentHash: HASH })).rejects.toMatchObject({
      message: 'Not Found',
      status: 404,
    });
  });

  it.each([500, 403, 503])('rejects status %i with "Failed to fetch {path}."', async (status) => {
    const fetch = stubFetch(() => new Response('error', { status }));
    const error = await fetchPageData('/about-us/', { fetch, documentHash: HASH }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PageDataError);
    expect(error).not.toBeInstanceOf(NotFoundError);
    expect(error).toHaveProperty('message', 'Failed to fetch /assets/data/about-us/index.json.');
  });

  it('rejects a network error with "Failed to fetch {path}." and keeps the cause', async () => {
    const cause = new TypeError('NetworkError when attempting to fetch resource.');
    const fetch = stubFetch(() => Promise.reject(cause));
    const error = await fetchPageData('/', { fetch, documentHash: HASH }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PageDataError);
    expect(error).toMatchObject({ message: 'Failed to fetch /assets/data/index.json.', cause });
  });

  it('rejects unparseable JSON with "Failed to parse JSON from {path}."', async () => {
    const fetch = stubFetch(() => new Response('<!doctype html><title>oops</title>', { status: 200 }));
    const error = await fetchPageData('/about-us', { fetch, documentHash: HASH }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PageDataError);
    expect(error).toMatchObject({
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
  ])('rejects JSON with %s as "JSON data in {path} is missing a hash."', async (_label, body) => {
    const fetch = stubFetch(() => json(body));
    const error = await fetchPageData('/about-us/', { fetch, documentHash: HASH }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PageDataError);
    expect(error).toHaveProperty(
      'message',
      'JSON data in /assets/data/about-us/index.json is missing a hash.',
    );
  });

  it('rejects a hash mismatch with INVALID_HASH and the exact message', async () => {
    const fetch = stubFetch(() => json({ hash: 'build-2' }));
    const error = await fetchPageData('/about-us/', { fetch, documentHash: HASH }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidHashError);
    expect(error).toMatchObject({
      code: INVALID_HASH,
      message: 'Hash did not match: json=build-2, document=build-1.',
      jsonHash: 'build-2',
      documentHash: HASH,
    });
  });

  it('fails the check when the document has no hash', async () => {
    const fetch = stubFetch(() => json({ hash: HASH }));
    await expect(fetchPageData('/', { fetch, documentHash: '' })).rejects.toMatchObject({
      code: INVALID_HASH,
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
