// Build time: the index file the browser loads on the first focus of the search box (SPEC §7
// flexsearch.json), from the documents of ./search/documents.ts. Node only.
import { encodeSearchIndex, type SearchField } from '../src/features/search/search-index-file.ts';
import { TYPE_FOLDER } from '../src/features/search/search-path.ts';
import type { SearchDocument, SearchDocumentType } from '../src/features/search/search-types.ts';

export { buildSearchDocuments } from './search/documents.ts';

/**
 * The order hits come back in when they rank alike (search-ranking.ts): machines first, as the
 * box says PRODUCT SEARCH, then where to find more of them, then reading.
 */
const TYPE_RANK: Record<SearchDocumentType, number> = {
  Product: 0,
  ProductCategory: 1,
  Brand: 2,
  Page: 3,
  Post: 4,
  Category: 5,
};

/** Within a type, the shorter title first: the query covers more of it. */
function byHitOrder(a: SearchDocument, b: SearchDocument): number {
  return (
    TYPE_RANK[a.type] - TYPE_RANK[b.type] ||
    a.title.length - b.title.length ||
    a.title.localeCompare(b.title, 'en-GB') ||
    a.path.localeCompare(b.path, 'en-GB')
  );
}

const LETTERS = /\p{L}/u;
/** A model series in capitals ("SRX", "RT", "TF"): joined to its number; "Used 2017" is not. */
const MODEL_LETTERS = /^\p{Lu}{1,4}$/u;

/**
 * The words of `text`, and the forms a grower types without the separators: a hyphenated word
 * joined ("De-Leafer" as "deleafer"), a model series and its number joined ("SRX 5800" as
 * "srx5800", "RT 25" as "rt25") and a model number's digits alone ("G2700" as "2700").
 */
export function searchWords(text: string): string[] {
  const words: string[] = [];
  for (const chunk of text.split(/\s+/)) {
    const parts = chunk.split(/[^\p{L}\p{N}'’]+/u).filter(Boolean);
    words.push(...parts);
    if (parts.length > 1) words.push(parts.join(''));
  }
  const extra: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    if (LETTERS.test(word)) extra.push(...(word.match(/(?<=\p{L})\p{N}+/gu) ?? []));
    const next = words[i + 1];
    if (next && MODEL_LETTERS.test(word) && /^\p{N}/u.test(next)) extra.push(word + next);
  }
  return [...words, ...extra];
}

/**
 * What is indexed for a document in each field (docs/search.md "Fields"). The title field also
 * holds the words of the path, without its type segment, which every document of the type shares.
 */
export function searchText(doc: SearchDocument, field: SearchField = 'title'): string {
  if (field === 'title') {
    const folder = TYPE_FOLDER[doc.type];
    const own = doc.path.startsWith(folder) ? doc.path.slice(folder.length) : doc.path;
    // A slug is one long hyphenated word: its words, not their join, which nobody types.
    const slugWords = own.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    return [...new Set([...searchWords(doc.title), ...slugWords])].join(' ');
  }
  const text = field === 'excerpt' ? (doc.excerpt ?? '') : (doc[field] ?? []).join(' ');
  return [...new Set(searchWords(text))].join(' ');
}

/**
 * The whole index as one JSON text for `/flexsearch.json`: the documents in hit order and one
 * table of whole words per field (docs/decisions/003-search-index.md, 017-whole-word-index.md).
 */
export function buildSearchIndex(documents: readonly SearchDocument[]): string {
  return JSON.stringify(encodeSearchIndex([...documents].sort(byHitOrder), searchText));
}
