// @vitest-environment happy-dom
// The consent gate in a data router, as the layout mounts it: what loads before and after a choice,
// the page views of client-side navigation, and the analytics warnings of SPEC §8.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SiteProvider } from '../../components/site-context.tsx';
import type { SiteData } from '../../content/page-data.ts';
import { CONSENT_STORAGE_KEY, type ConsentStore, createConsentStore } from '../../lib/consent-store.ts';
import { resetAnalyticsForTests, runningAnalytics } from './analytics.ts';
import * as banner from './banner.tsx';
import { CookieConsent } from './cookie-consent.tsx';
import { CookieSettingsButton } from './cookie-settings-button.tsx';
import { ANALYTICS_BLOCKED_WARNING, ANALYTICS_MISSING_WARNING, resetWarningsForTests } from './warnings.ts';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

const ID = 'G-TEST1234';
const TITLES: Record<string, string> = {
  '/': 'Home',
  '/about-us/': 'About us',
  '/contact-us/': 'Contact us',
};

let root: Root | null = null;
let container: HTMLElement;
let storage: Map<string, string>;
let store: ConsentStore;
let router: ReturnType<typeof createMemoryRouter>;
let loadBanner: ReturnType<typeof vi.fn<() => Promise<typeof banner>>>;

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

async function render(analyticsId: string | null, stored?: object) {
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
  await act(async () => {
    root = createRoot(container);
    root.render(
      <SiteProvider value={site}>
        <RouterProvider router={router} />
      </SiteProvider>,
    );
  });
  await settle();
}

/** Lets the dynamic imports and the effects they start finish. */
async function settle() {
  for (let i = 0; i < 5; i++) await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
}

async function navigate(to: string) {
  await act(async () => router.navigate(to));
  await settle();
}

async function click(name: string) {
  const button = [...container.querySelectorAll('button')].find((b) => b.textContent === name);
  expect(button, `a "${name}" button`).toBeDefined();
  await act(async () => button?.click());
  await settle();
}

const commands = () => (window.dataLayer ?? []).map((entry) => [...(entry as IArguments)]);
const pageViews = () =>
  commands()
    .filter(([command, name]) => command === 'event' && name === 'page_view')
    .map(([, , params]) => params as { page_location: string; page_title: string });
const bannerRegion = () => container.querySelector('section[aria-labelledby]');
const scripts = () =>
  vi.mocked(document.head.append).mock.calls.map(([node]) => (node as HTMLScriptElement).src);

/** The page sets cookies as gtag.js does: through document.cookie. */
function setCookie(value: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the cookie jar gtag.js writes is the one under test
  document.cookie = value;
}

beforeEach(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  container = document.createElement('div');
  document.body.append(container);
  storage = new Map();
  loadBanner = vi.fn(() => Promise.resolve(banner));
  resetAnalyticsForTests();
  resetWarningsForTests();
  delete window.dataLayer;
  delete window.gtag;
  // happy-dom loads no scripts: capture gtag.js instead of letting happy-dom fail it.
  vi.spyOn(document.head, 'append').mockImplementation(() => {});
});

afterEach(async () => {
  await act(async () => root?.unmount());
  root = null;
  container.remove();
  for (const name of ['_ga', '_ga_TEST1234'])
    setCookie(`${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`);
});

describe('without an analytics id', () => {
  it('has no analytics and warns exactly once, however many pages follow', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await render(null, { analytics: null, media: true });
    await navigate('/about-us/');
    await navigate('/');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(ANALYTICS_MISSING_WARNING);
    expect(window.dataLayer).toBeUndefined();
    expect(scripts()).toEqual([]);
  });

  it('treats an id that is not a measurement id as none, and names it in its one warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await render('UA-12345-1', { analytics: null, media: false });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain(
      '"UA-12345-1" is not a Google Analytics 4 measurement id',
    );
    expect(scripts()).toEqual([]);
  });

  it('asks about videos and maps only, and does not ask again when an earlier choice covers them', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await render(null);
    expect(bannerRegion()?.textContent).not.toContain('Google Analytics');
    await click('Accept all');
    expect(JSON.parse(storage.get(CONSENT_STORAGE_KEY) ?? '')).toMatchObject({
      analytics: null,
      media: true,
    });
    expect(bannerRegion()).toBeNull();
  });
});

describe('with an analytics id', () => {
  it('before a choice: the banner asks, and nothing of analytics exists', async () => {
    await render(ID);
    expect(loadBanner).toHaveBeenCalledTimes(1);
    expect(bannerRegion()).not.toBeNull();
    expect(window.dataLayer).toBeUndefined();
    expect(scripts()).toEqual([]);
    await navigate('/about-us/');
    expect(window.dataLayer).toBeUndefined();
    expect(document.cookie).not.toMatch(/_ga/);
  });

  it('after Accept: loads gtag.js once, and counts the page, then each page navigated to, once', async () => {
    await render(ID);
    await click('Accept all');
    expect(bannerRegion()).toBeNull();
    expect(scripts()).toEqual([`https://www.googletagmanager.com/gtag/js?id=${ID}`]);
    expect(pageViews()).toEqual([
      { page_location: 'http://localhost:3000/', page_title: 'Home | Hartridge Machinery' },
    ]);
    await navigate('/about-us/');
    await navigate('/about-us/#team');
    await navigate('/contact-us/?FirstName=Ann&utm_source=show');
    await navigate('/');
    expect(pageViews().map((view) => [view.page_location, view.page_title])).toEqual([
      ['http://localhost:3000/', 'Home | Hartridge Machinery'],
      ['http://localhost:3000/about-us/', 'About us | Hartridge Machinery'],
      ['http://localhost:3000/contact-us/?utm_source=show', 'Contact us | Hartridge Machinery'],
      ['http://localhost:3000/', 'Home | Hartridge Machinery'],
    ]);
    expect(scripts()).toHaveLength(1);
  });

  it('after Reject: nothing loads, on this page or the next, and the choice is remembered', async () => {
    await render(ID);
    await click('Reject all');
    await navigate('/about-us/');
    expect(window.dataLayer).toBeUndefined();
    expect(scripts()).toEqual([]);
    expect(JSON.parse(storage.get(CONSENT_STORAGE_KEY) ?? '')).toMatchObject({
      analytics: false,
      media: false,
    });
    expect(bannerRegion()).toBeNull();
  });

  it('with analytics allowed on an earlier visit: no banner, and the first page counted once', async () => {
    await render(ID, { analytics: true, media: false });
    expect(loadBanner).not.toHaveBeenCalled();
    expect(pageViews()).toHaveLength(1);
    expect(scripts()).toHaveLength(1);
  });

  it('asks again when analytics was added after the visitor chose', async () => {
    await render(ID, { analytics: null, media: true });
    expect(bannerRegion()).not.toBeNull();
    expect(window.dataLayer).toBeUndefined();
  });

  it('withdrawn in Cookie settings: no more page views, and the _ga cookies are deleted', async () => {
    await render(ID, { analytics: true, media: true });
    setCookie('_ga=GA1.1.1.2; path=/');
    setCookie('_ga_TEST1234=GS1.1.3; path=/');
    await act(async () => store.review());
    await settle();
    const analytics = bannerRegion()?.querySelector<HTMLInputElement>('input[type="checkbox"]');
    expect(analytics?.checked).toBe(true);
    await act(async () => analytics?.click());
    await click('Save choices');
    expect(document.cookie).not.toMatch(/_ga/);
    expect(window[`ga-disable-${ID}`]).toBe(true);
    await navigate('/about-us/');
    expect(pageViews()).toHaveLength(1);
    expect(JSON.parse(storage.get(CONSENT_STORAGE_KEY) ?? '')).toMatchObject({
      analytics: false,
      media: true,
    });
  });

  it('deletes analytics cookies left from an earlier consent when analytics is not allowed', async () => {
    setCookie('_ga=GA1.1.1.2; path=/');
    await render(ID, { analytics: false, media: false });
    expect(document.cookie).not.toMatch(/_ga/);
    expect(runningAnalytics()).toBeNull();
  });

  it('a blocked gtag.js leaves one warning, no error, and the site working', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await render(ID, { analytics: true, media: false });
    const script = vi.mocked(document.head.append).mock.calls[0]?.[0] as HTMLScriptElement;
    await act(async () => script.dispatchEvent(new Event('error')));
    await navigate('/about-us/');
    await navigate('/contact-us/');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(ANALYTICS_BLOCKED_WARNING);
    expect(container.querySelector('h1')?.textContent).toBe('Page');
  });
});

describe('the banner', () => {
  const button = (name: string) =>
    [...container.querySelectorAll('button')].find((b) => b.textContent === name) as HTMLButtonElement;
  const checkboxes = () => [
    ...(bannerRegion()?.querySelectorAll<HTMLInputElement>('input[type="checkbox"]') ?? []),
  ];

  it('is a region named by its heading that waits beside the page: it takes no focus', async () => {
    const link = document.createElement('a');
    link.href = '#elsewhere';
    document.body.append(link);
    link.focus();
    await render(ID);
    const region = bannerRegion();
    const heading = region?.querySelector(`#${CSS.escape(region.getAttribute('aria-labelledby') ?? '')}`);
    expect(heading?.textContent).toBe('Cookies on Hartridge Machinery');
    expect(document.activeElement).toBe(link);
    expect(region?.querySelector('a[href="/privacy-policy/"]')?.textContent).toBe('How we use cookies');
    link.remove();
  });

  it('offers Accept all and Reject all as the same button, side by side', async () => {
    await render(ID);
    const accept = button('Accept all');
    const reject = button('Reject all');
    expect(accept.className).toBe(reject.className);
    expect(accept.parentElement).toBe(reject.parentElement);
  });

  it('lets the visitor choose each purpose: nothing ticked until they tick it', async () => {
    await render(ID);
    const choose = button('Choose cookies');
    expect(choose.getAttribute('aria-expanded')).toBe('false');
    const fieldset = container.querySelector(`#${CSS.escape(choose.getAttribute('aria-controls') ?? '')}`);
    expect(fieldset?.hasAttribute('hidden')).toBe(true);
    await act(async () => choose.click());
    expect(choose.getAttribute('aria-expanded')).toBe('true');
    expect(fieldset?.hasAttribute('hidden')).toBe(false);
    expect(
      checkboxes().map((box) => [box.closest('label')?.querySelector('strong')?.textContent, box.checked]),
    ).toEqual([
      ['Analytics', false],
      ['Videos and maps', false],
    ]);
    await act(async () => checkboxes()[1]?.click());
    await click('Save choices');
    expect(JSON.parse(storage.get(CONSENT_STORAGE_KEY) ?? '')).toMatchObject({
      analytics: false,
      media: true,
    });
    expect(container.querySelector('[role="status"]')?.textContent).toBe(
      'Cookie choice saved: analytics off, videos and maps on. Change it with Cookie settings at the foot of any page.',
    );
    expect(window.dataLayer).toBeUndefined();
  });

  it('keeps room below the page while it shows, and gives it back after', async () => {
    await render(ID);
    expect(document.documentElement.style.getPropertyValue('--consent-banner-height')).toMatch(/^\d+px$/);
    await click('Reject all');
    expect(document.documentElement.style.getPropertyValue('--consent-banner-height')).toBe('');
  });

  it('puts focus on the page when a choice made from the keyboard closes it', async () => {
    await render(ID);
    button('Reject all').focus();
    await click('Reject all');
    expect(document.activeElement?.id).toBe('main');
  });

  it('reopens from Cookie settings with the current choice, takes focus, and gives it back on Escape', async () => {
    await render(ID, { analytics: true, media: false });
    expect(bannerRegion()).toBeNull();
    const settings = button('Cookie settings');
    settings.focus();
    await click('Cookie settings');
    const region = bannerRegion() as HTMLElement;
    expect(document.activeElement).toBe(region);
    expect(button('Choose cookies').getAttribute('aria-expanded')).toBe('true');
    expect(checkboxes().map((box) => box.checked)).toEqual([true, false]);
    await act(async () =>
      region.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })),
    );
    await settle();
    expect(bannerRegion()).toBeNull();
    expect(document.activeElement).toBe(settings);
    expect(JSON.parse(storage.get(CONSENT_STORAGE_KEY) ?? '')).toMatchObject({
      analytics: true,
      media: false,
    });
  });

  it('a review closes with its close button too, and Accept all there changes the choice', async () => {
    await render(ID, { analytics: false, media: false });
    await click('Cookie settings');
    const close = bannerRegion()?.querySelector<HTMLButtonElement>(
      'button[aria-label="Close cookie settings"]',
    );
    await act(async () => close?.click());
    await settle();
    expect(bannerRegion()).toBeNull();
    await click('Cookie settings');
    await click('Accept all');
    expect(JSON.parse(storage.get(CONSENT_STORAGE_KEY) ?? '')).toMatchObject({
      analytics: true,
      media: true,
    });
    expect(pageViews()).toHaveLength(1);
  });

  it('shows no close button on a first visit, and Escape does not dismiss it', async () => {
    await render(ID);
    const region = bannerRegion() as HTMLElement;
    expect(region.querySelector('button[aria-label="Close cookie settings"]')).toBeNull();
    await act(async () =>
      region.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })),
    );
    expect(bannerRegion()).not.toBeNull();
  });
});
