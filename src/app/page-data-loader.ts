// The page-data fetch (SPEC §4, §7, §8): one JSON file per route, checked against the build hash,
// and the site data every page shares; their outcome a result (load-result.ts). Ships in the first-load JS: keep it small and free of
// dependencies.
import type { SiteData } from '../content/page-data.ts';
import { pageDataPath } from '../content/page-data-path.ts';
import { PAGE_DATA_TIMEOUT_MS } from '../lib/constants.ts';
import { BUILD_HASH_META_NAME } from '../lib/page-contract.ts';
import type { LoadFailure } from './load-result.ts';

/**
 * What the fetch knows of a page-data body: only `hash` is checked here (SPEC §3 "Page data");
 * the page's shape is PageData in template-types.ts.
 */
export type HashedJson = { hash: string; [key: string]: unknown };

export type PageDataLoad<T> = { kind: 'ok'; page: T } | { kind: 'not-found' } | LoadFailure;

export type FetchPageDataOptions = {
  /** Injected so tests can point it at a server of their own. */
  fetch?: typeof globalThis.fetch;
  /** The build hash of the current document, see {@link readDocumentHash}. */
  documentHash: string;
  timeoutMs?: number;
};

/** The part of `Document` read for the hash, so a test can pass a plain object. */
export type HashSource = {
  querySelector(selector: string): { getAttribute(name: string): string | null } | null;
};

/** The build hash of the document, or '' when the tag is absent (every load then fails the check). */
export function readDocumentHash(doc: HashSource = document): string {
  return doc.querySelector(`meta[name="${BUILD_HASH_META_NAME}"]`)?.getAttribute('content') ?? '';
}

/**
 * Loads the page data of a route: `not-found` on a 404, `stale-deploy` when the JSON comes from
 * another build, `slow` when it has not come within `timeoutMs` (the request is then dropped),
 * else `failed`. `T` is the caller's promise about the shape; only `hash` is checked.
 */
export async function fetchPageData<T extends HashedJson = HashedJson>(
  pathname: string,
  { fetch = globalThis.fetch, documentHash, timeoutMs = PAGE_DATA_TIMEOUT_MS }: FetchPageDataOptions,
): Promise<PageDataLoad<T>> {
  const path = pageDataPath(pathname);
  const fetchFailed = `Failed to fetch ${path}.`;
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), timeoutMs);
  let body: string;
  try {
    const response = await fetch(path, { credentials: 'include', signal: timeout.signal });
    if (response.status === 404) return { kind: 'not-found' };
    if (!response.ok) return { kind: 'failed', message: fetchFailed };
    body = await response.text();
  } catch (error) {
    if (timeout.signal.aborted) return { kind: 'slow', message: fetchFailed };
    // The browser's fetch fails with a TypeError when no answer came at all.
    return { kind: 'failed', message: fetchFailed, noAnswer: error instanceof TypeError, cause: error };
  } finally {
    clearTimeout(timer);
  }

  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch (error) {
    return { kind: 'failed', message: `Failed to parse JSON from ${path}.`, cause: error };
  }
  if (!hasStringHash(data)) return { kind: 'failed', message: `JSON data in ${path} is missing a hash.` };
  if (data.hash !== documentHash) {
    return {
      kind: 'stale-deploy',
      message: `Hash did not match: json=${data.hash}, document=${documentHash}.`,
    };
  }
  // The hash is the only field this layer knows; the rest of `T` is the template's contract.
  return { kind: 'ok', page: data as T };
}

function hasStringHash(data: unknown): data is HashedJson {
  return typeof data === 'object' && data !== null && 'hash' in data && typeof data.hash === 'string';
}

/**
 * The site data (menus, footer) at the path the page names. A 404 means a new deploy has replaced
 * it (its name is its content's hash): this page is stale.
 */
export async function fetchSiteData(path: string): Promise<{ kind: 'ok'; site: SiteData } | LoadFailure> {
  const message = `Failed to fetch ${path}.`;
  try {
    const response = await fetch(path, { credentials: 'same-origin' });
    if (response.status === 404) return { kind: 'stale-deploy', message };
    if (!response.ok) return { kind: 'failed', message };
    return { kind: 'ok', site: (await response.json()) as SiteData };
  } catch (error) {
    return { kind: 'failed', message, cause: error };
  }
}
