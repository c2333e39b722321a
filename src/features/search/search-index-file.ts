// The format of flexsearch.json, written by the build (prerender/search-index.ts) and read by
// search-engine.ts (docs/decisions/003-search-index.md). Build-side code: the browser imports
// only the version and the type from here.
import { createSearchIndex } from './search-index-options.ts';
import { SEARCH_DOCUMENT_TYPES, type SearchDocument } from './search-types.ts';

/** Bumped whenever the file's shape or the index options change, so old and new never mix. */
export const SEARCH_INDEX_VERSION = 1;

/**
 * `docs[i]` is the document with flexsearch id `i`: `[type index in SEARCH_DOCUMENT_TYPES, title,
 * path]`. `map` is the index's term table as flexsearch exports it, each term's ids (ascending)
 * delta-coded, so mostly small numbers. Content ids are not shipped: nothing in the browser uses
 * them, and random ids do not compress.
 */
export interface SearchIndexFile {
  version: typeof SEARCH_INDEX_VERSION;
  docs: [type: number, title: string, path: string][];
  map: [term: string, deltas: number[]][];
}

/** Ascending ids as the gaps between them. */
function deltas(ids: readonly number[]): number[] {
  let previous = 0;
  return ids.map((id) => {
    const gap = id - previous;
    previous = id;
    return gap;
  });
}

/**
 * Indexes `docs` under `textOf(doc)` and writes the file. The order of `docs` is the order
 * equally good hits come back in.
 */
export function encodeSearchIndex(
  docs: readonly SearchDocument[],
  textOf: (doc: SearchDocument) => string,
): SearchIndexFile {
  const index = createSearchIndex();
  docs.forEach((doc, id) => {
    index.add(id, textOf(doc));
  });
  const map: SearchIndexFile['map'] = [];
  // flexsearch's own export hands the term table over in chunks of JSON text, keyed "<n>.map";
  // with resolution 1 each term has a single slot of ids.
  index.export((key, data) => {
    if (!key.endsWith('map')) return;
    for (const [term, slots] of JSON.parse(data) as [string, number[][]][]) {
      map.push([term, deltas(slots[0] ?? [])]);
    }
  });
  return {
    version: SEARCH_INDEX_VERSION,
    docs: docs.map((d) => [SEARCH_DOCUMENT_TYPES.indexOf(d.type), d.title, d.path]),
    map,
  };
}
