// The shape of every page's data: what the prerender writes to `assets/data/<path>/index.json`
// and what the runtime reads. Types only; the site model (prerender/) produces the values.
import type { TemplateDataMap } from '../content/page-data.ts';

export type TemplateName = keyof TemplateDataMap;

export interface PageMeta {
  /** The page's own title; the document title adds the site name. */
  title: string;
  description: string;
  /** Site path with a trailing slash; the canonical URL is SITE_URL + path. */
  path: string;
  /** Absolute URL of the social-sharing image, if the page has one. */
  image: string | null;
  /** false for pages search engines should not index (404). */
  indexable: boolean;
}

export type PageData<K extends TemplateName = TemplateName> = {
  [T in K]: { hash: string; template: T; meta: PageMeta; data: TemplateDataMap[T] };
}[K];
