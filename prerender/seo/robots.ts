// dist/robots.txt: every crawler may fetch every path, and the sitemap is named by its absolute
// URL (RFC 9309). Nothing is disallowed on purpose: a page kept out of search results says so
// itself with <meta name="robots" content="noindex">, which a crawler can only read if it may
// fetch the page.

export const ROBOTS_FILE = 'robots.txt';

export function robotsTxt(sitemapUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`;
}
