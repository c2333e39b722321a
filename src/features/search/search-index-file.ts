// The format of flexsearch.json, written by the build (prerender/search-index.ts) and read by
// search-engine.ts (docs/decisions/003-search-index.md, docs/search.md). Build-side code: the
// browser imports only the version, the field list and the types from here.
import { createSearchEncoder } from './search-index-options.ts';
import { packPath } from './search-path.ts';
import {
  SEARCH_CONDITIONS,
  SEARCH_DOCUMENT_TYPES,
  type SearchDocument,
  type SearchFacts,
} from './search-types.ts';
import { encodeTermTable, type TermTable } from './term-table.ts';

/** Bumped whenever the file's shape or the index options change, so old and new never mix. */
export const SEARCH_INDEX_VERSION = 8;

/** The indexed fields in file order, each with its weight: a title hit beats a category hit… */
export const SEARCH_FIELDS = [
  { name: 'title', weight: 8 },
  { name: 'categories', weight: 4 },
  { name: 'excerpt', weight: 2 },
  { name: 'parents', weight: 1 },
] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number]['name'];

/**
 * A document's row in `docs`, its cells in order: title, path (as `packPath` writes it: often
 * empty, search-path.ts), then for a machine its price text, year, hours, its picture's index in
 * `pictures` and the price in pounds; an absent fact is an empty cell, and trailing empty cells
 * are left off, so a page's row is two cells.
 */
export const ROW_CELLS = ['title', 'path', 'price', 'year', 'hours', 'picture', 'priceValue'] as const;

/** What ends a row and a cell; neither is left in a cell's text. */
export const ROW_END = '\n';
export const CELL_END = '\t';

/** The character for a document without a condition in `conditions`. */
export const NO_CONDITION = '-';

/**
 * `docs` holds document i's row as its i-th line (ROW_CELLS); `kinds` and `conditions` one
 * character per document, its index in SEARCH_DOCUMENT_TYPES and SEARCH_CONDITIONS, which ranking
 * reads for every candidate. All three are one string each: a phone parses one string many times
 * faster than 12,000 arrays of values, and the browser reads a row only when a query returns it.
 * `pictures` holds each distinct picture once, as its short asset id (search-picture.ts): machines
 * share photos, and an index into it is a byte or two. `fields[f]` is field f's words, each with
 * the ids of the documents that hold it, as one string (term-table.ts). Content ids are not
 * shipped: nothing in the browser uses them, and random ids do not compress.
 */
export interface SearchIndexFile {
  version: typeof SEARCH_INDEX_VERSION;
  docs: string;
  kinds: string;
  conditions: string;
  pictures: string[];
  fields: TermTable[];
}

/** A cell's text: a tab or line break in a title would end its cell or row early. */
const cell = (value: string | number | null | undefined): string =>
  value == null ? '' : String(value).replace(/[\t\n\r]/g, ' ');

function conditionChar(condition: SearchFacts['condition']): string {
  const index = condition ? SEARCH_CONDITIONS.indexOf(condition) : -1;
  return index < 0 ? NO_CONDITION : String(index);
}

function row(doc: SearchDocument, picture: number | null): string {
  const { price, year, hours, priceValue }: SearchFacts = doc;
  const cells = [
    doc.title,
    packPath(doc.type, doc.title, doc.path),
    price,
    year,
    hours,
    picture,
    priceValue,
  ].map(cell);
  while (cells.length > 2 && cells.at(-1) === '') cells.pop();
  return cells.join(CELL_END);
}

/**
 * Indexes `docs` field by field under `textOf(doc, field)` and writes the file. The order of
 * `docs` is the order equally good hits come back in.
 */
export function encodeSearchIndex(
  docs: readonly SearchDocument[],
  textOf: (doc: SearchDocument, field: SearchField) => string,
): SearchIndexFile {
  const encoder = createSearchEncoder();
  const pictures = new Map<string, number>();
  const pictureIndex = (short: string | undefined): number | null => {
    if (short === undefined) return null;
    if (!pictures.has(short)) pictures.set(short, pictures.size);
    return pictures.get(short)!;
  };
  return {
    version: SEARCH_INDEX_VERSION,
    docs: docs.map((doc) => row(doc, pictureIndex(doc.picture))).join(ROW_END),
    kinds: docs.map((doc) => SEARCH_DOCUMENT_TYPES.indexOf(doc.type)).join(''),
    conditions: docs.map(({ condition }) => conditionChar(condition)).join(''),
    pictures: [...pictures.keys()],
    // The words as the browser's queries meet them: encoded by the one flexsearch encoder.
    fields: SEARCH_FIELDS.map(({ name }) =>
      encodeTermTable(docs.map((doc) => encoder.encode(textOf(doc, name)))),
    ),
  };
}
