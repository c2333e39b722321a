// Default Cache-Control by URL, as the production host is configured (public/_headers): files
// whose name carries a content hash never change and are cached for a year; everything else
// (HTML, page data, the search index, sitemap) is revalidated on every use with its ETag, so a
// deploy is visible at once. A rule in `_headers` overrides this default, as on the host.

import { isPageDataPath } from '../../src/content/page-data-route.ts';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'public, max-age=0, must-revalidate';

const HASHED_FOLDERS = ['/assets/', '/images/', '/fonts/'];

export function cacheControlFor(urlPath: string): string {
  return isHashedAssetPath(urlPath) ? IMMUTABLE : REVALIDATE;
}

export function isHashedAssetPath(urlPath: string): boolean {
  if (!HASHED_FOLDERS.some((folder) => urlPath.startsWith(folder))) return false;
  // Page data keeps its URL from build to build (the route decides it), so it must revalidate.
  if (isPageDataPath(urlPath)) return false;
  const fileName = urlPath.slice(urlPath.lastIndexOf('/') + 1);
  const dot = fileName.lastIndexOf('.');
  if (dot <= 0) return false;
  // `page.3f9a1c2b.js` (this build) or `index-BZ3xL9aQ.js` (the bundler's default pattern).
  const [, ...tokens] = fileName.slice(0, dot).split(/[.-]/);
  return tokens.some(looksLikeHash);
}

// A hash is a long run of letters and digits with a digit or a capital in it; that tells it
// apart from words such as `normal` or `standard` in `inter-latin-wght-normal.woff2`.
function looksLikeHash(token: string): boolean {
  return /^[A-Za-z0-9_]{8,}$/.test(token) && /[0-9A-Z]/.test(token);
}
