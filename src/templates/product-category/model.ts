// Each product category (SPEC §2): its child categories and every machine below them (newest
// in first), or its own machines in the editors' order; a list of more than a page also gets a
// page document per later page, for readers without JavaScript (docs/stock.md).
import { describePortableText } from '../../content/describe.ts';
import { laterPages, listPagePath, type MachineList, machineList } from '../../content/machine-list.ts';
import type { CategoryCard, Crumb } from '../../content/page-data.ts';
import type { Image, PortableText, Product, ProductCategory } from '../../content/schemas/index.ts';
import { byOrder } from '../../content/site-order.ts';
import type { ModelContext, PageDraft } from '../model-context.ts';

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

export function pages(ctx: ModelContext): PageDraft<Data>[] {
  const { snapshot, categoryTitle, productCard, productsIn, categoriesById } = ctx;
  const sources = {
    productCard,
    categoryRef: (id: string) => {
      const c = categoriesById.get(id);
      return c ? ctx.categoryRef(c) : null;
    },
  };
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
    const list = machineList(products, category.path, sources);
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
        list,
      },
      shows: {
        image:
          category.image ??
          list.machines.find((p) => p.image)?.image ??
          children.find((c) => c.image)?.image ??
          null,
        documents: [category.id, ...children.map((c) => c.id), ...list.machines.map((p) => p.id)],
      },
    };
    // Later pages show the same list from another machine on: not for search engines.
    return [
      first,
      ...laterPages(list).map((later) => ({
        meta: {
          ...first.meta,
          title: `${title}, page ${later.page}`,
          path: listPagePath(list.path, later.page),
          indexable: false,
        },
        data: { ...first.data, list: later },
        shows: first.shows,
      })),
    ];
  });
}
