// The page document's contract: the names the build writes into every page and the places it
// writes its data files, which the browser, the offline worker, the local servers and the site
// checks read back. Plain values with no imports, so the build (prerender/), the tools (scripts/)
// and the browser share one statement of it and none pulls in another's code (no zod, no React).

/** The `<script type="application/json">` holding the hydration data: the page and the site data's path. */
export const HYDRATION_ELEMENT_ID = 'hydration-data';

/** `<meta name="build-hash">`: the client build the page was written for (src/app/page-data-loader.ts). */
export const BUILD_HASH_META_NAME = 'build-hash';

/** `<meta name="boot-module">`: the app's first module, which the page's inline script adds once it has painted. */
export const BOOT_MODULE_META = 'boot-module';

/** `<meta name="page-modules">`: the JS modules the page needs, which boot preloads as it starts the app. */
export const PAGE_MODULES_META = 'page-modules';

/** Where the build writes the site data: /assets/site/<content hash>.json. */
export const SITE_DATA_FOLDER = '/assets/site/';

/** The folder of every page-data file, as a URL path (src/content/page-data-path.ts spells a route's). */
export const PAGE_DATA_FOLDER = '/assets/data/';

/** Every page-data file's name, in its route's folder. */
export const PAGE_DATA_FILE = 'index.json';

/** The search index at the site root: `GET /flexsearch.json` (SPEC §7). */
export const SEARCH_INDEX_FILE = 'flexsearch.json';

/** The web app manifest, named in the page by the app once it runs (src/app/web-manifest.ts). */
export const WEB_MANIFEST_PATH = '/manifest.webmanifest';
