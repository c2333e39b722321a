import type { ModelPage } from './page-types.ts';

export const NOT_FOUND_PATH = '/404/';

/**
 * The not-found page needs no content, so the client can show it without a request. Without a
 * hash: the prerender stamps the build's, the browser its document's.
 */
export function notFoundPage(): ModelPage<'not-found'> {
  return {
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
