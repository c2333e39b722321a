// Where each route's page data lives (DESIGN.md "Contracts": page data): the one statement of the
// rule, for the browser's loader and offline worker, the prerender's writer, the dev server, the
// local server's cache and compression policy and the site checks. Its inverse is
// page-data-route.ts, apart so that the first-load JS, which needs only this way, ships only it.

import { PAGE_DATA_FILE, PAGE_DATA_FOLDER } from '../lib/page-contract.ts';

/**
 * The route path with a leading and a trailing slash and no query or hash: the one spelling used
 * for data paths, query keys and prefetch bookkeeping, so `/a` and `/a/` are the same page.
 */
export function normalisePathname(pathname: string): string {
  const path = pathname.replace(/[?#].*$/s, '');
  const withLeading = path.startsWith('/') ? path : `/${path}`;
  return withLeading.endsWith('/') ? withLeading : `${withLeading}/`;
}

/** `/` → `/assets/data/index.json`; `/product/srx-5800` → `/assets/data/product/srx-5800/index.json`. */
export function pageDataPath(pathname: string): string {
  return dataFilePath(pathname, PAGE_DATA_FILE);
}

/** The data file `file` beside a route's page data (a list's facts, say). */
export function dataFilePath(pathname: string, file: string): string {
  return `${PAGE_DATA_FOLDER.slice(0, -1)}${normalisePathname(pathname)}${file}`;
}
