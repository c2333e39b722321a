// What a template says of its pages beyond making them: the hooks the shared code calls, so that
// no shared file names a template. Every model (`<name>/model.ts`) exports `head`, an object of the
// hooks below, possibly empty: the shared code finds the models by file name and imports `head`
// by name (src/app/seo/template-heads.ts), so the browser's bundle of it takes the hooks and what
// they use, never a model's pages, and a model without it stops the build. What showing a page
// needs (its blocks' chunks, a title from the query) is a file of its own, `<name>/view.ts`, only
// where there is any (src/app/template-views.ts): the first-load JS imports it, and a bundle chunk
// is made of whole modules. The news feed is made in Node from the models themselves
// (prerender/seo/feed.ts), where `feed` may be left out. Types only.

import type { PageMeta } from '../content/page-types.ts';
import type { Post } from '../content/schemas/index.ts';
import type { JsonLdContext, JsonLdNode } from '../content/structured-data/nodes.ts';

/** A page of the template as its hooks see it. */
export interface HookPage<D> {
  meta: PageMeta;
  data: D;
}

/** What the template adds to its pages' heads (src/app/seo/head.ts): in the build, and after each navigation. */
export interface TemplateHead<D> {
  /** The page's Open Graph type; `website` when absent. */
  openGraphType?: 'article';
  /** The template's own Open Graph tags, after the picture's: property and content. */
  openGraph?(page: HookPage<D>): [property: string, content: string][];
  /** The page's structured data, as the nodes of one `@graph`; none when absent. */
  structuredData?(context: JsonLdContext<D>): JsonLdNode[];
}

/** `view` in `<name>/view.ts`: what showing a page needs besides the template's component (src/app/template-views.ts). */
export interface TemplateView<D> {
  /** The content blocks the page shows: those that are chunks load before it renders (src/app/page-chunks.ts). */
  blocks?(data: D): readonly { _type: string }[];
  /** The title the page takes from its address's query (`?q=`), for one page that serves every query. */
  title?(search: string): string;
}

/** The post a page is, for the news feed (prerender/seo/feed.ts): read in Node, from the models. */
export type FeedHook<D> = (data: D) => Post;
