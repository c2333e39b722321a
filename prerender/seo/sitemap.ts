// dist/sitemap.xml (sitemaps.org protocol 0.9): every indexable route with the date its content
// last changed. Past the protocol's limits (50,000 URLs or 50 MB a file) the URLs are split over
// sitemap-1.xml, sitemap-2.xml, … and sitemap.xml becomes their index, so robots.txt and search
// consoles always name the one address. Written once per build, as plain strings.

import { absoluteUrl } from '../../src/lib/absolute-url.ts';
import type { ModelPage } from '../../src/templates/template-types.ts';
import { newest } from './dates.ts';
import { xmlText } from './xml.ts';

export const SITEMAP_FILE = 'sitemap.xml';
export const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
/** The protocol's limits for one file. */
export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_MAX_BYTES = 50 * 1024 * 1024;

export interface SitemapEntry {
  /** Absolute URL: the page's canonical URL. */
  loc: string;
  /** W3C date-time of the last change, or null when unknown. */
  lastmod: string | null;
}

export interface SitemapFile {
  /** Path under the site root: `sitemap.xml`, `sitemap-2.xml`. */
  file: string;
  xml: string;
  urls: number;
}

/** The pages search engines may index (no 404, no noindex), at their canonical URLs. */
export function sitemapEntries(pages: readonly ModelPage[], siteUrl: string): SitemapEntry[] {
  return pages
    .filter((page) => page.meta.indexable)
    .map((page) => ({ loc: absoluteUrl(page.meta.path, siteUrl), lastmod: page.meta.updatedAt }));
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET_OPEN = `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NAMESPACE}">\n`;
const URLSET_CLOSE = '</urlset>\n';

function urlElement({ loc, lastmod }: SitemapEntry): string {
  return lastmod
    ? `<url><loc>${xmlText(loc)}</loc><lastmod>${xmlText(lastmod)}</lastmod></url>\n`
    : `<url><loc>${xmlText(loc)}</loc></url>\n`;
}

export interface SitemapLimits {
  maxUrls: number;
  maxBytes: number;
}

/**
 * The sitemap files for `entries`: one `sitemap.xml` when they fit in one file, else numbered
 * parts and `sitemap.xml` as their index (listed last, as it is made from the parts).
 */
export function sitemapFiles(
  entries: readonly SitemapEntry[],
  siteUrl: string,
  limits: SitemapLimits = { maxUrls: SITEMAP_MAX_URLS, maxBytes: SITEMAP_MAX_BYTES },
): SitemapFile[] {
  const parts: { lines: string[]; entries: SitemapEntry[]; bytes: number }[] = [];
  const fixedBytes = Buffer.byteLength(URLSET_OPEN) + Buffer.byteLength(URLSET_CLOSE);
  let part = { lines: [] as string[], entries: [] as SitemapEntry[], bytes: fixedBytes };
  for (const entry of entries) {
    const line = urlElement(entry);
    const bytes = Buffer.byteLength(line);
    if (
      part.lines.length > 0 &&
      (part.lines.length >= limits.maxUrls || part.bytes + bytes > limits.maxBytes)
    ) {
      parts.push(part);
      part = { lines: [], entries: [], bytes: fixedBytes };
    }
    part.lines.push(line);
    part.entries.push(entry);
    part.bytes += bytes;
  }
  parts.push(part);

  const urlset = (lines: string[]) => `${URLSET_OPEN}${lines.join('')}${URLSET_CLOSE}`;
  if (parts.length === 1) {
    return [{ file: SITEMAP_FILE, xml: urlset(part.lines), urls: part.lines.length }];
  }
  const files: SitemapFile[] = parts.map((p, i) => ({
    file: `sitemap-${i + 1}.xml`,
    xml: urlset(p.lines),
    urls: p.lines.length,
  }));
  const index = parts
    .map((p, i) => {
      const loc = `<loc>${xmlText(absoluteUrl(`/${files[i]?.file}`, siteUrl))}</loc>`;
      const lastmod = newest(p.entries.map((e) => e.lastmod));
      return `<sitemap>${loc}${lastmod ? `<lastmod>${xmlText(lastmod)}</lastmod>` : ''}</sitemap>\n`;
    })
    .join('');
  files.push({
    file: SITEMAP_FILE,
    xml: `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n${index}</sitemapindex>\n`,
    urls: 0,
  });
  return files;
}
