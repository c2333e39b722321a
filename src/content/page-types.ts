// What every page says of itself, whatever its template (the templates' own data:
// src/templates/template-types.ts). Types only.
import type { SocialImage } from './page-data.ts';

export type { SocialImage };

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
