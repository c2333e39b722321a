// What each reference field may point at. A reference to an existing document of the wrong type
// projects as if it were right (a product shown as a post's news category, a page as a carousel
// slide), so it is checked on the stored document, where the field to edit is known.

/** Types with a page of their own: what a link or an internal link may reach. */
const ROUTED = ['page', 'post', 'category', 'productCategory', 'product', 'brand'];

/** By the reference's field name (the last name on its path), the types it may point at. */
const BY_FIELD: Readonly<Record<string, readonly string[]>> = {
  internal: ROUTED,
  reference: ROUTED,
  slides: ['carouselSlide'],
  posts: ['post'],
  category: ['category'],
  brand: ['brand'],
  parent: ['productCategory'],
};

/** Field names that mean different things in different documents: by document type. */
const BY_DOCUMENT: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  categories: { post: ['category'], product: ['productCategory'] },
};

/** The types a reference at `path` in a document of `documentType` may point at; null when any. */
export function allowedTargets(
  documentType: string,
  path: readonly PropertyKey[],
  ref: string,
): readonly string[] | null {
  const field = path.findLast((segment) => typeof segment === 'string');
  if (typeof field !== 'string') return null;
  if (field === 'asset') return ref.startsWith('file-') ? ['sanity.fileAsset'] : ['sanity.imageAsset'];
  if (Object.hasOwn(BY_FIELD, field)) return BY_FIELD[field] ?? null;
  if (Object.hasOwn(BY_DOCUMENT, field)) return BY_DOCUMENT[field]?.[documentType] ?? null;
  return null;
}
