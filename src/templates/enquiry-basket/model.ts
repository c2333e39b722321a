// The enquiry basket (SPEC §2): its rows live in the visitor's browser, so the page has no data.
import type { PageDraft } from '../model-context.ts';

export type Data = Record<string, never>;

export function pages(): PageDraft<Data>[] {
  return [
    {
      meta: {
        title: 'Enquiry Basket',
        path: '/enquiry-basket/',
        description: 'The machines you have collected for an enquiry.',
        indexable: false,
      },
      data: {},
    },
  ];
}
