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
export const SEARCH_INDEX_VERSION = 6;

/** The indexed fields in file order, each with its weight: a title hit beats a category hit… */
export const SEARCH_FIELDS = [
  { name: 'title', weight: 8 },
  { name: 'categories', weight: 4 },
  { name: 'excerpt', weight: 2 },
  { name: 'parents', weight: 1 },
] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number]['name'];

/**
 * A document row: type index in SEARCH_DOCUMENT_TYPES, title, path (as `packPath` writes it:
 * often empty, search-path.ts), then for a machine its
 * condition index in SEARCH_CONDITIONS (-1 for none), price, year, hours, its picture's index
 * in `pictures` and the price in pounds, null where absent. Trailing absent facts are left off, so
 * a page's row is three values.
 */
export type SearchDocumentRow =
  | [type: number, title: string, path: string]
  | [
      type: number,
      title: string,
      path: string,
      condition: number,
      price?: string | null,
      year?: number | null,
      hours?: number | null,
      picture?: number | null,
      priceValue?: number | null,
    ];

/**
 * `docs[i]` is the document with id `i`. `pictures` holds each distinct picture once, as its short
 * asset id (search-picture.ts): machines share photos, and an index into it is a byte or two.
 * `fields[f]` is field f's words, each with the ids of the documents that hold it (term-table.ts).
 * Content ids are not shipped: nothing in the browser uses them, and random ids do not compress.
 */
export interface SearchIndexFile {
  version: typeof SEARCH_INDEX_VERSION;
  docs: SearchDocumentRow[];
  pictures: string[];
  fields: TermTable[];
}

function row(doc: SearchDocument, picture: number | null): SearchDocumentRow {
  const head: [number, string, string] = [
    SEARCH_DOCUMENT_TYPES.indexOf(doc.type),
    doc.title,
    packPath(doc.type, doc.title, doc.path),
  ];
  const { condition, price, year, hours, priceValue }: SearchFacts = doc;
  const facts = [
    condition ? SEARCH_CONDITIONS.indexOf(condition) : -1,
    price ?? null,
    year ?? null,
    hours ?? null,
    picture,
    priceValue ?? null,
  ];
  while (facts.length > 0 && (facts.at(-1) === null || facts.at(-1) === -1)) facts.pop();
  return facts.length === 0 ? head : ([...head, ...facts] as SearchDocumentRow);
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
    docs: docs.map((doc) => row(doc, pictureIndex(doc.picture))),
    pictures: [...pictures.keys()],
    // The words as the browser's queries meet them: encoded by the one flexsearch encoder.
    fields: SEARCH_FIELDS.map(({ name }) =>
      encodeTermTable(docs.map((doc) => encoder.encode(textOf(doc, name)))),
    ),
  };
}
