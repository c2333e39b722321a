// Each brand (SPEC §2): its listed machines as a machine list (docs/stock.md), in the brand's own
// order (by their first category, the editors' order within each), paged as category lists are.
import { describePortableText } from '../../content/describe.ts';
import { type MachineList, machineList } from '../../content/machine-list.ts';
import type { Brand, Product } from '../../content/schemas/index.ts';
import type { ModelContext, PageDraft } from '../model-context.ts';
import type { TemplateHead } from '../model-hooks.ts';
import { listPageDrafts, listSources } from '../product-category/model.ts';

export interface Data {
  brand: Brand;
  list: MachineList;
}

export function pages(ctx: ModelContext): PageDraft<Data>[] {
  const sources = listSources(ctx);
  return ctx.brandsInOrder.flatMap((brand) => {
    // Grouped by first category in the order the categories first come: the range reads by kind.
    const byKind = new Map<string, Product[]>();
    for (const product of ctx.productsInOrder) {
      if (product.brand?.id !== brand.id) continue;
      const kind = product.categories[0]?.id ?? '';
      const group = byKind.get(kind) ?? [];
      group.push(product);
      byKind.set(kind, group);
    }
    const built = machineList([...byKind.values()].flat(), brand.path, sources);
    const first: PageDraft<Data> = {
      meta: {
        title: brand.title,
        path: brand.path,
        description: ctx.described(
          describePortableText(brand.description),
          `${brand.title} machinery in the UK.`,
        ),
      },
      data: { brand, list: built.first },
      shows: {
        image: brand.image ?? built.cards.find((p) => p.image)?.image ?? null,
        documents: [brand.id, ...built.cards.map((p) => p.id)],
      },
    };
    return listPageDrafts(first, built);
  });
}

/** The brand itself, for search engines. */
export const head: TemplateHead<Data> = {
  structuredData: ({ page, canonical, image }) => [
    {
      '@type': 'Brand',
      '@id': `${canonical}#brand`,
      name: page.data.brand.title,
      url: canonical,
      description: page.meta.description,
      ...(image ? { image: image.url } : {}),
    },
  ],
};
