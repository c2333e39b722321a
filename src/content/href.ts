// How the site reads an href from content: which links stay inside the site, which leave it and
// which are unsafe. Shared by the link component and the snapshot, which drops unsafe links so
// the page data never carries them. Ships to the browser: plain string work.

export type HrefKind = 'internal' | 'plain' | 'external' | 'unsafe';

const SCHEME = /^([a-z][a-z\d+.-]*):/i;
// Browsers read `\` as `/`, so `/\host` leaves the site like `//host` does.
const NETWORK_PATH = /^[/\\]{2}/;
// A file such as /brochure.pdf or /sitemap.xml is not a route; the browser should load it.
const FILE_NAME = /\.[a-z\d]+$/i;

/**
 * Removes what browsers ignore in an href (tabs and newlines anywhere, control characters and
 * spaces at the ends), so `java\tscript:` is seen for what it is.
 */
export function cleanHref(href: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are the point.
  return href.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
}

/**
 * How a link to `href` behaves. `siteOrigin` is the origin of the site's own address; without it
 * every absolute http(s) link is external. Only http(s), mailto: and tel: are allowed schemes.
 */
export function classifyHref(href: string, siteOrigin?: string): HrefKind {
  const clean = cleanHref(href);
  if (clean === '') return 'unsafe';
  if (clean.startsWith('#')) return 'plain';
  const scheme = SCHEME.exec(clean)?.[1]?.toLowerCase();
  if (scheme === 'mailto' || scheme === 'tel') return 'plain';
  if (scheme === undefined && !NETWORK_PATH.test(clean)) {
    const lastSegment = pathPart(clean).split('/').pop() ?? '';
    return FILE_NAME.test(lastSegment) ? 'plain' : 'internal';
  }
  if (scheme !== undefined && scheme !== 'http' && scheme !== 'https') return 'unsafe';
  try {
    const url = new URL(clean, siteOrigin ?? 'https://invalid.invalid');
    return url.origin === siteOrigin ? 'plain' : 'external';
  } catch {
    return 'unsafe';
  }
}

/** The path of an href, without its query and hash. */
export function pathPart(href: string): string {
  return href.replace(/[?#].*$/s, '');
}

/** `//host/…` and `/\host/…`: a path that leaves the site. */
export function isNetworkPath(href: string): boolean {
  return NETWORK_PATH.test(cleanHref(href));
}
