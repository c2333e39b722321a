// What the search-engine checks share: the scanned site, its address, the findings so far, and
// how a URL named in a sitemap, feed or structured data maps to the site's pages and files.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { classify, type Resolution, resolvePath } from './resolve.ts';
import type { SiteScan } from './site-scan.ts';
import type { Finding } from './types.ts';
import { readXml, type XmlElement } from './xml.ts';

export interface SeoContext {
  site: SiteScan;
  /** `https://www.example.co.uk`: what canonical, sitemap and feed URLs must start with. */
  siteOrigin: string;
  findings: Finding[];
}

export type Located = Omit<Finding, 'message' | 'rule'>;

export function report(context: SeoContext, at: Located, message: string, rule: string): void {
  context.findings.push({ ...at, message, rule });
}

/** An absolute URL on the site: its decoded path, or why it is not one. */
export function sitePath(context: SeoContext, url: string): { path: string } | { problem: string } {
  if (!/^https?:\/\//i.test(url)) return { problem: `${JSON.stringify(url)} is not an absolute URL` };
  const target = classify(url, '/', context.siteOrigin);
  if (target.kind === 'internal') return { path: target.path };
  if (target.kind === 'external') {
    return { problem: `${JSON.stringify(url)} is not on SITE_URL ${context.siteOrigin}` };
  }
  return { problem: `${JSON.stringify(url)} is not a URL of the site` };
}

/** Where the host serves `path`, following the site's redirects. */
export function resolveFinal(context: SeoContext, path: string): Resolution {
  let resolution = resolvePath(context.site, path);
  while (resolution.kind === 'redirect') resolution = resolution.final;
  return resolution;
}

/** The text of a file of the site, or null when there is none. */
export function readSiteFile(context: SeoContext, file: string): string | null {
  return context.site.files.has(file) ? readFileSync(join(context.site.dir, file), 'utf8') : null;
}

/** The root element of a site file's XML, or null after reporting (as `rule`) where it is not well-formed. */
export function parseSiteXml(
  context: SeoContext,
  file: string,
  text: string,
  rule: string,
): XmlElement | null {
  const xml = readXml(text);
  if ('root' in xml) return xml.root;
  report(context, { file, line: xml.line, column: xml.column }, `is not well-formed XML: ${xml.error}`, rule);
  return null;
}

/** The route pages search engines may index: a route's `index.html` without robots noindex. */
export function indexableRoutes(site: SiteScan): Map<string, string> {
  const routes = new Map<string, string>();
  for (const page of site.pages.values()) {
    if (page.route === null) continue;
    const noindex = page.seo.meta.some((m) => m.key === 'robots' && /\bnoindex\b|\bnone\b/i.test(m.content));
    if (!noindex) routes.set(page.route, page.file);
  }
  return routes;
}
