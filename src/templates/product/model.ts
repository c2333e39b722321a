// Each machine (SPEC §2): its breadcrumb through its first category, and related machines.
import { describePortableText } from '../../content/describe.ts';
import type { Crumb, ProductCard, Ref } from '../../content/page-data.ts';
import type { Product } from '../../content/schemas/index.ts';
import { organisationId } from '../../content/structured-data/business.ts';
import { breadcrumbList } from '../../content/structured-data/nodes.ts';
import type { ModelContext, PageDraft } from '../model-context.ts';
import type { TemplateHead } from '../model-hooks.ts';
import { machine } from './json-ld.ts';

/** Machines of the same first category shown under a product. */
const RELATED_PRODUCTS = 4;

/** A product as its page shows it: its categories carry display titles, never null. */
export type ProductPage = Omit<Product, 'categories'> & { categories: Ref[] };

export interface Data {
  product: ProductPage;
  breadcrumb: Crumb[];
  related: ProductCard[];
}

/**
 * The first machines of the list other than this one. A loop that stops early, not a filter over the
 * whole list: a category of 10,000 machines made the site model's cost grow with the square of them.
 */
function relatedIn(list: readonly Product[], id: string): Product[] {
  const related: Product[] = [];
  for (const p of list) {
    if (related.length === RELATED_PRODUCTS) break;
    if (p.id !== id) related.push(p);
  }
  return related;
}

export function pages(ctx: ModelContext): PageDraft<Data>[] {
  const { categoriesById, productCard, productsIn } = ctx;
  return ctx.productsInOrder.map((product) => {
    const primary = product.categories[0] ? categoriesById.get(product.categories[0].id) : undefined;
    const related = primary ? relatedIn(productsIn(primary.id), product.id).map(productCard) : [];
    return {
      meta: {
        title: product.title,
        path: product.path,
        description: ctx.described(product.excerpt, describePortableText(product.description)),
      },
      data: {
        product: {
          ...product,
          // Validation guarantees every reference resolves; the lookup gives the display title.
          categories: product.categories.flatMap((c) => {
            const full = categoriesById.get(c.id);
            return full ? [ctx.categoryRef(full)] : [];
          }),
        },
        breadcrumb: [
          ctx.home,
          ...(primary ? ctx.categoryCrumbs(primary) : []),
          { title: product.title, path: product.path },
        ],
        related,
      },
      shows: { image: product.images[0] ?? null, documents: [product.id] },
    };
  });
}

/** The machine as what it is (json-ld.ts), and its breadcrumb, for search engines. */
export const head: TemplateHead<Data> = {
  structuredData: ({ page, site, canonical, image }) => {
    const node = machine({
      product: page.data.product,
      canonical,
      description: page.meta.description,
      image: image?.url ?? null,
      siteUrl: site.siteUrl,
      sellerId: organisationId(site),
    });
    return [...(node ? [node] : []), breadcrumbList(page.data.breadcrumb, site.siteUrl)];
  },
};
