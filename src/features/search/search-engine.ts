// Search in the browser: flexsearch.json read into a flexsearch index, and the queries on it.
// Loaded lazily (with flexsearch itself) on the first focus of the search box: keep it out of
// every eager import.
import { SEARCH_RESULT_LIMIT } from '../../lib/constants.ts';
import { SEARCH_INDEX_VERSION, type SearchIndexFile } from './search-index-file.ts';
import { createSearchEncoder, createSearchIndex } from './search-index-options.ts';
import { SEARCH_DOCUMENT_TYPES, SEARCH_TYPE_LABELS, type SearchHit } from './search-types.ts';

export type { SearchIndexFile };

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
  const encoder = createSearchEncoder();
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
  const hits = file.docs.map(([typeIndex, title, path]): SearchHit => {
    const type = SEARCH_DOCUMENT_TYPES[typeIndex] ?? 'Page';
    return { type, label: SEARCH_TYPE_LABELS[type], title, path };
  });
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
