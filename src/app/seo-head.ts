// The head's search and sharing tags after a client-side navigation: Open Graph, the Twitter card,
// robots, the feed link and JSON-LD, made by the prerender's own function (seo/head.ts)
// from the page data and the site data, so they are the new page's exactly as its HTML has them.
// A chunk of its own, loaded at the first navigation: a first visit's head is already right.

import type { SiteData } from '../content/page-data.ts';
import { canonicalUrl, documentTitle } from '../lib/document-title.ts';
import { BUILD_HASH_META_NAME } from '../lib/page-contract.ts';
import type { PageData } from '../templates/template-types.ts';
import { seoHead } from './seo/head.ts';

/** Every tag seoHead writes, and the robots tag the prerender writes before them. */
const SEO_TAGS = [
  'meta[property^="og:"]',
  'meta[property^="article:"]',
  'meta[name^="twitter:"]',
  'meta[name="robots"]',
  'link[rel="alternate"][type="application/rss+xml"]',
  'script[type="application/ld+json"]',
].join(',');

export function showSeoHead(page: PageData, site: SiteData): void {
  const { head } = document;
  for (const element of head.querySelectorAll(SEO_TAGS)) element.remove();
  const title = documentTitle(page.meta.title, site.siteName);
  const canonical = canonicalUrl(site.siteUrl, page.meta.path);
  const tags = `${page.meta.indexable ? '' : '<meta name="robots" content="noindex">'}${seoHead({ page, site, title, canonical })}`;
  const parsed = document.createElement('template');
  parsed.innerHTML = tags;
  // Where the prerender puts them: after the canonical link and the build hash.
  const anchor =
    head.querySelector(`meta[name="${BUILD_HASH_META_NAME}"]`) ?? head.querySelector('link[rel="canonical"]');
  if (anchor) anchor.after(parsed.content);
  else head.append(parsed.content);
}
