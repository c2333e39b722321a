// Build time: the site search's documents (SPEC §3 "Search hit") and the index file the browser
// loads on the first focus of the search box (SPEC §7 flexsearch.json). Node only.
import { categoryDisplayTitle } from '../src/content/names.ts';
import { HOME_SLUG, PATH_PREFIXES } from '../src/content/paths.ts';
import { encodeSearchIndex } from '../src/features/search/search-index-file.ts';
import type { SearchDocument, SearchDocumentType } from '../src/features/search/search-types.ts';
import type { Snapshot } from './content/snapshot.ts';

/** Written at the root of the site, where the browser fetches it: `GET /flexsearch.json`. */
export { SEARCH_INDEX_FILE } from '../src/features/search/search-types.ts';

/** Every searchable document: products, product categories, pages, posts, news categories, brands. */
export function buildSearchDocuments(snapshot: Snapshot): SearchDocument[] {
  const doc = (type: SearchDocumentType, id: string, title: string, path: string): SearchDocument => ({
    id,
    type,
    title,
    path,
  });
  return [
    ...snapshot.products.map((p) => doc('Product', p.id, p.title, p.path)),
    ...snapshot.productCategories.map((c) =>
      doc('ProductCategory', c.id, categoryDisplayTitle(c.title, c.slug), c.path),
    ),
    ...snapshot.pages.map((p) => doc('Page', p.id, p.title, p.slug === HOME_SLUG ? '/' : p.path)),
    ...snapshot.posts.map((p) => doc('Post', p.id, p.title, p.path)),
    ...snapshot.categories.map((c) => doc('Category', c.id, c.title, c.path)),
    ...snapshot.brands.map((b) => doc('Brand', b.id, b.title, b.path)),
  ];
}

/**
 * The order hits come back in when they match equally well (the index keeps no position score):
 * machines first, as the box says PRODUCT SEARCH, then where to find more of them, then reading.
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

const TYPE_PREFIX: Partial<Record<SearchDocumentType, string>> = {
  Product: PATH_PREFIXES.product,
  ProductCategory: PATH_PREFIXES.productCategory,
  Category: PATH_PREFIXES.category,
  Brand: PATH_PREFIXES.brand,
};

/**
 * What is indexed for a document: its title and the words of its path (SPEC §3), without the
 * path's type segment, which every document of the type shares. Model numbers are also indexed by
 * their digits, so "2700" finds the "G2700".
 */
export function searchText({ type, title, path }: SearchDocument): string {
  const prefix = TYPE_PREFIX[type];
  const own = prefix && path.startsWith(prefix) ? path.slice(prefix.length) : path;
  const words = `${title} ${own}`.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const digits = words.flatMap((word) =>
    /\p{L}/u.test(word) ? (word.match(/(?<=\p{L})\p{N}+/gu) ?? []) : [],
  );
  return [...words, ...digits].join(' ');
}

/**
 * The whole index as one JSON text for `/flexsearch.json`: the documents in hit order and
 * flexsearch's exported term table (docs/decisions/003-search-index.md).
 */
export function buildSearchIndex(documents: readonly SearchDocument[]): string {
  return JSON.stringify(encodeSearchIndex([...documents].sort(byHitOrder), searchText));
}
