// Build time: the site search's documents, each with the words a grower uses for it
// (docs/search.md "Fields"). Node only.
import { categoryDisplayTitle } from '../../src/content/names.ts';
import { HOME_SLUG } from '../../src/content/paths.ts';
import type { Snapshot } from '../../src/content/snapshot.ts';
import { shortPictureId } from '../../src/features/search/search-picture.ts';
import type { SearchDocument, SearchDocumentType } from '../../src/features/search/search-types.ts';

/** The text of every span under `value`: a page's words, whatever blocks hold them. */
function spanText(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) spanText(item, out);
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (record._type === 'span' && typeof record.text === 'string') out.push(record.text);
    else for (const child of Object.values(record)) spanText(child, out);
  }
  return out;
}

/** Each word once: a page's text repeats itself, and the index needs a word only once. */
const distinctWords = (texts: readonly string[]): string =>
  [
    ...new Set(
      texts
        .join(' ')
        .toLowerCase()
        .split(/[^\p{L}\p{N}'’]+/u),
    ),
  ]
    .filter(Boolean)
    .join(' ');

/**
 * Every searchable document: products (not sold ones, which leave every list), product
 * categories, pages, posts, news categories and brands.
 */
export function buildSearchDocuments(snapshot: Snapshot): SearchDocument[] {
  const categories = new Map(snapshot.productCategories.map((c) => [c.id, c]));
  const titleOf = (id: string | null | undefined): string | undefined => {
    const category = id ? categories.get(id) : undefined;
    return category && categoryDisplayTitle(category.title, category.slug);
  };
  const doc = (
    type: SearchDocumentType,
    { id, title, path }: { id: string; title: string; path: string },
    fields: Partial<Pick<SearchDocument, 'categories' | 'excerpt' | 'parents'>> = {},
  ): SearchDocument => ({ id, type, title, path, ...fields });

  const products = snapshot.products
    .filter((p) => p.status !== 'sold')
    .map((p): SearchDocument => {
      const own = p.categories.map((c) => c.id);
      const parents = own.map((id) => titleOf(categories.get(id)?.parentId)).filter((t) => t !== undefined);
      const picture = p.images[0] && shortPictureId(p.images[0].asset._id);
      return {
        ...doc('Product', p, {
          categories: [p.brand?.title ?? '', ...own.map((id) => titleOf(id) ?? ''), p.condition].filter(
            Boolean,
          ),
          excerpt: p.excerpt,
          parents: [...new Set(parents)],
        }),
        condition: p.condition,
        ...(p.price ? { price: p.price } : {}),
        ...(p.year !== null ? { year: p.year } : {}),
        ...(p.hours !== null ? { hours: p.hours } : {}),
        ...(picture ? { picture } : {}),
        ...(p.priceValue !== null ? { priceValue: p.priceValue } : {}),
      };
    });
  return [
    ...products,
    ...snapshot.productCategories.map((c) =>
      doc(
        'ProductCategory',
        { ...c, title: categoryDisplayTitle(c.title, c.slug) },
        { categories: [titleOf(c.parentId) ?? ''].filter(Boolean) },
      ),
    ),
    // Pages are few and hold the information words (opening times, phone numbers): all their text.
    ...snapshot.pages.map((p) =>
      doc(
        'Page',
        { ...p, path: p.slug === HOME_SLUG ? '/' : p.path },
        { excerpt: distinctWords([p.seo.description ?? '', ...spanText([p.hero, p.content])]) },
      ),
    ),
    ...snapshot.posts.map((p) => doc('Post', p, { excerpt: p.excerpt })),
    ...snapshot.categories.map((c) => doc('Category', c)),
    ...snapshot.brands.map((b) => doc('Brand', b)),
  ];
}
