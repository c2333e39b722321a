// Check 3, search engines and sharing (docs/seo.md): robots.txt allows crawling and names the
// sitemap; the sitemap lists exactly the indexable pages (sitemap-check.ts); every page has one
// canonical URL and the Open Graph and Twitter card tags a link preview needs; its structured
// data parses and is complete (json-ld-check.ts); the news feed parses and links to pages
// (feed-check.ts). Works on the shared scan: the pages are not read again.
import { checkFeeds } from './feed-check.ts';
import { checkJsonLd } from './json-ld-check.ts';
import { readSiteFile, report, type SeoContext, sitePath } from './seo-context.ts';
import { type SiteScan, scanSite } from './site-scan.ts';
import { checkSitemap, SITEMAP_FILE } from './sitemap-check.ts';
import type { CheckResult } from './types.ts';

export interface SeoCheckOptions {
  /** The site's public address (SITE_URL). */
  siteUrl: string;
}

/** Tags every page needs once for a link preview; `og:image` may repeat (more pictures). */
const ONCE = ['og:title', 'og:description', 'og:url', 'og:type', 'twitter:card'];
const REQUIRED = [...ONCE, 'og:image', 'og:image:width', 'og:image:height', 'og:image:alt'];
const TWITTER_CARDS = new Set(['summary', 'summary_large_image', 'app', 'player']);

function checkRobots(context: SeoContext): void {
  const text = readSiteFile(context, 'robots.txt');
  if (text === null) {
    report(context, { file: 'robots.txt' }, 'is missing', 'robots');
    return;
  }
  const sitemapUrl = new URL(`/${SITEMAP_FILE}`, context.siteOrigin).href;
  let agents: string[] = [];
  let inRules = false;
  let namesSitemap = false;
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.replace(/#.*/, '').trim();
    const match = /^([A-Za-z-]+)\s*:\s*(.*)$/.exec(line);
    if (!match) return;
    const field = (match[1] ?? '').toLowerCase();
    const value = (match[2] ?? '').trim();
    if (field === 'sitemap') {
      if (value === sitemapUrl) namesSitemap = true;
      else if ('problem' in sitePath(context, value)) {
        report(
          context,
          { file: 'robots.txt', line: index + 1 },
          `Sitemap ${JSON.stringify(value)} is not on SITE_URL`,
          'robots',
        );
      }
      return;
    }
    if (field === 'user-agent') {
      // Consecutive user-agent lines form one group; a rule line ends the list.
      if (inRules) agents = [];
      inRules = false;
      agents.push(value);
      return;
    }
    inRules = true;
    if (field === 'disallow' && value === '/' && agents.includes('*')) {
      report(
        context,
        { file: 'robots.txt', line: index + 1 },
        'Disallow: / shuts every crawler out of the site',
        'robots',
      );
    }
  });
  if (!namesSitemap)
    report(context, { file: 'robots.txt' }, `does not name the sitemap ${sitemapUrl}`, 'robots');
}

/** Canonical URL and link-preview tags of every page; returns how many JSON-LD nodes it read. */
function checkPages(context: SeoContext): number {
  let nodes = 0;
  for (const page of context.site.pages.values()) {
    const at = { file: page.file };
    const { canonicals, meta, jsonLd } = page.seo;
    if (canonicals.length !== 1) {
      report(context, at, `has ${canonicals.length} canonical links, not one`, 'canonical');
    }
    const canonical = canonicals[0]?.url;
    const noindex = meta.some((m) => m.key === 'robots' && /\bnoindex\b|\bnone\b/i.test(m.content));
    if (canonical && page.route && !noindex) {
      const own = new URL(page.route, context.siteOrigin).href;
      if (canonical !== own) {
        report(
          context,
          { file: page.file, line: canonicals[0]?.line },
          `canonical ${canonical} is not the page's own URL ${own}`,
          'canonical',
        );
      }
    }
    const values = new Map<string, { content: string; line: number }[]>();
    for (const tag of meta) values.set(tag.key, [...(values.get(tag.key) ?? []), tag]);
    for (const key of REQUIRED) {
      const found = values.get(key) ?? [];
      if (found.length === 0 || found.every((t) => t.content.trim() === '')) {
        report(context, at, `no ${key}`, 'social');
      } else if (ONCE.includes(key) && found.length > 1) {
        report(
          context,
          { file: page.file, line: found[1]?.line },
          `${key} appears ${found.length} times`,
          'social',
        );
      }
    }
    const first = (key: string) => values.get(key)?.[0];
    const ogUrl = first('og:url');
    if (ogUrl && canonical && ogUrl.content !== canonical) {
      report(context, { file: page.file, line: ogUrl.line }, 'og:url is not the canonical URL', 'social');
    }
    const image = first('og:image');
    if (image?.content && !/^https?:\/\//.test(image.content)) {
      report(context, { file: page.file, line: image.line }, 'og:image is not an absolute URL', 'social');
    }
    for (const key of ['og:image:width', 'og:image:height']) {
      const size = first(key);
      if (size && !/^[1-9]\d*$/.test(size.content)) {
        report(
          context,
          { file: page.file, line: size.line },
          `${key} ${JSON.stringify(size.content)} is not a size in pixels`,
          'social',
        );
      }
    }
    const card = first('twitter:card');
    if (card && !TWITTER_CARDS.has(card.content)) {
      report(
        context,
        { file: page.file, line: card.line },
        `twitter:card ${JSON.stringify(card.content)} is not a card type`,
        'social',
      );
    }
    for (const block of jsonLd)
      nodes += checkJsonLd(context, { file: page.file, line: block.line }, block.text);
  }
  return nodes;
}

export function checkSeo(dirOrScan: string | SiteScan, options: SeoCheckOptions): CheckResult {
  const started = performance.now();
  const site = typeof dirOrScan === 'string' ? scanSite(dirOrScan) : dirOrScan;
  const context: SeoContext = { site, siteOrigin: new URL(options.siteUrl).origin, findings: [] };
  checkRobots(context);
  const sitemap = checkSitemap(context);
  const nodes = checkPages(context);
  const feeds = checkFeeds(context);
  return {
    name: 'search engines and sharing',
    checked: site.pages.size + sitemap.files + feeds.feeds + (site.files.has('robots.txt') ? 1 : 0),
    findings: context.findings,
    notes: [
      `sitemap: ${sitemap.urls.toLocaleString('en-GB')} URLs in ${sitemap.files} file(s); ` +
        `${site.pages.size} HTML files with canonical and social tags; ${nodes.toLocaleString('en-GB')} structured-data nodes; ` +
        `${feeds.feeds} feed(s) with ${feeds.items} items`,
    ],
    ms: performance.now() - started,
  };
}
