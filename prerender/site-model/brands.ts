// The brands (SPEC §2): the list of brands, and each brand's machines grouped by category.

import type { ProductCard, Ref } from '../../src/content/page-data.ts';
import type { ModelPage } from '../../src/content/page-types.ts';
import { describePortableText } from '../describe.ts';
import type { ModelContext } from './context.ts';

/**
 * Two groups on one page may come from categories with the same title (new and used "Platforms &
 * Harvesters"): name each after its parent too, so headings and landmarks stay distinguishable.
 */
export function qualifyDuplicateTitles(
  groups: { category: Ref }[],
  parentTitle: (categoryId: string) => string | null,
): void {
  const counts = new Map<string, number>();
  for (const { category } of groups) counts.set(category.title, (counts.get(category.title) ?? 0) + 1);
  for (const group of groups) {
    const parent = parentTitle(group.category.id);
    if ((counts.get(group.category.title) ?? 0) > 1 && parent) {
      group.category = { ...group.category, title: `${group.category.title} (${parent})` };
    }
  }
}

export function brandPages(ctx: ModelContext): ModelPage[] {
  const { brandsInOrder, categoriesById, categoryTitle } = ctx;
  const pages: ModelPage[] = [
    ctx.page(
      'brands',
      {
        title: 'Our Brands',
        path: '/our-brands/',
        description: `The manufacturers ${ctx.siteName} imports and supports in the UK.`,
      },
      { brands: brandsInOrder },
      { documents: brandsInOrder.map((b) => b.id) },
    ),
  ];

  for (const brand of brandsInOrder) {
    const groups = new Map<string, { category: Ref; products: ProductCard[] }>();
    for (const product of ctx.productsInOrder) {
      if (product.brand?.id !== brand.id) continue;
      const first = product.categories[0] ? categoriesById.get(product.categories[0].id) : undefined;
      if (!first) continue;
      const group = groups.get(first.id) ?? { category: ctx.categoryRef(first), products: [] };
      group.products.push(ctx.productCard(product));
      groups.set(first.id, group);
    }
    const products = [...groups.values()].flatMap((g) => g.products);
    qualifyDuplicateTitles([...groups.values()], (id) => {
      const parent = categoriesById.get(id)?.parentId;
      const category = parent ? categoriesById.get(parent) : undefined;
      return category ? categoryTitle(category) : null;
    });
    pages.push(
      ctx.page(
        'brand',
        {
          title: brand.title,
          path: brand.path,
          description: ctx.described(
            describePortableText(brand.description),
            `${brand.title} machinery in the UK.`,
          ),
        },
        { brand, groups: [...groups.values()] },
        {
          image: brand.image ?? products.find((p) => p.image)?.image ?? null,
          documents: [brand.id, ...products.map((p) => p.id)],
        },
      ),
    );
  }
  return pages;
}
