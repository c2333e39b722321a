// One place for how a page's title and canonical link read, used by the prerender (the HTML head,
// through entry-server.tsx), by the client after each navigation (app/document-meta.ts) and by the
// consent feature's page views.

/** SPEC §2: "Title template: page title followed by the site name." */
export function documentTitle(title: string, siteName: string): string {
  return title && title !== siteName ? `${title} | ${siteName}` : siteName;
}

export function canonicalUrl(siteUrl: string, path: string): string {
  return new URL(path, siteUrl).href;
}
