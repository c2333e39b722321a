// The shape of every page's data: what the prerender writes at `pageDataPath`
// (src/content/page-data-path.ts) and what the runtime reads. Types only; the site model
// (prerender/) produces the values, and the prerender stamps the build hash on them as it writes.
import type { SocialImage, TemplateDataMap } from './page-data.ts';

export type { SocialImage };

export type TemplateName = keyof TemplateDataMap;

export interface PageMeta {
  /** The page's own title; the document title adds the site name. */
  title: string;
  description: string;
  /** Site path with a trailing slash; the canonical URL is SITE_URL + path. */
  path: string;
  /** The page's own picture for link previews and structured data; null: the site's (SiteData.seo). */
  image: SocialImage | null;
  /** false for pages search engines should not index (404). */
  indexable: boolean;
  /**
   * When what the page shows last changed: the newest `_updatedAt` among its documents (a list
   * page's include those it lists). The sitemap's lastmod; null for pages made of no content.
   */
  updatedAt: string | null;
}

export type PageData<K extends TemplateName = TemplateName> = {
  [T in K]: { hash: string; template: T; meta: PageMeta; data: TemplateDataMap[T] };
}[K];

/**
 * A page as the site model holds it: the model is made from the content alone, so it knows
 * nothing of the client build whose hash each written page carries.
 */
export type ModelPage<K extends TemplateName = TemplateName> = { [T in K]: Omit<PageData<T>, 'hash'> }[K];
