// Each brand (SPEC §2): its machines grouped by their first category.
import { describePortableText } from '../../content/describe.ts';
import type { ProductCard, Ref } from '../../content/page-data.ts';
import type { Brand } from '../../content/schemas/index.ts';
import { isListed } from '../../content/stock-facts.ts';
import type { ModelContext, PageDraft } from '../model-context.ts';

export interface Data {
  brand: Brand;
  groups: { category: Ref; products: ProductCard[] }[];
}

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

export function pages(ctx: ModelContext): PageDraft<Data>[] {
  const { categoriesById, categoryTitle } = ctx;
  return ctx.brandsInOrder.map((brand) => {
    const groups = new Map<string, Data['groups'][number]>();
    for (const product of ctx.productsInOrder) {
      if (product.brand?.id !== brand.id || !isListed(product)) continue;
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
    return {
      meta: {
        title: brand.title,
        path: brand.path,
        description: ctx.described(
          describePortableText(brand.description),
          `${brand.title} machinery in the UK.`,
        ),
      },
      data: { brand, groups: [...groups.values()] },
      shows: {
        image: brand.image ?? products.find((p) => p.image)?.image ?? null,
        documents: [brand.id, ...products.map((p) => p.id)],
      },
    };
  });
}
