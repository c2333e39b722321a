// The list of brands (SPEC §2), in the editors' order.

import { BRANDS_PATH } from '../../content/paths.ts';
import type { Brand } from '../../content/schemas/index.ts';
import { collection } from '../../content/structured-data/nodes.ts';
import type { ModelContext, PageDraft } from '../model-context.ts';
import type { TemplateHead } from '../model-hooks.ts';

export interface Data {
  brands: Brand[];
}

export function pages(ctx: ModelContext): PageDraft<Data>[] {
  const { brandsInOrder } = ctx;
  return [
    {
      meta: {
        title: 'Our Brands',
        path: BRANDS_PATH,
        description: `The manufacturers ${ctx.siteName} imports and supports in the UK.`,
      },
      data: { brands: brandsInOrder },
      shows: { documents: brandsInOrder.map((b) => b.id) },
    },
  ];
}

/** The brands it lists, in its order, for search engines. */
export const head: TemplateHead<Data> = {
  structuredData: (context) => [collection(context, context.page.data.brands)],
};
