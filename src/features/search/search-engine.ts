// Search in the browser: flexsearch.json's documents and term tables, and the queries on them,
// encoded by flexsearch's encoder, scored and ranked (docs/search.md). Loaded lazily (with
// flexsearch's encoder) on the first focus of the search box: keep it out of every eager import.
import { SEARCH_RESULT_LIMIT } from '../../lib/constants.ts';
import { closeWords, titleVocabulary } from './close-words.ts';
import {
  CELL_END,
  ROW_END,
  SEARCH_FIELDS,
  SEARCH_INDEX_VERSION,
  type SearchIndexFile,
} from './search-index-file.ts';
import { createSearchEncoder } from './search-index-options.ts';
import { hasLimits, type SearchLimits, within } from './search-limits.ts';
import { unpackPath } from './search-path.ts';
import { pictureOf } from './search-picture.ts';
import { parseSearchQuery, type SearchQuery } from './search-query.ts';
import { type DocumentRank, rankKey, rankOf } from './search-ranking.ts';
import {
  SEARCH_CONDITIONS,
  SEARCH_DOCUMENT_TYPES,
  SEARCH_TYPE_LABELS,
  type SearchHit,
} from './search-types.ts';
import { visitPrefix } from './term-table.ts';

export type { SearchIndexFile };

export interface SearchResult {
  /** Best first, at most the limit asked for. */
  hits: SearchHit[];
  /**
   * The number the results page lists (the dropdown's "See all N results"): the hits that match
   * every word of the query, or all of them when none does.
   */
  total: number;
  /** The hits that match only some of the query's words (after those that match them all). */
  partial: ReadonlySet<SearchHit>;
  /** The price, hours and year limits the query set ("under £20,000"). */
  limits: SearchLimits;
  /** The query without its limits ("used telehandler"), to search again at any price. */
  words: string;
}

/**
 * Every hit of a query, best first, as document ids: the results page makes a hit (`hit`) only
 * when it shows it, since a catalogue's "tractor" has thousands and most are never drawn.
 */
export interface RankedHits {
  ids: Int32Array;
  /** 1 where the id at the same place matches only some of the query's words. */
  partial: Uint8Array;
  /** As SearchResult's. */
  total: number;
  limits: SearchLimits;
  words: string;
}

export interface SearchEngine {
  /** Up to `limit` hits (the dropdown's SEARCH_RESULT_LIMIT unless given), best first; none for a blank term. */
  search(term: string, limit?: number): SearchHit[];
  /** As `search`, with the number of all hits, which match only part of the query, and its limits. */
  find(term: string, limit?: number): SearchResult;
  /** Every hit of `term`, unmade. */
  rank(term: string): RankedHits;
  /** Document `id`'s hit, made once. */
  hit(id: number): SearchHit;
  typeOf(id: number): SearchHit['type'];
  /** Title words close to the query's, for a query that finds nothing. */
  suggest(term: string): string[];
}

/** A word found in a title or in what a document is (brand, category, condition), not only its text. */
const STRONG_WEIGHT = 4;

/** A typo late in a word ("telehandelr") matches nothing; a prefix of most of it does. */
function shorterTerms(term: string): string[] {
  const shortest = Math.max(3, Math.ceil(term.length * 0.6));
  const terms: string[] = [];
  for (let length = term.length - 1; length >= shortest; length--) terms.push(term.slice(0, length));
  return terms;
}

/** Where each row of `docs` starts, and one past the last row's end. */
function rowStarts(docs: string, size: number): Int32Array {
  const starts = new Int32Array(size + 1);
  let row = 1;
  for (let i = docs.indexOf(ROW_END); i !== -1 && row < size; i = docs.indexOf(ROW_END, i + 1))
    starts[row++] = i + 1;
  starts[size] = docs.length + 1;
  return starts;
}

const factOf = (cell: string | undefined): number | undefined => (cell ? Number(cell) : undefined);

/** A document's row as the hit the box and the results page show. */
function hitFrom(
  type: SearchHit['type'],
  condition: SearchHit['condition'],
  row: string,
  pictures: readonly SearchHit['picture'][],
): SearchHit {
  const [title = '', path = '', price, year, hours, picture, priceValue] = row.split(CELL_END);
  const hit: SearchHit = {
    type,
    label: SEARCH_TYPE_LABELS[type],
    title,
    path: unpackPath(type, title, path),
  };
  if (condition) hit.condition = condition;
  if (price) hit.price = price;
  const facts = { year: factOf(year), hours: factOf(hours), priceValue: factOf(priceValue) };
  if (facts.year !== undefined) hit.year = facts.year;
  if (facts.hours !== undefined) hit.hours = facts.hours;
  const image = picture ? pictures[Number(picture)] : undefined;
  if (image) hit.picture = image;
  if (facts.priceValue !== undefined) hit.priceValue = facts.priceValue;
  return hit;
}

/** Reads the parsed flexsearch.json into a ready engine. Throws on a file of another version. */
export function loadSearchEngine(file: SearchIndexFile): SearchEngine {
  if (file?.version !== SEARCH_INDEX_VERSION) throw new Error('Unsupported search index version');
  const size = file.kinds.length;
  const fields = SEARCH_FIELDS.map(({ weight }, f) => ({
    weight,
    table: file.fields[f] ?? '',
  }));
  const encoder = createSearchEncoder();
  const encode = (word: string) => encoder.encode(word);
  // One picture object per distinct photo: the image builder keeps its URLs per object.
  const pictures = file.pictures.map(pictureOf);
  // A hit is made from its row when a query first returns it: most rows never are, and making
  // all of them would add to the time before the first results.
  const hits = new Array<SearchHit | undefined>(size);
  const starts = rowStarts(file.docs, size);
  const typeOf = (id: number) => SEARCH_DOCUMENT_TYPES[file.kinds.charCodeAt(id) - 48] ?? 'Page';
  const conditionOf = (id: number) => SEARCH_CONDITIONS[file.conditions.charCodeAt(id) - 48];
  const rowOf = (id: number) => file.docs.slice(starts[id], starts[id + 1]! - 1);
  const hitOf = (id: number): SearchHit =>
    (hits[id] ??= hitFrom(typeOf(id), conditionOf(id), rowOf(id), pictures));
  // What ranking needs of a document, worked out when a query first makes it a candidate.
  const ranks = new Array<DocumentRank | undefined>(size);
  const rankFor = (id: number) => (ranks[id] ??= rankOf(typeOf(id), conditionOf(id)));
  const score = new Uint16Array(size);
  const matched = new Uint8Array(size);
  const strong = new Uint8Array(size);
  const specific = new Uint8Array(size);
  const best = new Uint8Array(size);
  // A word that few documents hold says more of what the grower means: "telehandler" (12) more
  // than "used" (45), so with no used telehandler in stock the telehandlers come first. 0-15.
  const specificity = (holders: number) =>
    holders === 0 ? 0 : Math.round((15 * Math.log(size / holders)) / Math.log(Math.max(2, size)));

  /** Marks in `best` each document's best field weight for `word`, or for its closest prefix. */
  const mark = (word: string, touched: number[]): void => {
    for (const candidate of [word, ...shorterTerms(word)]) {
      let found = false;
      for (const { weight, table } of fields) {
        const visit = (id: number) => {
          if (best[id] === 0) touched.push(id);
          if (weight > best[id]!) best[id] = weight;
        };
        if (visitPrefix(table, candidate, visit)) found = true;
      }
      if (found) return;
    }
  };

  let vocabulary: Map<string, number> | undefined;

  /** Whether a hit keeps to the query's limits: a machine with the facts inside them. */
  const keepsTo = ({ limits, saysHire }: SearchQuery, hit: SearchHit): boolean =>
    hit.type === 'Product' &&
    within(hit.priceValue, limits.price) &&
    // A hire rate is per day or week: no answer to "under £20,000" unless hire was asked for.
    (limits.price === undefined || hit.condition !== 'hire' || saysHire) &&
    within(hit.hours, limits.hours) &&
    within(hit.year, limits.year);

  const rank = (term: string): RankedHits => {
    const query = parseSearchQuery(term, encode);
    const limited = hasLimits(query.limits);
    const { limits, words } = query;
    const none = { ids: new Int32Array(0), partial: new Uint8Array(0), total: 0, limits, words };
    if (query.groups.length === 0 && !limited) return none;
    // Each document once, when a word first touches it (`matched` is still 0).
    const candidates: number[] = [];
    score.fill(0);
    matched.fill(0);
    strong.fill(0);
    specific.fill(0);
    for (const group of query.groups) {
      const touched: number[] = [];
      for (const word of group) mark(word, touched);
      const weight = specificity(touched.length);
      for (const id of touched) {
        if (matched[id] === 0) candidates.push(id);
        score[id]! += best[id]!;
        matched[id]! += 1;
        if (best[id]! >= STRONG_WEIGHT) strong[id]! += 1;
        specific[id]! += weight;
        best[id] = 0;
      }
    }
    // Limits alone ("under £10k") ask for every machine inside them.
    if (query.groups.length === 0) for (let id = 0; id < size; id++) candidates.push(id);
    // One number per candidate says its place (search-ranking.ts); a typed array sorts it fast.
    const keys: number[] = [];
    let everyWord = 0;
    for (const id of candidates) {
      if (limited && !keepsTo(query, hitOf(id))) continue;
      if (matched[id] === query.groups.length) everyWord++;
      keys.push(
        rankKey(rankFor(id), query, {
          matched: matched[id]!,
          strong: strong[id]!,
          specific: specific[id]!,
          score: score[id]!,
        }) *
          size +
          id,
      );
    }
    if (keys.length === 0) return none;
    const sorted = Float64Array.from(keys).sort();
    const ids = new Int32Array(sorted.length);
    const partial = new Uint8Array(sorted.length);
    for (let i = 0; i < sorted.length; i++) {
      const id = sorted[i]! % size;
      ids[i] = id;
      if (matched[id]! < query.groups.length) partial[i] = 1;
    }
    return { ids, partial, total: everyWord || ids.length, limits, words };
  };

  const find = (term: string, limit = SEARCH_RESULT_LIMIT): SearchResult => {
    const { ids, partial: partialAt, total, limits, words } = rank(term);
    const hits: SearchHit[] = Array.from(ids.subarray(0, Math.min(limit, ids.length)), hitOf);
    const partial = new Set(hits.filter((_, i) => partialAt[i] === 1));
    return { hits, total, partial, limits, words };
  };

  return {
    find,
    rank,
    hit: hitOf,
    typeOf,
    search: (term, limit) => find(term, limit).hits,
    suggest(term) {
      vocabulary ??= titleVocabulary(
        Array.from({ length: size }, (_, id) => rowOf(id).split(CELL_END, 1)[0] ?? ''),
      );
      return closeWords(term, vocabulary);
    },
  };
}
