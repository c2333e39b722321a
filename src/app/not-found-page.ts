import type { PageData } from './page-types.ts';

export const NOT_FOUND_PATH = '/404/';

/** The not-found page needs no content, so the client can show it without a request. */
export function notFoundPage(hash: string): PageData<'not-found'> {
  return {
    hash,
    template: 'not-found',
    meta: {
      title: 'Page not found',
      description:
        'The page you were looking for is not here. Search our machines or start from one of the main sections.',
      path: NOT_FOUND_PATH,
      image: null,
      indexable: false,
      updatedAt: null,
    },
    data: {},
  };
}
