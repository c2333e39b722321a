// The orders the site lists documents in (SPEC: brands, products, categories; news).

/** Ascending by `order`, documents without one last, then by title. */
export function byOrder<T extends { order: number | null; title: string | null }>(a: T, b: T): number {
  const ao = a.order ?? Number.POSITIVE_INFINITY;
  const bo = b.order ?? Number.POSITIVE_INFINITY;
  if (ao !== bo) return ao < bo ? -1 : 1;
  return (a.title ?? '').localeCompare(b.title ?? '', 'en-GB');
}

/** Newest first, by publication date. */
export function newestFirst(a: { published: string }, b: { published: string }): number {
  return a.published < b.published ? 1 : a.published > b.published ? -1 : 0;
}
