// Addresses that leave the site (canonical, sharing picture, structured data, sitemap, feed) are
// absolute: a crawler or another site has no page to resolve a relative one against.

export function absoluteUrl(url: string, siteUrl: string): string {
  return new URL(url, siteUrl).href;
}
