// How the host answers a path of the built site: a page (a folder's index.html or an .html file),
// another file, a redirect, or nothing. Trailing slashes matter: routes end in `/` (SPEC §2), and
// `/about-us` only works through the host's extra redirect, so a link to it is reported.
import { findRedirect } from '../../host/serve/host-rules.ts';
import type { SiteScan } from './site-scan.ts';

export type Resolution =
  | { kind: 'page'; file: string }
  | { kind: 'file'; file: string }
  | { kind: 'redirect'; to: string; final: Resolution }
  | { kind: 'slashless'; file: string }
  | { kind: 'missing' };

/** Redirects followed before giving up: a longer chain is a loop or a mistake. */
const MAX_REDIRECTS = 5;

export function resolvePath(site: SiteScan, path: string, hops = 0): Resolution {
  const relative = path.replace(/^\/+/, '');
  if (path.endsWith('/')) {
    const index = `${relative}index.html`;
    if (site.files.has(index)) return { kind: 'page', file: index };
  } else if (site.files.has(relative)) {
    return relative.endsWith('.html') ? { kind: 'page', file: relative } : { kind: 'file', file: relative };
  } else if (site.files.has(`${relative}/index.html`)) {
    return { kind: 'slashless', file: `${relative}/index.html` };
  }
  const match = findRedirect(site.redirects, { path, search: '' }, false);
  if (match && hops < MAX_REDIRECTS && match.rule.status >= 300 && match.rule.status < 400) {
    const to = match.target.split(/[?#]/)[0] ?? '';
    if (/^https?:\/\//i.test(to)) return { kind: 'redirect', to, final: { kind: 'file', file: to } };
    return { kind: 'redirect', to, final: resolvePath(site, decodePath(to) ?? to, hops + 1) };
  }
  return { kind: 'missing' };
}

/** A URL path as a file name: percent-decoded; null when the encoding is broken. */
export function decodePath(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/** Where a reference leads, before looking at the files. */
export type Target =
  | { kind: 'skip' }
  | { kind: 'external'; host: string }
  | { kind: 'function'; path: string }
  | { kind: 'internal'; path: string; hash: string; absolute: boolean }
  | { kind: 'malformed'; reason: string };

const OTHER_SCHEME = /^(mailto|tel|sms|javascript|data|blob|about):/i;
const FUNCTIONS_PREFIX = '/.netlify/';

/**
 * Classifies `url` as written on a page at `basePath` of a site served at `siteOrigin`. Root-relative
 * URLs (nearly all of them) take a fast path: thousands of pages hold hundreds of links each.
 */
export function classify(url: string, basePath: string, siteOrigin: string): Target {
  if (OTHER_SCHEME.test(url)) return { kind: 'skip' };
  let pathname: string;
  let hash: string;
  let absolute = false;
  if (url.startsWith('/') && !url.startsWith('//') && !url.includes('/.') && !url.includes('\\')) {
    const hashAt = url.indexOf('#');
    hash = hashAt < 0 ? '' : url.slice(hashAt + 1);
    pathname = (hashAt < 0 ? url : url.slice(0, hashAt)).split('?')[0] ?? '';
  } else {
    let parsed: URL;
    try {
      parsed = new URL(url, `${siteOrigin}${basePath}`);
    } catch {
      return { kind: 'malformed', reason: 'not a valid URL' };
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return { kind: 'skip' };
    if (parsed.origin !== siteOrigin) return { kind: 'external', host: parsed.host };
    absolute = /^[a-z]+:/i.test(url) || url.startsWith('//');
    pathname = parsed.pathname;
    hash = parsed.hash.slice(1);
  }
  if (pathname.startsWith(FUNCTIONS_PREFIX)) return { kind: 'function', path: pathname };
  const path = decodePath(pathname);
  const decodedHash = decodePath(hash);
  if (path === null || decodedHash === null) return { kind: 'malformed', reason: 'bad percent-encoding' };
  return { kind: 'internal', path, hash: decodedHash, absolute };
}
