// The site model: pure functions from the validated snapshot to the site-wide data and every
// route with its template and page data (SPEC §2 routing table). No I/O here. Each route family
// has its builder in site-model/, over one shared context of indexes and card makers.

import { createImageUrls } from '../src/content/image-url.ts';
import type { SiteData } from '../src/content/page-data.ts';
import type { ModelPage } from '../src/content/page-types.ts';
import { RECENT_POSTS } from '../src/lib/constants.ts';
import type { Snapshot } from './content/snapshot.ts';
import { siteSeo } from './seo/page-seo.ts';
import { brandPages } from './site-model/brands.ts';
import { cataloguePages } from './site-model/catalogue.ts';
import { createModelContext } from './site-model/context.ts';
import { fixedPages } from './site-model/fixed-pages.ts';
import { newsPages } from './site-model/news.ts';
import { contentPages } from './site-model/pages.ts';

export interface SiteModelOptions {
  siteUrl: string;
  year: number;
  analyticsId: string | null;
  images: SiteData['images'];
}

export interface SiteModel {
  site: SiteData;
  pages: ModelPage[];
}

export function buildSiteModel(snapshot: Snapshot, options: SiteModelOptions): SiteModel {
  // Sharing pictures come from a builder of the pages' own image configuration. Their local files
  // are recorded by the prerender, which reads the URLs from the pages' meta.
  const urls = { siteUrl: options.siteUrl, images: createImageUrls(options.images) };
  const ctx = createModelContext(snapshot, urls);
  const { posts } = ctx;
  const pages: ModelPage[] = [
    ...contentPages(ctx),
    ...newsPages(ctx),
    ...cataloguePages(ctx),
    ...brandPages(ctx),
    ...fixedPages(ctx),
  ];
  const seo = siteSeo(pages, snapshot, urls);

  const { settings, navigation, footer } = snapshot;
  const site: SiteData = {
    siteName: settings.siteName,
    siteDescription: settings.siteDescription,
    siteUrl: options.siteUrl,
    year: options.year,
    logo: settings.logo,
    vatNumber: settings.vatNumber,
    telephone: settings.telephone,
    email: settings.email,
    address: settings.address,
    details: settings.details,
    navigation,
    footer,
    recentPosts: posts.slice(0, RECENT_POSTS).map((p) => ({ id: p.id, title: p.title, path: p.path })),
    newsCategories: snapshot.categories.map((c) => ({ id: c.id, title: c.title, path: c.path })),
    analyticsId: options.analyticsId,
    seo,
    images: options.images,
  };

  return { site, pages };
}
