// The route table (SPEC §2 "Named routes"): where each document type lives on the site
// (docs/content-model.md, "Paths") and the named routes' paths, stated once. Plain values: the
// GROQ path fragment, the build's path checks, the templates, the dataset's checks and the browser
// all read them.

/** The first path segment of each routed document type; pages and posts sit at the root. */
export const PATH_PREFIXES = {
  category: '/category/',
  productCategory: '/product-category/',
  product: '/product/',
  brand: '/our-brands/',
} as const;

/** The page with this slug is the home page, `/`. */
export const HOME_SLUG = 'home';

// The named routes (SPEC §2), each the one page of its template: the models, links and the
// offline worker read them here, and no page or post may take their first segments.

/** The home page: the editors' page with the home slug. */
export const HOME_PATH = '/';

/** The enquiry basket: its rows live in the visitor's browser. */
export const BASKET_PATH = '/enquiry-basket/';

/** The list of brands; each brand's page is below it. */
export const BRANDS_PATH = PATH_PREFIXES.brand;

/** The news listing, whose feed is beside it. */
export const LATEST_NEWS_PATH = '/latest-news/';

/** The not-found page: the host serves it for every path the site does not have. */
export const NOT_FOUND_PATH = '/404/';

/** What the offline worker shows for a page never opened before, when there is no signal. */
export const OFFLINE_PATH = '/offline/';

/** The search results page (docs/search.md): `/search/?q=<term>`, one prerendered page for all. */
export const SEARCH_PATH = '/search/';

/** First segments taken by named routes and document types: no page or post may use them as its slug. */
export const NAMED_ROUTE_SEGMENTS: readonly string[] = [
  ...Object.values(PATH_PREFIXES),
  BASKET_PATH,
  LATEST_NEWS_PATH,
  NOT_FOUND_PATH,
  OFFLINE_PATH,
  SEARCH_PATH,
].map((path) => path.split('/')[1] ?? '');

/**
 * Top-level names the build itself uses in dist/ (bundles, fonts, images, files, the functions
 * entry, feed, sitemap, robots.txt, search index, icons): a page or post there would sit under a
 * folder `_headers` caches for a year, immutable, so a later fix could never reach a visitor.
 * Compared without regard to case, as a case-insensitive disk or CDN would.
 */
export const RESERVED_SEGMENTS = [
  'assets',
  'images',
  'fonts',
  'files',
  'functions',
  'netlify',
  'feed',
  'sitemap',
  'robots',
  'flexsearch',
  'favicon',
  'apple-touch-icon',
  'index',
  'sw.js',
  'manifest.webmanifest',
] as const;

/**
 * Product categories nest at most this many levels (a root and its descendants); the GROQ path
 * fragment follows `parent` that far, and the content check rejects anything deeper.
 */
export const MAX_CATEGORY_DEPTH = 5;

/** The contact page (a page the editor keeps at this slug): where "contact us" links lead. */
export const CONTACT_PAGE_PATH = '/contact-us/';
