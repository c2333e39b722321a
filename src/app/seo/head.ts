// The head tags that search engines, link previews and feed readers read: Open Graph, the Twitter
// card, structured data and the news feed's link. A pure function of the page and the site, run
// for every page: plain string building, no parsing (docs/seo.md). What a template adds (an
// article's type and dates, its structured data) is its model's `head` (template-heads.ts).

import type { SiteData } from '../../content/page-data.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { ModelPage } from '../../templates/template-types.ts';
import { jsonLdScript, structuredData } from './json-ld.ts';
import { templateHead } from './template-heads.ts';

export interface SeoHeadInput {
  page: ModelPage;
  site: SiteData;
  /** The document title (page title and site name). */
  title: string;
  /** The page's canonical URL. */
  canonical: string;
}

const meta = (property: string, content: string) =>
  `<meta property="${property}" content="${escapeHtml(content)}">`;
const named = (name: string, content: string) => `<meta name="${name}" content="${escapeHtml(content)}">`;

export function seoHead({ page, site, title, canonical }: SeoHeadInput): string {
  const { meta: pageMeta } = page;
  const hooks = templateHead(page.template);
  const image = pageMeta.image ?? site.seo.image;
  const tags = [
    meta('og:site_name', site.siteName),
    meta('og:type', hooks.openGraphType ?? 'website'),
    meta('og:title', title),
    meta('og:description', pageMeta.description),
    meta('og:url', canonical),
    meta('og:locale', 'en_GB'),
  ];
  if (image) {
    tags.push(
      meta('og:image', image.url),
      meta('og:image:width', String(image.width)),
      meta('og:image:height', String(image.height)),
      meta('og:image:alt', image.alt),
    );
  }
  // The template's own, as an article's dates.
  for (const [property, content] of hooks.openGraph?.(page) ?? []) tags.push(meta(property, content));
  // X reads og:title, og:description and og:image when its own tags are missing; the large card
  // needs a picture wide enough for it.
  tags.push(
    named('twitter:card', image && image.width >= image.height * 1.5 ? 'summary_large_image' : 'summary'),
  );
  if (site.seo.twitter) tags.push(named('twitter:site', site.seo.twitter));
  if (image) tags.push(named('twitter:image:alt', image.alt));
  if (site.seo.feed) {
    tags.push(
      `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(`${site.siteName}: Latest News`)}" href="${escapeHtml(site.seo.feed)}">`,
    );
  }
  tags.push(jsonLdScript(structuredData({ page, site, canonical, image })));
  return tags.join('');
}
