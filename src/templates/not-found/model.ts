// The not-found page (SPEC §2). It needs no content, so the browser shows it without a request
// (app/page-loader.ts) as well as the build writing it.
import { NOT_FOUND_PATH } from '../../content/paths.ts';
import type { PageDraft } from '../model-context.ts';

export type Data = Record<string, never>;

export const notFoundMeta = {
  title: 'Page not found',
  description:
    'The page you were looking for is not here. Search our machines or start from one of the main sections.',
  path: NOT_FOUND_PATH,
  indexable: false,
};

export function pages(): PageDraft<Data>[] {
  return [{ meta: notFoundMeta, data: {} }];
}

/** The page as the site model makes it from the draft above, for the browser to show at once. */
export function notFoundPage() {
  return {
    template: 'not-found' as const,
    meta: { ...notFoundMeta, image: null, updatedAt: null },
    data: {},
  };
}
