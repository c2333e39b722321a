// A hit's path as flexsearch.json carries it (format 6): most paths are the folder of their kind
// and the slug of their title ("/product/ilmer-d-25/" for "Ilmer D 25"), which the browser can
// make again, so the row leaves them out. The paths were 40 % of the file, and the time to first
// results grows with the file's raw size (docs/decisions/017-whole-word-index.md).
import { PATH_PREFIXES } from '../../content/paths.ts';
import type { SearchDocumentType } from './search-types.ts';

/** The folder every document of a kind is in; pages and posts are at the root. */
export const TYPE_FOLDER: Record<SearchDocumentType, string> = {
  Product: PATH_PREFIXES.product,
  ProductCategory: PATH_PREFIXES.productCategory,
  Category: PATH_PREFIXES.category,
  Brand: PATH_PREFIXES.brand,
  Page: '/',
  Post: '/',
};

/** Lower case, accents dropped, every run of other characters one hyphen: "Über Mäher 2" → "uber-maher-2". */
export function slugOf(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * What the row holds for `path`: '' when it is the folder and the title's slug, the slug alone when
 * it is in the folder under another, else the whole path (the only form that starts with "/").
 * Only what `unpackPath` turns back into the same path is ever left out.
 */
export function packPath(type: SearchDocumentType, title: string, path: string): string {
  const folder = TYPE_FOLDER[type];
  const slug = path.slice(folder.length, -1);
  if (!path.startsWith(folder) || !path.endsWith('/') || slug === '' || slug.startsWith('/')) return path;
  return slug === slugOf(title) ? '' : slug;
}

export function unpackPath(type: SearchDocumentType, title: string, packed: string): string {
  if (packed.startsWith('/')) return packed;
  return `${TYPE_FOLDER[type]}${packed || slugOf(title)}/`;
}
