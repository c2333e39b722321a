// The browser's entry: hydrate the prerendered page, then render each navigation from what the page
// loader brings (page-loader.ts; DESIGN.md "Client", the error rules of SPEC §4 and §8).
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { loadRichText } from '../components/rich-text.tsx';
import { PrefetchProvider } from '../components/use-prefetch.ts';
import { createImageUrls } from '../content/image-url.ts';
import type { SiteData } from '../content/page-data.ts';
import { AppProviders } from './app.tsx';
import { type EarlyEvents, takeHeldEvents } from './early-events.ts';
import { readHydration } from './hydration.ts';
import { interceptLinkClicks, prepareOnIntent } from './link-clicks.ts';
import { startOfflineWhenIdle } from './offline-fallback.ts';
import { readDocumentHash } from './page-data-loader.ts';
import { createPageLoader } from './page-loader.ts';
import { createPrefetcher } from './prefetch.ts';
import { createRoutes } from './routes.tsx';
import { adoptWebFont } from './web-font.ts';

const loader = createPageLoader({ documentHash: readDocumentHash() });
const { site: sitePath, page: firstPage } = readHydration();

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

/**
 * Lets the browser paint and take input between two parts of the start-up, so that neither makes
 * a long task on a slow phone (DESIGN.md "Budgets": TBT). Held events stay held meanwhile.
 */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(site: SiteData, early: EarlyEvents) {
  const appRouter = createBrowserRouter(
    createRoutes((url) => loader.open(url.pathname, fullAddress(url))),
    {
      hydrationData: { loaderData: { page: firstPage } },
    },
  );
  router = appRouter;
  // Nothing can navigate yet: links are intercepted from here on.
  await yieldToBrowser();
  prepareOnIntent(document, loader.prepare);
  interceptLinkClicks(document, {
    siteUrl: site.siteUrl,
    navigate: (to, options) => {
      adoptWebFont();
      return appRouter.navigate(to, options);
    },
  });
  const app = (
    <AppProviders site={site} images={createImageUrls(site.images)}>
      <PrefetchProvider value={createPrefetcher({ prefetch: loader.prefetch })}>
        <RouterProvider router={appRouter} />
      </PrefetchProvider>
    </AppProviders>
  );
  // In a transition, React hydrates the page's shell in slices of a few milliseconds, yielding to
  // the browser between them, where a default-priority hydration is one task (DESIGN.md "Budgets":
  // TBT). A tap or key meanwhile still hydrates its part at once (early.replay below).
  startTransition(() => {
    hydrateRoot(document.getElementById('root') as HTMLElement, app);
  });
  loader.started();
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
  const site = await loader.start(firstPage, sitePath);
  if (site) await start(site, early);
  // Without the site data or its template the page stays as prerendered: plain links, no app.
  else early.release();
}
