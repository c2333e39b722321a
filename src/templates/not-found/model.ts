// The not-found page (SPEC §2). It needs no content, so the browser shows it without a request
// (app/page-loader.ts), made as the site model makes the build's (modelPage).
import { NOT_FOUND_PATH } from '../../content/paths.ts';
import type { PageDraft } from '../model-context.ts';
import type { TemplateHead } from '../model-hooks.ts';
import { type NoData, pageWithoutData } from '../page-without-data.ts';
import { type ModelPage, modelPage } from '../template-types.ts';

export type Data = NoData;

const draft = pageWithoutData({
  title: 'Page not found',
  description:
    'The page you were looking for is not here. Search our machines or start from one of the main sections.',
  path: NOT_FOUND_PATH,
});

export function pages(): PageDraft<Data>[] {
  return [draft];
}

/** The page as the site model makes it from the draft; it shows nothing, so no picture or date is added. */
export function notFoundPage(): ModelPage<'not-found'> {
  return modelPage('not-found', draft);
}

// It adds nothing to its head: no structured data.
export const head: TemplateHead<Data> = {};
