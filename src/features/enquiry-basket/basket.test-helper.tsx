// What the basket's DOM tests (basket-*.dom.test.tsx) share: products and a stored basket, another
// tab's writes, and rendering or hydrating inside the page's providers, with the menu the empty
// basket's category links come from. `withEmptyBasket()` starts each test with nothing stored.
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach } from 'vitest';
import {
  act,
  hydrate as hydrateMarkup,
  renderInBrowser,
  screen,
} from '../../../test/dom/render.test-helper.tsx';
import { SiteProvider } from '../../components/site-context.tsx';
import { navItem } from '../../content/nav-item.test-helper.ts';
import type { SiteData } from '../../content/page-data.ts';
import type { BasketProduct } from './basket-item.ts';
import { BASKET_STORAGE_KEY, basketStore } from './store.ts';

const navigation = {
  main: [
    navItem('h', 'Home', '/'),
    navItem('p', 'Products', '/product-category/fruit-and-vineyard-equipment/', [
      navItem('p1', 'Fruit & Vineyard Equipment', '/product-category/fruit-and-vineyard-equipment/'),
      navItem('p2', 'Forklifts & Loaders', '/product-category/forklifts-and-loaders/'),
    ]),
    navItem('u', 'Used Machinery', '/product-category/stock-machinery/'),
    navItem('n', 'News', '/latest-news/'),
  ],
  secondary: [],
};
// The basket page reads only the navigation from the site data.
const site = { navigation } as unknown as SiteData;

export function product(n: number): BasketProduct {
  return { id: `product-${n}`, title: `Machine ${n}`, path: `/product/machine-${n}/`, image: null };
}

export function stored(...items: BasketProduct[]) {
  localStorage.setItem(BASKET_STORAGE_KEY, JSON.stringify(items.map((item) => ({ ...item, quantity: 1 }))));
}

/** What another tab does: write storage, and the browser tells this tab with a `storage` event. */
export function otherTabWrites(value: string | null, key: string | null = BASKET_STORAGE_KEY) {
  if (key === null) localStorage.clear();
  else if (value === null) localStorage.removeItem(key);
  else localStorage.setItem(key, value);
  window.dispatchEvent(new StorageEvent('storage', { key, newValue: value, storageArea: localStorage }));
}

/** The container of the last `hydrate` or `render`. */
export let container: HTMLElement;

export function Page({ children }: { children: ReactNode }) {
  return (
    <SiteProvider value={site}>
      <MemoryRouter>{children}</MemoryRouter>
    </SiteProvider>
  );
}

/** Server markup in the page, then hydration, as in the browser. Returns the server markup. */
export async function hydrate(element: ReactElement): Promise<string> {
  const view = await hydrateMarkup(element, { wrapper: Page });
  container = view.container;
  return view.serverMarkup;
}

export async function render(element: ReactElement) {
  ({ container } = await renderInBrowser(element, { wrapper: Page }));
}

export const button = (name: string) => screen.getByRole('button', { name });
export const noButton = (text: string) => screen.queryByText(text, { selector: 'button' });

export async function click(element: Element | null | undefined) {
  if (!element) throw new Error('nothing to click');
  await act(async () => {
    (element as HTMLElement).click();
  });
}

/** Each test starts with no basket stored, and leaves none behind. */
export function withEmptyBasket() {
  beforeEach(() => {
    localStorage.clear();
    basketStore.clear();
  });

  afterEach(() => {
    localStorage.clear();
  });
}
