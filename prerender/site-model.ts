// The site model: pure functions from the validated snapshot to the site-wide data and every
// route with its template and page data (SPEC §2 routing table). No I/O here. Each template's
// model (src/templates/<name>/model.ts) makes its pages over one shared context of indexes and
// card makers; here each draft becomes a page, complete, and nothing edits it after.

import {
  directionsUrl,
  isDiallable,
  openingHoursLines,
  telHref,
} from '../src/chrome/contact/contact-links.ts';
import { createImageUrls } from '../src/content/image-url.ts';
import type { SiteData } from '../src/content/page-data.ts';
import { dataFilePath } from '../src/content/page-data-path.ts';
import type { Snapshot } from '../src/content/snapshot.ts';
import { RECENT_POSTS } from '../src/lib/constants.ts';
import type { ModelContext, PagesBuilder } from '../src/templates/model-context.ts';
import * as models from '../src/templates/models.ts';
import {
  type ModelPage,
  modelPage,
  type TemplateDataMap,
  type TemplateName,
} from '../src/templates/template-types.ts';
import { siteSeo, updatedIndex, withPageSeo } from './seo/page-seo.ts';
import type { SeoUrls } from './seo/social-image.ts';
import { createModelContext } from './site-model/context.ts';

export interface SiteModelOptions {
  siteUrl: string;
  year: number;
  analyticsId: string | null;
  images: SiteData['images'];
}

/** A data file of a page (`PageDraft.files`), at its URL path. */
export interface DataFile {
  path: string;
  data: unknown;
}

export interface SiteModel {
  site: SiteData;
  pages: ModelPage[];
  files: DataFile[];
}

/** The header's, product pages' and footer's call and visit links, ready to render. */
function siteContact(settings: Snapshot['settings']): SiteData['contact'] {
  return {
    tel: isDiallable(settings.telephone) ? telHref(settings.telephone) : null,
    hours: openingHoursLines(settings.openingHours),
    directions: settings.geo ? directionsUrl(settings.geo) : null,
  };
}

export function buildSiteModel(snapshot: Snapshot, options: SiteModelOptions): SiteModel {
  // Sharing pictures come from a builder of the pages' own image configuration. Their local files
  // are recorded by the prerender, which reads the URLs from the pages' meta.
  const urls = { siteUrl: options.siteUrl, images: createImageUrls(options.images) };
  const ctx = createModelContext(snapshot);
  const { posts } = ctx;
  const updatedAt = updatedIndex(snapshot);
  const files: DataFile[] = [];
  const pages = (Object.keys(models) as TemplateName[]).flatMap((name) =>
    templatePages(name, ctx, urls, updatedAt, files),
  );
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
    openingHours: settings.openingHours,
    geo: settings.geo,
    contact: siteContact(settings),
    details: settings.details,
    navigation,
    footer,
    recentPosts: posts.slice(0, RECENT_POSTS).map((p) => ({ id: p.id, title: p.title, path: p.path })),
    newsCategories: snapshot.categories.map((c) => ({ id: c.id, title: c.title, path: c.path })),
    analyticsId: options.analyticsId,
    seo,
    images: options.images,
  };

  return { site, pages, files };
}

/** A template's pages, complete: what search engines and link previews read included. */
function templatePages<T extends TemplateName>(
  name: T,
  ctx: ModelContext,
  urls: SeoUrls,
  updatedAt: (documents: readonly string[]) => string | null,
  files: DataFile[],
): ModelPage[] {
  // biome-ignore lint/performance/noDynamicNamespaceImportAccess: every model is used, and this runs in Node, unbundled.
  const build = models[name].pages as PagesBuilder<TemplateDataMap[T]>;
  return build(ctx).map((draft) => {
    for (const [file, data] of Object.entries(draft.files ?? {})) {
      files.push({ path: dataFilePath(draft.meta.path, file), data });
    }
    return withPageSeo(modelPage(name, draft) as ModelPage, urls, updatedAt, draft.shows ?? {});
  });
}
