// The enquiry basket (SPEC §2): its rows live in the visitor's browser, so the page has no data.
import { BASKET_PATH } from '../../content/paths.ts';
import type { PageDraft } from '../model-context.ts';
import type { TemplateHead } from '../model-hooks.ts';

export type Data = Record<string, never>;

export function pages(): PageDraft<Data>[] {
  return [
    {
      meta: {
        title: 'Enquiry Basket',
        path: BASKET_PATH,
        description: 'The machines you have collected for an enquiry.',
        indexable: false,
      },
      data: {},
    },
  ];
}

// It adds nothing to its head: no structured data.
export const head: TemplateHead<Data> = {};
