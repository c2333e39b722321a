// @vitest-environment happy-dom
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, expect, test } from 'vitest';
import { act, hydrate as hydrateMarkup, prerender } from '../../../test/dom/render.test-helper.tsx';
import { interceptLinkClicks } from '../../app/link-clicks.ts';
import { SiteProvider } from '../../components/site-context.tsx';
import { navItem } from '../../content/nav-item.test-helper.ts';
import type { SiteData } from '../../content/page-data.ts';
import type { Image } from '../../content/schemas/index.ts';
import { Header } from './header.tsx';

const logo: Image = {
  alt: 'Logo',
  asset: { _id: 'image-abc123-600x200-png', url: '', path: '', width: 600, height: 200, extension: 'png' },
  hotspot: null,
  crop: null,
};

const site: SiteData = {
  siteName: 'Hartridge Machinery',
  siteDescription: '',
  siteUrl: 'https://example.com',
  year: 2026,
  logo: null,
  vatNumber: 'VAT No. GB 1',
  telephone: '',
  email: '',
  address: { streetAddress: '', locality: '', region: null, postalCode: '', country: 'GB' },
  openingHours: [],
  geo: null,
  details: [],
  navigation: {
    id: 'navigation',
    updatedAt: '2026-01-01T00:00:00Z',
    main: [
      navItem('h', 'Home', '/'),
      navItem('p', 'Products', '/product-category/fruit-and-vineyard-equipment/', [
        navItem('p1', 'Forklifts & Loaders', '/product-category/forklifts-and-loaders/'),
      ]),
      navItem('n', 'News', '/latest-news/'),
    ],
    secondary: [navItem('s', 'Case Studies', '/category/case-studies/')],
  },
  footer: {
    id: 'footer',
    updatedAt: '2026-01-01T00:00:00Z',
    logo,
    links: [],
    socialText: '',
    infoText: '',
    infoLinks: [],
    details: [],
    socialIcons: [],
  },
  recentPosts: [],
  newsCategories: [],
  analyticsId: null,
  seo: { image: null, logo: null, twitter: null, profiles: [], feed: null },
  images: { mode: 'local' },
};

let container: HTMLElement;

let stopIntercepting = () => {};

/** The header in a router; in the browser (`page` given), links hand their clicks to the router. */
function app(page?: HTMLElement): ReactElement {
  const router = createMemoryRouter([{ path: '*', Component: Header }], { initialEntries: ['/'] });
  // Links are plain anchors; one listener hands their clicks to the router, as in the app.
  if (page)
    stopIntercepting = interceptLinkClicks(page, {
      siteUrl: 'http://localhost:4173',
      navigate: (to, options) => router.navigate(to, options),
    });
  return (
    <SiteProvider value={site}>
      <RouterProvider router={router} />
    </SiteProvider>
  );
}

/** Server markup in the page, then hydration, as in the browser. Returns the server markup. */
async function hydrate(): Promise<string> {
  container = prerender(app());
  return (await hydrateMarkup(app(container), { container })).serverMarkup;
}

const burger = () => container.querySelector<HTMLButtonElement>('button[aria-controls="site-menu"]')!;
const panel = () => container.querySelector<HTMLElement>('#site-menu')!;

async function act$(run: () => void) {
  await act(async () => run());
}

afterEach(() => {
  stopIntercepting();
  stopIntercepting = () => {};
});

test("hydration keeps the prerendered markup: everything closed, nothing added but the bars' Tab stops", async () => {
  const html = await hydrate();
  // Compared as the DOM serialises it, so only real differences count, not attribute spelling.
  const prerendered = document.createElement('div');
  prerendered.innerHTML = html;
  expect(prerendered.querySelector('[tabindex]')).toBeNull();
  // The desktop bars' roving Tab stop comes after hydration (the test below); nothing else changes.
  for (const entry of container.querySelectorAll('nav [tabindex]')) entry.removeAttribute('tabindex');
  expect(container.innerHTML).toBe(prerendered.innerHTML);
  expect(burger().getAttribute('aria-expanded')).toBe('false');
  expect(panel().hasAttribute('data-open')).toBe(false);
});

test('without a logo the home link is the site name as a wordmark', async () => {
  await hydrate();
  const home = container.querySelector('header a[href="/"]');
  expect(home?.textContent).toBe('Hartridge Machinery');
});

test('the burger opens and closes the panel it controls', async () => {
  await hydrate();
  await act$(() => burger().click());
  expect(burger().getAttribute('aria-expanded')).toBe('true');
  expect(panel().hasAttribute('data-open')).toBe(true);
  await act$(() => burger().click());
  expect(burger().getAttribute('aria-expanded')).toBe('false');
  expect(panel().hasAttribute('data-open')).toBe(false);
});

test('Escape closes the open panel and returns focus to the burger', async () => {
  await hydrate();
  await act$(() => burger().click());
  const link = panel().querySelector<HTMLAnchorElement>('a[href="/latest-news/"]')!;
  await act$(() => link.focus());
  await act$(() => {
    link.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  });
  expect(panel().hasAttribute('data-open')).toBe(false);
  expect(document.activeElement).toBe(burger());
});

test('following a menu link closes the panel', async () => {
  await hydrate();
  await act$(() => burger().click());
  await act$(() => panel().querySelector<HTMLAnchorElement>('a[href="/latest-news/"]')!.click());
  expect(panel().hasAttribute('data-open')).toBe(false);
  expect(container.querySelector('a[href="/latest-news/"]')?.getAttribute('aria-current')).toBe('page');
});

test('on the desktop each bar is one Tab stop, the arrows move along it and Down opens a dropdown', async () => {
  await hydrate();
  const main = container.querySelector<HTMLElement>('nav[aria-label="Main"] ul')!;
  const entries = () => [...main.querySelectorAll<HTMLElement>(':scope > li > a, :scope > li > button')];
  expect(entries().map((entry) => entry.tabIndex)).toEqual([0, -1, -1, -1]);
  const press = (key: string) =>
    act$(() => {
      document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
    });
  await act$(() => entries()[0]?.focus());
  await press('ArrowRight');
  expect(document.activeElement?.textContent).toBe('Products');
  // The entry last focused is the bar's Tab stop.
  expect(entries().map((entry) => entry.tabIndex)).toEqual([-1, 0, -1, -1]);
  await press('ArrowLeft');
  await press('ArrowLeft');
  expect(document.activeElement?.textContent).toBe('News');
  await press('Home');
  await press('ArrowRight');
  await press('ArrowDown');
  const toggle = container.querySelector('button[aria-controls^="submenu-"]')!;
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
  expect(document.activeElement?.textContent).toBe('Forklifts & Loaders');
});
