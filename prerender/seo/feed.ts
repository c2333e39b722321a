// The news as an RSS 2.0 feed, dist/latest-news/feed.xml: the newest posts, each with its title,
// address, summary, date and categories. Every page's head links to it (head.ts), so feed
// readers find it from any page. Written once per build.

import type { SiteData } from '../../src/content/page-data.ts';
import { LATEST_NEWS_PATH } from '../../src/content/paths.ts';
import { absoluteUrl } from '../../src/lib/absolute-url.ts';
import type { FeedHook } from '../../src/templates/model-hooks.ts';
import * as models from '../../src/templates/models.ts';
import type { ModelPage } from '../../src/templates/template-types.ts';
import { newest } from './dates.ts';
import { xmlElement, xmlText } from './xml.ts';

export const FEED_PATH = `${LATEST_NEWS_PATH}feed.xml`;
/** How many posts the feed carries: readers poll it, so it holds the recent news, not the archive. */
export const FEED_ITEMS = 20;

/** An RFC 822 date as RSS 2.0 asks (`Wed, 07 Jun 2023 09:30:00 GMT`). */
export function rfc822(isoDateTime: string): string {
  const time = Date.parse(isoDateTime);
  if (Number.isNaN(time)) throw new Error(`Not a date-time: ${JSON.stringify(isoDateTime)}`);
  return new Date(time).toUTCString();
}

export interface FeedItem {
  title: string;
  /** Absolute URL of the post. */
  link: string;
  description: string;
  /** ISO date-time the post was published. */
  published: string;
  updatedAt: string | null;
  categories: string[];
}

export interface Feed {
  title: string;
  /** Absolute URL of the news page. */
  link: string;
  description: string;
  /** Absolute URL of the feed itself (atom:link rel=self). */
  self: string;
  items: FeedItem[];
}

/** The post a page is, if its template's model says it is one (`feed`, templates/model-hooks.ts). */
function feedPost(page: ModelPage) {
  // biome-ignore lint/performance/noDynamicNamespaceImportAccess: this runs in Node, unbundled, beside the site model.
  const model = models[page.template] as { feed?: FeedHook<ModelPage['data']> };
  return model.feed?.(page.data);
}

/** The feed of the site model's pages: its posts, newest first, at most FEED_ITEMS. */
export function feedOf(
  pages: readonly ModelPage[],
  site: Pick<SiteData, 'siteName' | 'siteUrl'>,
): Feed | null {
  const posts = pages
    .flatMap((p) => feedPost(p) ?? [])
    .sort((a, b) => Date.parse(b.published) - Date.parse(a.published))
    .slice(0, FEED_ITEMS);
  if (posts.length === 0) return null;
  const news = pages.find((p) => p.meta.path === LATEST_NEWS_PATH);
  const byPath = new Map(pages.map((p) => [p.meta.path, p.meta.description]));
  return {
    title: `${news?.meta.title ?? 'Latest News'} | ${site.siteName}`,
    link: absoluteUrl(LATEST_NEWS_PATH, site.siteUrl),
    description: news?.meta.description || `News from ${site.siteName}.`,
    self: absoluteUrl(FEED_PATH, site.siteUrl),
    items: posts.map((post) => ({
      title: post.title,
      link: absoluteUrl(post.path, site.siteUrl),
      description: byPath.get(post.path) || post.excerpt,
      published: post.published,
      updatedAt: post.updatedAt,
      categories: post.categories.map((c) => c.title),
    })),
  };
}

/** The feed as RSS 2.0 XML. lastBuildDate is the newest change among the items, so a rebuild of the same content writes the same file. */
export function rssXml(feed: Feed): string {
  const changed = newest(feed.items.flatMap((item) => [item.published, item.updatedAt]));
  const items = feed.items.map((item) =>
    [
      '<item>',
      xmlElement('title', item.title),
      xmlElement('link', item.link),
      xmlElement('description', item.description),
      ...item.categories.map((category) => xmlElement('category', category)),
      `<guid isPermaLink="true">${xmlText(item.link)}</guid>`,
      xmlElement('pubDate', rfc822(item.published)),
      '</item>\n',
    ].join(''),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">\n<channel>\n',
    xmlElement('title', feed.title),
    xmlElement('link', feed.link),
    xmlElement('description', feed.description),
    `<atom:link href="${xmlText(feed.self)}" rel="self" type="application/rss+xml"/>`,
    '<language>en-GB</language>',
    changed ? xmlElement('lastBuildDate', rfc822(changed)) : '',
    '\n',
    ...items,
    '</channel>\n</rss>\n',
  ].join('');
}
