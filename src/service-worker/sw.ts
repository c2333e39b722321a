// The offline worker, built from Workbox modules (docs/offline.md, decision 008). The build bundles
// it to /sw.js and Workbox's injectManifest puts the list of this deploy's files in
// `self.__WB_MANIFEST`. Rules: documents and page data network-first, so the build-hash check
// still sees every deploy; files whose names carry a hash cache-first; only this site's own
// responses, only 200s, in caches bounded by count and bytes.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim, setCacheNameDetails } from 'workbox-core';
import type { WorkboxPlugin } from 'workbox-core/types.js';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, PrecacheFallbackPlugin, precache } from 'workbox-precaching';
import { warmStrategyCache } from 'workbox-recipes';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, type Strategy } from 'workbox-strategies';
import { pageDataPath } from '../content/page-data-path.ts';
import { isPageDataPath } from '../content/page-data-route.ts';
import { BASKET_PATH, OFFLINE_PATH, SEARCH_PATH } from '../content/paths.ts';
import { flushOutbox, OUTBOX_NAME } from '../features/contact-form/outbox.ts';
import { CACHES, type CacheLimit } from '../features/offline/caches.ts';
import { SEARCH_INDEX_FILE } from '../lib/page-contract.ts';
import { cacheBudget } from './cache-budget.ts';

declare const self: ServiceWorkerGlobalScope;

/** Background Sync's event (not in TypeScript's worker library yet). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

/** A slow signal: past this a page or its data comes from the cache, when it is there. */
const NETWORK_TIMEOUT_SECONDS = 6;

setCacheNameDetails({ prefix: 'site', suffix: '', precache: 'precache', runtime: 'runtime' });

// This deploy's files. Those with a revision (the offline page, the search index, the manifest and
// icons: names that stay from deploy to deploy) are precached; Workbox replaces them with the next
// deploy's and deletes the old. Hashed files go to the assets cache instead, which outlives a
// deploy: a page cached before it still finds its own scripts and styles offline.
const manifest = self.__WB_MANIFEST.map((entry) => (typeof entry === 'string' ? { url: entry } : entry));
precache(manifest.filter((entry) => entry.revision));
cleanupOutdatedCaches();

/** Count, age and byte limits for one cache; opaque and error responses are never stored. */
function limits(cache: CacheLimit & { name: string }): WorkboxPlugin[] {
  return [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({
      maxEntries: cache.maxEntries,
      ...(cache.maxAgeSeconds ? { maxAgeSeconds: cache.maxAgeSeconds } : {}),
      purgeOnQuotaError: true,
    }),
    cacheBudget(cache.name, cache.maxBytes).plugin,
  ];
}

/** Only HTML is kept as a page: a PDF opened from a link is not a page to show offline. */
const htmlOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) =>
    response.headers.get('content-type')?.startsWith('text/html') ? response : null,
};

const sameOrigin = (url: URL) => url.origin === self.location.origin;

const assets: Strategy = new CacheFirst({ cacheName: CACHES.assets.name, plugins: limits(CACHES.assets) });
const images: Strategy = new CacheFirst({ cacheName: CACHES.images.name, plugins: limits(CACHES.images) });
const hashed = manifest.filter((entry) => !entry.revision).map((entry) => entry.url);
warmStrategyCache({ urls: hashed.filter((url) => !url.startsWith('/images/')), strategy: assets });
// The pictures of the site's chrome (logos, social icons), so every page is whole offline.
warmStrategyCache({ urls: hashed.filter((url) => url.startsWith('/images/')), strategy: images });

/** The results page is one page for every query: `/search/?q=…` is stored and found as `/search/`. */
const oneSearchPage: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const url = new URL(request.url);
    return url.pathname === SEARCH_PATH ? `${url.origin}${SEARCH_PATH}` : request;
  },
};

// Pages: the network first; without it the copy seen last; never seen, the offline page. A
// request for the HTML of the current page (below, `CACHE_URLS`) counts as a page too.
const pages = new NetworkFirst({
  cacheName: CACHES.pages.name,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [
    oneSearchPage,
    htmlOnly,
    ...limits(CACHES.pages),
    new PrecacheFallbackPlugin({ fallbackURL: OFFLINE_PATH }),
  ],
});
registerRoute(
  ({ request, url }) =>
    sameOrigin(url) &&
    !url.pathname.startsWith('/.netlify/') &&
    (request.mode === 'navigate' || request.headers.get('Accept') === 'text/html'),
  pages,
);

const pageData = new NetworkFirst({
  cacheName: CACHES.pageData.name,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: limits(CACHES.pageData),
});
registerRoute(({ url }) => sameOrigin(url) && isPageDataPath(url.pathname), pageData);

registerRoute(({ url }) => sameOrigin(url) && /^\/assets\/(js|css|fonts|site)\//.test(url.pathname), assets);

// The enquiry basket works offline from the first visit, opened or not: its page holds no content
// of its own (the basket is on the device), so it is stored with each deploy's worker.
warmStrategyCache({ urls: [BASKET_PATH], strategy: pages });
// Its page data, at the path the app asks for (docs/runtime.md "Page data").
warmStrategyCache({ urls: [pageDataPath(BASKET_PATH)], strategy: pageData });
// The search results page likewise: search works offline (with the index below), so does Enter.
warmStrategyCache({ urls: [SEARCH_PATH], strategy: pages });
warmStrategyCache({ urls: [pageDataPath(SEARCH_PATH)], strategy: pageData });

registerRoute(({ url }) => sameOrigin(url) && url.pathname.startsWith('/images/'), images);

// The search index: network-first like the pages it lists; offline, the copy last fetched or the
// one precached with this deploy.
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname === `/${SEARCH_INDEX_FILE}`,
  new NetworkFirst({
    cacheName: CACHES.search.name,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [...limits(CACHES.search), new PrecacheFallbackPlugin({ fallbackURL: `/${SEARCH_INDEX_FILE}` })],
  }),
);

// A new deploy's worker takes over at once: documents and page data come from the network first,
// and the hashed files a page of the old deploy asks for stay in the assets cache, so no page
// ever runs with a mixture of two deploys' files and no "refresh to update" is needed.
self.addEventListener('install', () => {
  void self.skipWaiting();
});
clientsClaim();

// Background Sync: the browser wakes the worker when the signal returns; an enquiry still waiting
// makes the sync fail, so the browser tries again later.
self.addEventListener('sync', ((event: SyncEvent) => {
  if (event.tag !== OUTBOX_NAME) return;
  event.waitUntil(
    flushOutbox().then((waiting) => {
      if (waiting > 0) throw new Error(`${waiting} enquiries still waiting for a connection`);
    }),
  );
}) as EventListener);
