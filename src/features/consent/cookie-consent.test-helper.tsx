// What the consent gate's DOM tests share: the gate in a data router, as the layout mounts it,
// with a consent store over memory, a page per address, and what gtag.js would leave behind
// (the data layer, the script it adds, its cookies), reset around each test.
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { act, renderInBrowser, screen } from '../../../test/dom/render.test-helper.tsx';
import { SiteProvider } from '../../components/site-context.tsx';
import type { SiteData } from '../../content/page-data.ts';
import { CONSENT_STORAGE_KEY, type ConsentStore, createConsentStore } from '../../lib/consent-store.ts';
import { resetAnalyticsForTests } from './analytics.ts';
import * as banner from './banner.tsx';
import { CookieConsent } from './cookie-consent.tsx';
import { CookieSettingsButton } from './cookie-settings-button.tsx';
import { resetWarningsForTests } from './warnings.ts';

export const ID = 'G-TEST1234';
const TITLES: Record<string, string> = {
  '/': 'Home',
  '/about-us/': 'About us',
  '/contact-us/': 'Contact us',
};

export let container: HTMLElement;
export let storage: Map<string, string>;
export let store: ConsentStore;
let router: ReturnType<typeof createMemoryRouter>;
export let loadBanner: ReturnType<typeof vi.fn<() => Promise<typeof banner>>>;

function pageData(pathname: string) {
  return { template: 'page', meta: { title: TITLES[pathname] ?? 'Page' }, data: {} };
}

function memoryStorage(): Storage {
  return {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
    removeItem: (key: string) => void storage.delete(key),
  } as Storage;
}

function Shell() {
  return (
    <>
      <CookieConsent store={store} loadBanner={loadBanner} />
      <main id="main" tabIndex={-1}>
        <Outlet />
        <a href="#x">A link on the page</a>
      </main>
      <footer>
        <CookieSettingsButton store={store} />
      </footer>
    </>
  );
}

function Page() {
  return <h1>Page</h1>;
}

export async function render(analyticsId: string | null, stored?: object) {
  if (stored)
    storage.set(CONSENT_STORAGE_KEY, JSON.stringify({ decidedAt: new Date().toISOString(), ...stored }));
  store = createConsentStore({ storage: memoryStorage, events: null });
  const site = { siteName: 'Hartridge Machinery', analyticsId } as SiteData;
  router = createMemoryRouter(
    [
      {
        id: 'root',
        Component: Shell,
        children: [
          {
            id: 'page',
            path: '*',
            loader: ({ request }) => pageData(new URL(request.url).pathname),
            Component: Page,
          },
        ],
      },
    ],
    { initialEntries: ['/'], hydrationData: { loaderData: { page: pageData('/') } } },
  );
  ({ container } = await renderInBrowser(
    <SiteProvider value={site}>
      <RouterProvider router={router} />
    </SiteProvider>,
  ));
  await settle();
}

/** Lets the dynamic imports and the effects they start finish. */
export async function settle() {
  for (let i = 0; i < 5; i++) await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
}

export async function navigate(to: string) {
  await act(async () => router.navigate(to));
  await settle();
}

export async function click(name: string) {
  const button = screen.getByRole('button', { name });
  await act(async () => button.click());
  await settle();
}

const commands = () => (window.dataLayer ?? []).map((entry) => [...(entry as IArguments)]);
export const pageViews = () =>
  commands()
    .filter(([command, name]) => command === 'event' && name === 'page_view')
    .map(([, , params]) => params as { page_location: string; page_title: string });
export const bannerRegion = () => container.querySelector('section[aria-labelledby]');
export const scripts = () =>
  vi.mocked(document.head.append).mock.calls.map(([node]) => (node as HTMLScriptElement).src);

/** The page sets cookies as gtag.js does: through document.cookie. */
export function setCookie(value: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the cookie jar gtag.js writes is the one under test
  document.cookie = value;
}

beforeEach(() => {
  storage = new Map();
  loadBanner = vi.fn(() => Promise.resolve(banner));
  resetAnalyticsForTests();
  resetWarningsForTests();
  delete window.dataLayer;
  delete window.gtag;
  // happy-dom loads no scripts: capture gtag.js instead of letting happy-dom fail it.
  vi.spyOn(document.head, 'append').mockImplementation(() => {});
});

afterEach(() => {
  for (const name of ['_ga', '_ga_TEST1234'])
    setCookie(`${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`);
});
