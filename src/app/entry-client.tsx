// The browser's entry: hydrate the prerendered page, then load page data and template chunks per
// navigation (DESIGN.md "Client"; the error rules are SPEC §4 and §8, see docs/runtime.md).
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { loadRichText } from '../components/rich-text.tsx';
import { PrefetchProvider } from '../components/use-prefetch.ts';
import { createImageUrls } from '../content/image-url.ts';
import type { SiteData } from '../content/page-data.ts';
import { notFoundPage } from '../templates/not-found/model.ts';
import type { PageData } from '../templates/template-types.ts';
import { AppProviders } from './app.tsx';
import { isStaleDeployError, loadChunk } from './chunks.ts';
import { type EarlyEvents, takeHeldEvents } from './early-events.ts';
import { fetchSiteData, readHydration, SiteDataError } from './hydration.ts';
import { interceptLinkClicks } from './link-clicks.ts';
import { loadThroughWorker, startOfflineWhenIdle } from './offline-fallback.ts';
import { loadPageChunks } from './page-chunks.ts';
import { createPageDataCache } from './page-data-cache.ts';
import { fetchPageData, NotFoundError, readDocumentHash } from './page-data-loader.ts';
import { createPrefetcher } from './prefetch.ts';
import { clearReloadMark, reloadOnce } from './reload-guard.ts';
import { createRoutes } from './routes.tsx';
import { isTemplateName, loadTemplate } from './templates.ts';
import { adoptWebFont } from './web-font.ts';

const documentHash = readDocumentHash();
const pageData = createPageDataCache((path) => fetchPageData<PageData>(path, { documentHash }));
const { site: sitePath, page: firstPage } = readHydration();

/** The page is being replaced by a full load; keep the router waiting rather than render. */
const never = () => new Promise<never>(() => {});

async function showNotFound(): Promise<PageData> {
  await loadTemplate('not-found', loadChunk);
  return { hash: documentHash, ...notFoundPage() };
}

/** The app's router, once it is made; its pending navigation knows the target's #hash. */
let router: ReturnType<typeof createBrowserRouter> | undefined;

/**
 * Where a full load of `url` should go: the whole address the visitor asked for, query (a contact
 * link's pre-filled fields) and #hash included. A loader's Request carries no hash.
 */
function fullAddress(url: URL): string {
  const next = router?.state.navigation.location;
  const hash = next && next.pathname === url.pathname && next.search === url.search ? next.hash : '';
  return url.origin + url.pathname + url.search + hash;
}

async function loadPage(url: URL): Promise<PageData> {
  const { pathname } = url;
  const target = fullAddress(url);
  try {
    const page = await pageData.load(pathname);
    if (!isTemplateName(page.template)) return showNotFound();
    await loadPageChunks(page);
    clearReloadMark(target);
    return page;
  } catch (error) {
    if (error instanceof NotFoundError) return showNotFound();
    // A new deploy: this document's chunks or hash are stale, so load the target afresh, once.
    if (isStaleDeployError(error) && reloadOnce(target)) return never();
    // No signal: the offline worker answers a full load with the saved page or the offline page.
    if (loadThroughWorker(error, target)) return never();
    console.error(error);
    throw error;
  }
}

// A link in view gets its page's data; its template's code is loaded when the visitor shows
// intent (pointer over it, touch, focus) or clicks. Evaluating the chunks of every page linked
// from the screen made long tasks just as the page settled (docs/decisions/007-react-19.md).
const prefetcher = createPrefetcher({ prefetch: pageData.load });

function loadChunksOnIntent(event: Event) {
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
  const page = pageData.peek(link.pathname);
  if (page && isTemplateName(page.template)) {
    loadPageChunks(page).catch(() => {
      // The click will load them again, and report a failure then.
    });
  }
}

pageData.put(window.location.pathname, firstPage);

/**
 * The first page's template chunk. If even that fails (after the one reload for a new deploy, or
 * on a signal too weak to fetch it), the page cannot be hydrated: it stays as prerendered, which
 * the visitor is already reading, with plain links, rather than give way to an error screen.
 */
async function loadFirstTemplate(): Promise<boolean> {
  try {
    await loadPageChunks(firstPage, { late: false });
    return true;
  } catch (error) {
    if (isStaleDeployError(error) && reloadOnce(window.location.href)) return never();
    console.error(error);
    return false;
  }
}

/**
 * The site data (menus, footer), fetched beside the first template. Without it the page cannot be
 * hydrated, but the prerendered HTML still works as plain pages: leave it as it is.
 */
async function loadSite(): Promise<SiteData | null> {
  try {
    return await fetchSiteData(sitePath);
  } catch (error) {
    // Gone after a new deploy: this page is stale, so load it afresh, once.
    if (error instanceof SiteDataError && error.status === 404 && reloadOnce(window.location.href)) {
      return never();
    }
    console.error(error);
    return null;
  }
}

/**
 * Lets the browser paint and take input between two parts of the start-up, so that neither makes
 * a long task on a slow phone (DESIGN.md "Budgets": TBT). Held events stay held meanwhile.
 */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(site: SiteData, early: EarlyEvents) {
  const appRouter = createBrowserRouter(createRoutes(loadPage), {
    hydrationData: { loaderData: { page: firstPage } },
  });
  router = appRouter;
  // Nothing can navigate yet: links are intercepted from here on.
  await yieldToBrowser();
  for (const type of ['pointerover', 'touchstart', 'focusin']) {
    document.addEventListener(type, loadChunksOnIntent, { capture: true, passive: true });
  }
  interceptLinkClicks(document, {
    siteUrl: site.siteUrl,
    navigate: (to, options) => {
      adoptWebFont();
      return appRouter.navigate(to, options);
    },
  });
  const app = (
    <AppProviders site={site} images={createImageUrls(site.images)}>
      <PrefetchProvider value={prefetcher}>
        <RouterProvider router={appRouter} />
      </PrefetchProvider>
    </AppProviders>
  );
  hydrateRoot(document.getElementById('root') as HTMLElement, app);
  // This page started: if a stale deploy's reload brought the visitor here, the next deploy may
  // reload it again (the mark only has to stop this very page from failing into a loop).
  clearReloadMark(window.location.href);
  // React now listens: what the visitor did meanwhile hydrates its part of the page first.
  early.replay();
  startOfflineWhenIdle();
}

/**
 * A page's first use of localStorage or sessionStorage opens it, synchronously: 4-73 ms of main
 * thread on fresh pages in Chromium. The stores (basket, cookie choice) read localStorage as they
 * hydrate, and React Router reads sessionStorage as the router is made: each is opened here, in a
 * task of its own, while the site data downloads, so that neither lengthens those tasks.
 */
function openStorage() {
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    setTimeout(() => {
      try {
        void window[name].length;
      } catch {
        // Storage turned off: the stores and the router do without it.
      }
    }, 0);
  }
}

/** Called by boot.ts. What the visitor did until now is held by the page's inline script. */
export async function startApp(): Promise<void> {
  const early = takeHeldEvents();
  openStorage();
  // Rich text's body hydrates after the page and is not waited for; asked for now, beside the site
  // data, it is usually in before the text hydrates, so a link in it is the router's from the first
  // click. A failure shows when the text hydrates, which asks again.
  loadRichText().catch(() => {});
  const [site, templateLoaded] = await Promise.all([loadSite(), loadFirstTemplate()]);
  if (site && templateLoaded) await start(site, early);
  // Without the site data or its template the page stays as prerendered: plain links, no app.
  else early.release();
}
