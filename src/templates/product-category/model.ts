// Each product category (SPEC §2): its child categories and every machine below them (newest
// in first), or its own machines in the editors' order; a list of more than a page also gets a
// page document per later page, for readers without JavaScript and as the store of its cards
// (docs/stock.md).
import { describePortableText } from '../../content/describe.ts';
import {
  type BuiltList,
  LIST_FACTS_FILE,
  type ListSources,
  listPagePath,
  type MachineList,
  machineList,
} from '../../content/machine-list.ts';
import type { CategoryCard, Crumb } from '../../content/page-data.ts';
import type { Image, PortableText, Product, ProductCategory } from '../../content/schemas/index.ts';
import { byOrder } from '../../content/site-order.ts';
import { breadcrumbList } from '../../content/structured-data/nodes.ts';
import type { ModelContext, PageDraft } from '../model-context.ts';
import type { TemplateHead } from '../model-hooks.ts';

export interface ProductCategoryPage {
  id: string;
  title: string;
  path: string;
  type: 'products' | 'parent';
  description: PortableText | null;
  image: Image | null;
}

export interface Data {
  category: ProductCategoryPage;
  breadcrumb: Crumb[];
  children: CategoryCard[];
  list: MachineList;
}

/** Every product filed at or below `category`, once each, newest in first. */
function productsBelow(
  ctx: ModelContext,
  childrenOf: ReadonlyMap<string, ProductCategory[]>,
  category: ProductCategory,
): Product[] {
  const below = new Map<string, Product>();
  const visit = (c: ProductCategory) => {
    for (const p of ctx.productsIn(c.id)) below.set(p.id, p);
    for (const child of childrenOf.get(c.id) ?? []) visit(child);
  };
  visit(category);
  return [...below.values()].sort((a, b) => Date.parse(b.listedAt) - Date.parse(a.listedAt));
}

/** The list maker's view of the site: cards, and categories named as the site names them. */
export function listSources(ctx: ModelContext): ListSources {
  const { categoriesById, categoryTitle } = ctx;
  return {
    productCard: ctx.productCard,
    categoryRef: (id) => {
      const c = categoriesById.get(id);
      return c ? ctx.categoryRef(c) : null;
    },
    parentTitle: (id) => {
      const parent = categoriesById.get(categoriesById.get(id)?.parentId ?? '');
      return parent ? categoryTitle(parent) : null;
    },
  };
}

export function pages(ctx: ModelContext): PageDraft<Data>[] {
  const { snapshot, categoryTitle, productsIn } = ctx;
  const sources = listSources(ctx);
  const childrenOf = new Map<string, ProductCategory[]>();
  for (const c of snapshot.productCategories) {
    if (c.parentId) childrenOf.set(c.parentId, [...(childrenOf.get(c.parentId) ?? []), c]);
  }
  return snapshot.productCategories.flatMap((category) => {
    const title = categoryTitle(category);
    const children = [...(childrenOf.get(category.id) ?? [])]
      .sort(byOrder)
      .map((c): CategoryCard => ({ id: c.id, title: categoryTitle(c), path: c.path, image: c.image }));
    const products =
      category.type === 'products' ? productsIn(category.id) : productsBelow(ctx, childrenOf, category);
    const built = machineList(products, category.path, sources);
    const first: PageDraft<Data> = {
      meta: {
        title,
        path: category.path,
        description: ctx.described(
          describePortableText(category.description),
          `${title}: machinery from ${ctx.siteName}.`,
        ),
      },
      data: {
        category: {
          id: category.id,
          title,
          path: category.path,
          type: category.type,
          description: category.description,
          image: category.image,
        },
        breadcrumb: [ctx.home, ...ctx.categoryCrumbs(category)],
        children,
        list: built.first,
      },
      shows: {
        image:
          category.image ??
          built.cards.find((p) => p.image)?.image ??
          children.find((c) => c.image)?.image ??
          null,
        documents: [category.id, ...children.map((c) => c.id), ...built.cards.map((p) => p.id)],
      },
    };
    return listPageDrafts(first, built);
  });
}

/**
 * A list's page drafts: `first`, with the list's facts as a file beside its data, then a draft per
 * later page for readers without JavaScript, the same page but for its list's page. Later pages
 * show the same list from another machine on: not for search engines. Category and brand pages
 * page alike.
 */
export function listPageDrafts<D extends { list: MachineList }>(
  first: PageDraft<D>,
  built: BuiltList,
): PageDraft<D>[] {
  return [
    { ...first, files: { [LIST_FACTS_FILE]: built.table } },
    ...built.later.map((later) => ({
      meta: {
        ...first.meta,
        title: `${first.meta.title}, page ${later.page}`,
        path: listPagePath(later.path, later.page),
        indexable: false,
      },
      data: { ...first.data, list: later },
      shows: first.shows,
    })),
  ];
}

/** Its breadcrumb, for search engines. */
export const head: TemplateHead<Data> = {
  structuredData: ({ page, site }) => [breadcrumbList(page.data.breadcrumb, site.siteUrl)],
};
