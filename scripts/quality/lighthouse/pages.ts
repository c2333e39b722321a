// The pages `npm run lighthouse` audits: the ten (issue 9 §2's six, issue 35's two machine lists,
// a brand's list and issue 34's search results) by default, or the paths given with
// `--path`, to look at any other template the same way (docs/quality.md).

import { SEARCH_PATH } from '../../../src/content/paths.ts';

export interface AuditedPage {
  name: string;
  path: string;
  /** Kept out of search engines on purpose: Lighthouse's `is-crawlable` is excused (summary.ts). */
  noindex?: boolean;
}

/**
 * Issue 9 §2: the pages whose first paint matters most, one per heavy template; issue 35: the
 * stock page (every used machine), a leaf category filtered by the address, as a shared link opens
 * it, and a brand's list; issue 34: the search results page, filled in by the browser.
 */
export const LIGHTHOUSE_PAGES: readonly AuditedPage[] = [
  { name: 'home', path: '/' },
  { name: 'leaf product category', path: '/product-category/fruit-and-vineyard-equipment/de-leafers/' },
  { name: 'product', path: '/product/burro-grande/' },
  { name: 'latest news', path: '/latest-news/' },
  { name: 'post', path: '/fruit-focus-2019/' },
  { name: 'media library', path: '/media-library/' },
  { name: 'stock page', path: '/product-category/stock-machinery/' },
  {
    name: 'filtered leaf category',
    path: '/product-category/stock-machinery/tractors-used-machinery/?brand=valmara&sort=price-asc',
  },
  { name: 'brand', path: '/our-brands/antonio-carraro/' },
  { name: 'search results', path: '/search/?q=used%20tractor', noindex: true },
];

/** The pages for `--path` values (each named by its path), or the ten when none is given. */
export function pagesToAudit(paths: readonly string[] | undefined): readonly AuditedPage[] {
  if (!paths?.length) return LIGHTHOUSE_PAGES;
  return [...new Set(paths)].map((path) => {
    // Joined to the server's origin: anything but a path of the site would audit another host.
    if (!path.startsWith('/') || path.startsWith('//'))
      throw new Error(`--path wants a path of the site, starting with one "/": not "${path}"`);
    // The search results page is noindex by design, wherever its query leads (SEARCH_PATH).
    return path.startsWith(SEARCH_PATH) ? { name: path, path, noindex: true } : { name: path, path };
  });
}
