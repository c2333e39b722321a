// The search results page (docs/search.md "Results page"): one prerendered page at /search/ whose
// results the browser fills in from `?q=`. Not indexed, not in the sitemap: its content is a query.
import { SEARCH_PATH } from '../../content/paths.ts';
import type { ModelContext, PageDraft } from '../model-context.ts';
import type { TemplateHead } from '../model-hooks.ts';

export interface Data {
  /** The top-level product ranges: where the page without JavaScript, or without a hit, points. */
  sections: { title: string; path: string }[];
}

export function pages(ctx: ModelContext): PageDraft<Data>[] {
  const all = ctx.snapshot.productCategories;
  const sections = all
    .filter((c) => c.parentId === null)
    .filter((c) => ctx.productsIn(c.id).length > 0 || all.some((child) => child.parentId === c.id))
    .sort((a, b) => (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER))
    .map((c) => ({ title: ctx.categoryTitle(c), path: c.path }));
  return [
    {
      meta: {
        title: 'Search',
        path: SEARCH_PATH,
        description: 'Search our machines, ranges, news and pages.',
        indexable: false,
      },
      data: { sections },
    },
  ];
}

// It adds nothing to its head: no structured data.
export const head: TemplateHead<Data> = {};
