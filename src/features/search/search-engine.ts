// Search in the browser: flexsearch.json read into one flexsearch index per field, and the
// queries on them, scored and ranked (docs/search.md). Loaded lazily (with flexsearch itself) on
// the first focus of the search box: keep it out of every eager import.
import type { Index } from 'flexsearch';
import { SEARCH_RESULT_LIMIT } from '../../lib/constants.ts';
import { closeWords, titleVocabulary } from './close-words.ts';
import { SEARCH_FIELDS, SEARCH_INDEX_VERSION, type SearchIndexFile } from './search-index-file.ts';
import { createSearchEncoder, createSearchIndex } from './search-index-options.ts';
import { pictureOf } from './search-picture.ts';
import { parseSearchQuery } from './search-query.ts';
import { rankKey, rankOf } from './search-ranking.ts';
import {
  SEARCH_CONDITIONS,
  SEARCH_DOCUMENT_TYPES,
  SEARCH_TYPE_LABELS,
  type SearchHit,
} from './search-types.ts';

export type { SearchIndexFile };

export interface SearchEngine {
  /** Up to `limit` hits (the dropdown's SEARCH_RESULT_LIMIT unless given), best first; none for a blank term. */
  search(term: string, limit?: number): SearchHit[];
  /** As `search`, with the number of all hits (the dropdown's "See all N results"). */
  find(term: string, limit?: number): { hits: SearchHit[]; total: number };
  /** Title words close to the query's, for a query that finds nothing. */
  suggest(term: string): string[];
}

/** A typo late in a word ("telehandelr") matches nothing; a prefix of most of it does. */
function shorterTerms(term: string): string[] {
  const shortest = Math.max(3, Math.ceil(term.length * 0.6));
  const terms: string[] = [];
  for (let length = term.length - 1; length >= shortest; length--) terms.push(term.slice(0, length));
  return terms;
}

/** One field's term table from the file, delta-decoded, into a flexsearch index. */
function loadField(table: SearchIndexFile['fields'][number], size: number): Index {
  const index = createSearchIndex();
  const map: [string, number[][]][] = new Array(table.length);
  for (let i = 0; i < table.length; i++) {
    const [term, deltas] = table[i]!;
    const ids = new Array<number>(deltas.length);
    let id = 0;
    for (let j = 0; j < deltas.length; j++) ids[j] = id += deltas[j]!;
    // One score slot per term (resolution 1), as flexsearch's own export writes it.
    map[i] = [term, [ids]];
  }
  // `import` takes flexsearch's export keys; it accepts the parsed data as well as JSON text.
  index.import('map', map as unknown as string);
  index.import('reg', Array.from({ length: size }, (_, id) => id) as unknown as string);
  return index;
}

/** Reads the parsed flexsearch.json into ready indexes. Throws on a file of another version. */
export function loadSearchEngine(file: SearchIndexFile): SearchEngine {
  if (file?.version !== SEARCH_INDEX_VERSION) throw new Error('Unsupported search index version');
  const size = file.docs.length;
  const fields = SEARCH_FIELDS.map(({ weight }, f) => ({
    weight,
    index: loadField(file.fields[f] ?? [], size),
  }));
  const encoder = createSearchEncoder();
  const encode = (word: string) => encoder.encode(word);
  // One picture object per distinct photo: the image builder keeps its URLs per object.
  const pictures = file.pictures.map(pictureOf);
  const hits = file.docs.map(
    ([typeIndex, title, path, condition, price, year, hours, picture]): SearchHit => {
      const type = SEARCH_DOCUMENT_TYPES[typeIndex] ?? 'Page';
      const hit: SearchHit = { type, label: SEARCH_TYPE_LABELS[type], title, path };
      const known = condition === undefined ? undefined : SEARCH_CONDITIONS[condition];
      if (known) hit.condition = known;
      if (price != null) hit.price = price;
      if (year != null) hit.year = year;
      if (hours != null) hit.hours = hours;
      const image = picture == null ? undefined : pictures[picture];
      if (image) hit.picture = image;
      return hit;
    },
  );
  const ranks = hits.map(rankOf);
  const score = new Uint16Array(size);
  const matched = new Uint8Array(size);
  const best = new Uint8Array(size);

  /** Marks in `best` each document's best field weight for `word`, or for its closest prefix. */
  const mark = (word: string, touched: number[]): void => {
    for (const candidate of [word, ...shorterTerms(word)]) {
      let found = false;
      for (const { weight, index } of fields) {
        for (const id of index.search(candidate, { limit: size }) as number[]) {
          found = true;
          if (best[id] === 0) touched.push(id);
          if (weight > best[id]!) best[id] = weight;
        }
      }
      if (found) return;
    }
  };

  let vocabulary: Map<string, number> | undefined;

  const find = (term: string, limit = SEARCH_RESULT_LIMIT) => {
    const query = parseSearchQuery(term, encode);
    if (query.groups.length === 0) return { hits: [], total: 0 };
    const candidates = new Set<number>();
    score.fill(0);
    matched.fill(0);
    for (const group of query.groups) {
      const touched: number[] = [];
      for (const word of group) mark(word, touched);
      for (const id of touched) {
        score[id]! += best[id]!;
        matched[id]! += 1;
        best[id] = 0;
        candidates.add(id);
      }
    }
    // One number per candidate says its place (search-ranking.ts); a typed array sorts it fast.
    const keys = new Float64Array(candidates.size);
    let k = 0;
    for (const id of candidates) keys[k++] = rankKey(ranks[id]!, query, matched[id]!, score[id]!) * size + id;
    keys.sort();
    const count = Math.min(limit, keys.length);
    const result: SearchHit[] = new Array(count);
    for (let i = 0; i < count; i++) result[i] = hits[keys[i]! % size]!;
    return { hits: result, total: keys.length };
  };

  return {
    find,
    search: (term, limit) => find(term, limit).hits,
    suggest(term) {
      vocabulary ??= titleVocabulary(hits.map((hit) => hit.title));
      return closeWords(term, vocabulary);
    },
  };
}
