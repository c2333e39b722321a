// The page-data loader (SPEC §4, §7, §8): one JSON file per route, checked against the build hash.
// Ships in the first-load JS: keep it small and free of dependencies.
import { pageDataPath } from '../content/page-data-path.ts';
import { BUILD_HASH_META_NAME } from '../lib/page-contract.ts';

/**
 * What the loader knows of a page-data body: only `hash` is checked here (SPEC §3 "Page data");
 * the page's shape is PageData in page-types.ts.
 */
export type HashedJson = { hash: string; [key: string]: unknown };

export type FetchPageDataOptions = {
  /** Injected so tests and the prerender can stub the network. */
  fetch?: typeof globalThis.fetch;
  /** The build hash of the current document, see {@link readDocumentHash}. */
  documentHash: string;
};

export const INVALID_HASH = 'INVALID_HASH';

/** The page data does not exist (HTTP 404): the caller shows the not-found page. */
export class NotFoundError extends Error {
  override readonly name = 'NotFoundError';
  readonly status = 404;
  readonly path: string;
  constructor(statusText: string, path: string) {
    super(statusText);
    this.path = path;
  }
}

/** The page data was built by another deploy than this document: the caller does a full load. */
export class InvalidHashError extends Error {
  override readonly name = 'InvalidHashError';
  readonly code = INVALID_HASH;
  readonly jsonHash: string;
  readonly documentHash: string;
  constructor(jsonHash: string, documentHash: string) {
    super(`Hash did not match: json=${jsonHash}, document=${documentHash}.`);
    this.jsonHash = jsonHash;
    this.documentHash = documentHash;
  }
}

/** Any other failure (status, network, bad JSON, no hash): logged and passed on by the caller. */
export class PageDataError extends Error {
  override readonly name = 'PageDataError';
  readonly path: string;
  constructor(message: string, path: string, options?: ErrorOptions) {
    super(message, options);
    this.path = path;
  }
}

/** The part of `Document` read for the hash, so a test can pass a plain object. */
export type HashSource = {
  querySelector(selector: string): { getAttribute(name: string): string | null } | null;
};

/** The build hash of the document, or '' when the tag is absent (every load then fails the check). */
export function readDocumentHash(doc: HashSource = document): string {
  return doc.querySelector(`meta[name="${BUILD_HASH_META_NAME}"]`)?.getAttribute('content') ?? '';
}

/**
 * Loads the page data of a route. Rejects with {@link NotFoundError} on 404,
 * {@link InvalidHashError} when the JSON comes from another build, else {@link PageDataError}.
 * `T` is the caller's promise about the shape; only `hash` is checked.
 */
export async function fetchPageData<T extends HashedJson = HashedJson>(
  pathname: string,
  { fetch = globalThis.fetch, documentHash }: FetchPageDataOptions,
): Promise<T> {
  const path = pageDataPath(pathname);
  let body: string;
  try {
    const response = await fetch(path, { credentials: 'include' });
    if (response.status === 404) {
      // Over HTTP/2 the status text is empty; the message must still say what happened.
      throw new NotFoundError(response.statusText || 'Not Found', path);
    }
    if (!response.ok) throw new PageDataError(`Failed to fetch ${path}.`, path);
    body = await response.text();
  } catch (error) {
    if (error instanceof NotFoundError || error instanceof PageDataError) throw error;
    throw new PageDataError(`Failed to fetch ${path}.`, path, { cause: error });
  }

  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch (error) {
    throw new PageDataError(`Failed to parse JSON from ${path}.`, path, { cause: error });
  }

  if (!hasStringHash(data)) throw new PageDataError(`JSON data in ${path} is missing a hash.`, path);
  if (data.hash !== documentHash) throw new InvalidHashError(data.hash, documentHash);
  // The hash is the only field this layer knows; the rest of `T` is the template's contract.
  return data as T;
}

function hasStringHash(data: unknown): data is HashedJson {
  return typeof data === 'object' && data !== null && 'hash' in data && typeof data.hash === 'string';
}
