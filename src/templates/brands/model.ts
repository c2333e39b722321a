// The list of brands (SPEC §2), in the editors' order.
import type { Brand } from '../../content/schemas/index.ts';
import type { ModelContext, PageDraft } from '../model-context.ts';

export interface Data {
  brands: Brand[];
}

export function pages(ctx: ModelContext): PageDraft<Data>[] {
  const { brandsInOrder } = ctx;
  return [
    {
      meta: {
        title: 'Our Brands',
        path: '/our-brands/',
        description: `The manufacturers ${ctx.siteName} imports and supports in the UK.`,
      },
      data: { brands: brandsInOrder },
      shows: { documents: brandsInOrder.map((b) => b.id) },
    },
  ];
}
