// The pages no document makes: the enquiry basket, the offline page and the not-found page.
import { notFoundPage } from '../../src/content/not-found-page.ts';
import type { ModelPage } from '../../src/content/page-types.ts';
import { OFFLINE_PATH } from '../../src/features/offline/caches.ts';
import type { ModelContext } from './context.ts';

export function fixedPages(ctx: ModelContext): ModelPage[] {
  return [
    ctx.page(
      'enquiry-basket',
      {
        title: 'Enquiry Basket',
        path: '/enquiry-basket/',
        description: 'The machines you have collected for an enquiry.',
        indexable: false,
      },
      {},
    ),
    // What the offline worker shows for a page never opened before, when there is no signal.
    ctx.page(
      'offline',
      {
        title: "You're offline",
        path: OFFLINE_PATH,
        description:
          'This page has not been saved on this device. The pages you have opened before still work.',
        indexable: false,
      },
      {},
    ),
    ctx.complete(notFoundPage()),
  ];
}
