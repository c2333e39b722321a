// Where each route's page data lives (DESIGN.md "Contracts": page data): the one statement of the
// rule, for the browser's loader and offline worker, the prerender's writer, the dev server, the
// local server's cache and compression policy and the site checks. Plain functions, no imports.

/** The folder of every page-data file, as a URL path. */
export const PAGE_DATA_FOLDER = '/assets/data/';

const FILE_NAME = 'index.json';

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
  return `${PAGE_DATA_FOLDER.slice(0, -1)}${normalisePathname(pathname)}${FILE_NAME}`;
}

/** Whether a URL path is in the page-data folder (`/assets/data/…`). */
export function isPageDataPath(urlPath: string): boolean {
  return urlPath.startsWith(PAGE_DATA_FOLDER);
}

/** The inverse of {@link pageDataPath}: `/assets/data/about-us/index.json` → `/about-us/`; else null. */
export function routeOfPageData(urlPath: string): string | null {
  if (!isPageDataPath(urlPath) || !urlPath.endsWith(`/${FILE_NAME}`)) return null;
  return urlPath.slice(PAGE_DATA_FOLDER.length - 1, -FILE_NAME.length);
}
