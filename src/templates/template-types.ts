// The templates as types: their names, what each one's pages carry, and a page as the site model
// holds it (`modelPage` makes one from a draft) and as the prerender writes it (at `pageDataPath`,
// src/content/page-data-path.ts). Derived from the models (models.ts), never restated.

import type { PageMeta } from '../content/page-types.ts';
import { clipOnWord, DESCRIPTION_MAX, TITLE_MAX } from '../content/text-limits.ts';
import type { PageDraft } from './model-context.ts';
import type * as models from './models.ts';

type Models = typeof models;

export type TemplateName = keyof Models;

export type TemplateDataMap = {
  [K in TemplateName]: Models[K] extends { pages: (...args: never[]) => PageDraft<infer D>[] } ? D : never;
};

export type PageData<K extends TemplateName = TemplateName> = {
  [T in K]: { hash: string; template: T; meta: PageMeta; data: TemplateDataMap[T] };
}[K];

/**
 * A page as the site model holds it: the model is made from the content alone, so it knows
 * nothing of the client build whose hash each written page carries.
 */
export type ModelPage<K extends TemplateName = TemplateName> = { [T in K]: Omit<PageData<T>, 'hash'> }[K];

/**
 * A draft as a page of `template`: its title and description cut where search engines cut, on a
 * word; no picture or date yet (the site model adds what the draft shows, prerender/seo/page-seo.ts).
 */
export function modelPage<T extends TemplateName>(
  template: T,
  { meta, data }: PageDraft<TemplateDataMap[T]>,
): ModelPage<T> {
  return {
    template,
    meta: {
      image: null,
      indexable: true,
      updatedAt: null,
      ...meta,
      title: clipOnWord(meta.title, TITLE_MAX),
      description: clipOnWord(meta.description, DESCRIPTION_MAX),
    },
    data,
  } as ModelPage<T>;
}
