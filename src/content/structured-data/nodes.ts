// The schema.org vocabulary the templates' structured data is made of (docs/seo.md): the context
// a template's `head.structuredData` hook is given, and the nodes several templates share
// (breadcrumbs, lists of pages). Plain functions of the page and the site data, run by the build
// and after each navigation in the browser (src/app/seo/).

import { absoluteUrl } from '../../lib/absolute-url.ts';
import type { Crumb, SiteData, SocialImage } from '../page-data.ts';
import type { PageMeta } from '../page-types.ts';
import { HOME_PATH, LATEST_NEWS_PATH } from '../paths.ts';

export type JsonLdNode = Record<string, unknown>;

/** What a template's structured data is made from: its page, the site, and the head's own facts. */
export interface JsonLdContext<D = unknown> {
  page: { meta: PageMeta; data: D };
  site: SiteData;
  /** The page's canonical URL. */
  canonical: string;
  /** The page's sharing image (its own, else the site's). */
  image: SocialImage | null;
}

export const HOME_CRUMB: Crumb = { title: 'Home', path: HOME_PATH };
export const NEWS_CRUMB: Crumb = { title: 'Latest News', path: LATEST_NEWS_PATH };

export function breadcrumbList(crumbs: readonly Crumb[], siteUrl: string): JsonLdNode {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.title,
      item: absoluteUrl(crumb.path, siteUrl),
    })),
  };
}

/** A page that lists pages (brands, news): what it lists, in its order. */
export function collection({ page, site, canonical }: JsonLdContext, items: readonly Crumb[]): JsonLdNode {
  return {
    '@type': 'CollectionPage',
    '@id': canonical,
    url: canonical,
    name: page.meta.title,
    description: page.meta.description,
    isPartOf: { '@id': absoluteUrl('/#website', site.siteUrl) },
    mainEntity: {
      '@type': 'ItemList',
      itemListElement: items.map((item, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: item.title,
        url: absoluteUrl(item.path, site.siteUrl),
      })),
    },
  };
}
