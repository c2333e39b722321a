// The search index: one flexsearch configuration shared by the build, which fills the index and
// writes it to flexsearch.json, and the browser, which loads that file and runs the queries.
// Loaded lazily in the browser (with flexsearch itself) on the first focus of the search box: keep
// it out of every eager import.
import { Charset, Encoder, Index } from 'flexsearch';
import { SEARCH_RESULT_LIMIT } from '../../app/constants.ts';
import { SEARCH_DOCUMENT_TYPES, type SearchHit } from './search-types.ts';

/** Bumped whenever the file's shape or the index options change, so old and new never mix. */
export const SEARCH_INDEX_VERSION = 1;

/**
 * The contents of flexsearch.json (docs/decisions/003-search-index.md). `docs[i]` is the document
 * with flexsearch id `i`: `[type index in SEARCH_DOCUMENT_TYPES, title, path]`. `map` is the index's
 * term table as flexsearch exports it, each id list delta-coded (ascending ids, so small numbers).
 */
export interface SearchIndexFile {
  version: typeof SEARCH_INDEX_VERSION;
  docs: [type: number, title: string, path: string][];
  map: [term: string, deltas: number[]][];
}

/**
 * Case- and accent-insensitive (NFKD, marks dropped), doubled letters folded ("sprayerr") and
 * "z" read as "s" (pulverizer, pulveriser). Words split on anything but letters and digits;
 * numbers stay whole, so model numbers ("5800", "g2700") are terms of their own.
 */
function createEncoder(): Encoder {
  return new Encoder({
    ...Charset.Normalize,
    numeric: false,
    mapper: new Map([['z', 's']]),
    // Queries take microseconds; the cache would only add a timer per query.
    cache: false,
  });
}

/**
 * Forward tokenisation indexes every prefix of every word, so "telehand" finds "Telehandlers"
 * and one letter already narrows the list. Resolution 1 keeps no position score: hits come in
 * the order the documents were added (see `sortForIndex` in the build), which is smaller to ship
 * and lets the order say "products first, shortest title first".
 */
export function createSearchIndex(): Index {
  return new Index({ tokenize: 'forward', resolution: 1, encoder: createEncoder() });
}

export interface SearchEngine {
  /** Up to SEARCH_RESULT_LIMIT hits, best first; none for a blank term. */
  search(term: string): SearchHit[];
}

const MAX_TERMS = 10;

/** A typo late in a word ("telehandelr") matches nothing; a prefix of most of it does. */
function shorterTerms(term: string): string[] {
  const shortest = Math.max(3, Math.ceil(term.length * 0.6));
  const terms: string[] = [];
  for (let length = term.length - 1; length >= shortest; length--) terms.push(term.slice(0, length));
  return terms;
}

/** Reads the parsed flexsearch.json into a ready index. Throws on a file of another version. */
export function loadSearchEngine(file: SearchIndexFile): SearchEngine {
  if (file?.version !== SEARCH_INDEX_VERSION) throw new Error('Unsupported search index version');
  const index = createSearchIndex();
  const encoder = createEncoder();
  const map: [string, number[][]][] = new Array(file.map.length);
  for (let i = 0; i < file.map.length; i++) {
    const [term, deltas] = file.map[i]!;
    const ids = new Array<number>(deltas.length);
    let id = 0;
    for (let j = 0; j < deltas.length; j++) ids[j] = id += deltas[j]!;
    // One score slot per term (resolution 1), as flexsearch's own export writes it.
    map[i] = [term, [ids]];
  }
  // `import` takes flexsearch's export keys; it accepts the parsed data as well as JSON text.
  index.import('map', map as unknown as string);
  index.import('reg', file.docs.map((_, id) => id) as unknown as string);
  const hits = file.docs.map(
    ([type, title, path]): SearchHit => ({ type: SEARCH_DOCUMENT_TYPES[type] ?? 'Page', title, path }),
  );
  const size = hits.length;
  const counts = new Uint8Array(size);

  /** The first `limit` documents with `term`, in hit order, or with the closest shorter prefix. */
  const idsFor = (term: string, limit: number): number[] => {
    for (const candidate of [term, ...shorterTerms(term)]) {
      const ids = index.search(candidate, { limit, suggest: true }) as number[];
      if (ids.length > 0) return ids;
    }
    return [];
  };

  return {
    search(term) {
      // Ten words are plenty, and keep the counts far below a byte's 255.
      const terms = [...new Set(encoder.encode(term))].slice(0, MAX_TERMS);
      if (terms.length === 0) return [];
      let ids: number[];
      if (terms.length === 1) ids = idsFor(terms[0]!, SEARCH_RESULT_LIMIT);
      else {
        const lists = terms.map((t) => idsFor(t, size));
        // flexsearch's suggestion order (documents with more of the words first, then hit order),
        // counted in a typed array: its own intersection, keyed by id in a plain object, takes
        // milliseconds at 10,000 documents (docs/decisions/003-search-index.md).
        counts.fill(0);
        for (const list of lists) for (const id of list) counts[id]! += 1;
        ids = [];
        for (let matched = lists.length; matched > 0 && ids.length < SEARCH_RESULT_LIMIT; matched--) {
          for (let id = 0; id < size && ids.length < SEARCH_RESULT_LIMIT; id++) {
            if (counts[id] === matched) ids.push(id);
          }
        }
      }
      return ids.flatMap((id) => hits[id] ?? []);
    },
  };
}
