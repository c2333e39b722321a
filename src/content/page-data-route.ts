// The inverse of pageDataPath (page-data-path.ts): which route a page-data URL is for. Used by the
// offline page list and worker, the dev server, `npm start` and the site checks.
import { PAGE_DATA_FILE, PAGE_DATA_FOLDER } from '../lib/page-contract.ts';

/** Whether a URL path is in the page-data folder (`/assets/data/…`). */
export function isPageDataPath(urlPath: string): boolean {
  return urlPath.startsWith(PAGE_DATA_FOLDER);
}

/** The inverse of {@link pageDataPath}: `/assets/data/about-us/index.json` → `/about-us/`; else null. */
export function routeOfPageData(urlPath: string): string | null {
  if (!isPageDataPath(urlPath) || !urlPath.endsWith(`/${PAGE_DATA_FILE}`)) return null;
  return urlPath.slice(PAGE_DATA_FOLDER.length - 1, -PAGE_DATA_FILE.length);
}
