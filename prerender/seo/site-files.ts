// The build's files for crawlers and feed readers, made once after the pages: sitemap.xml (and
// its parts on a very large site), robots.txt and latest-news/feed.xml. The build writes them;
// the dev server answers them from memory.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { SiteData } from '../../src/content/page-data.ts';
import { absoluteUrl } from '../../src/lib/absolute-url.ts';
import type { ModelPage } from '../../src/templates/template-types.ts';
import { FEED_PATH, feedOf, rssXml } from './feed.ts';
import { ROBOTS_FILE, robotsTxt } from './robots.ts';
import { SITEMAP_FILE, sitemapEntries, sitemapFiles } from './sitemap.ts';

export interface SeoFiles {
  /** Site path (`/sitemap.xml`) → file text. */
  files: Map<string, string>;
  /** URLs listed in the sitemap. */
  urls: number;
  /** Sitemap files (1, or the parts plus their index). */
  sitemaps: number;
  /** Posts in the feed; 0 when there is no news and so no feed. */
  feedItems: number;
}

export function seoFiles(model: { site: SiteData; pages: readonly ModelPage[] }): SeoFiles {
  const { site, pages } = model;
  const files = new Map<string, string>();
  const entries = sitemapEntries(pages, site.siteUrl);
  const sitemaps = sitemapFiles(entries, site.siteUrl);
  for (const { file, xml } of sitemaps) files.set(`/${file}`, xml);
  files.set(`/${ROBOTS_FILE}`, robotsTxt(absoluteUrl(`/${SITEMAP_FILE}`, site.siteUrl)));
  const feed = feedOf(pages, site);
  if (feed) files.set(FEED_PATH, rssXml(feed));
  return { files, urls: entries.length, sitemaps: sitemaps.length, feedItems: feed?.items.length ?? 0 };
}

/** Writes the files `seoFiles` made (in the model's thread, which alone holds every page). */
export function writeSeoFiles(seo: SeoFiles, outDir: string): Omit<SeoFiles, 'files'> {
  const { files, ...counts } = seo;
  for (const [path, text] of files) {
    const file = join(outDir, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  return counts;
}
