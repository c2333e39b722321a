// @vitest-environment happy-dom
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  act,
  hydrate as hydrateMarkup,
  prerender,
  renderInBrowser,
  screen,
} from '../../../test/dom/render.test-helper.tsx';
import { typeInto } from '../../../test/dom/type-into.test-helper.ts';
import { SiteProvider } from '../../components/site-context.tsx';
import { navItem } from '../../content/nav-item.test-helper.ts';
import type { SiteData } from '../../content/page-data.ts';
import pageStyles from '../../templates/enquiry-basket/enquiry-basket.module.css';
import { Template as BasketPage } from '../../templates/enquiry-basket/enquiry-basket.tsx';
import { AddToBasketButton } from './add-to-basket.tsx';
import { BasketButton } from './basket-button.tsx';
import type { BasketProduct } from './basket-item.ts';
import { productCategoryLinks } from './empty-basket.tsx';
import { BASKET_MAX_ITEMS, BASKET_STORAGE_KEY, basketStore, createBasketStore } from './store.ts';

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

function product(n: number): BasketProduct {
  return { id: `product-${n}`, title: `Machine ${n}`, path: `/product/machine-${n}/`, image: null };
}

function stored(...items: BasketProduct[]) {
  localStorage.setItem(BASKET_STORAGE_KEY, JSON.stringify(items.map((item) => ({ ...item, quantity: 1 }))));
}

/** What another tab does: write storage, and the browser tells this tab with a `storage` event. */
function otherTabWrites(value: string | null, key: string | null = BASKET_STORAGE_KEY) {
  if (key === null) localStorage.clear();
  else if (value === null) localStorage.removeItem(key);
  else localStorage.setItem(key, value);
  window.dispatchEvent(new StorageEvent('storage', { key, newValue: value, storageArea: localStorage }));
}

let container: HTMLElement;

function Page({ children }: { children: ReactNode }) {
  return (
    <SiteProvider value={site}>
      <MemoryRouter>{children}</MemoryRouter>
    </SiteProvider>
  );
}

/** Server markup in the page, then hydration, as in the browser. Returns the server markup. */
async function hydrate(element: ReactElement): Promise<string> {
  const view = await hydrateMarkup(element, { wrapper: Page });
  container = view.container;
  return view.serverMarkup;
}

async function render(element: ReactElement) {
  ({ container } = await renderInBrowser(element, { wrapper: Page }));
}

const button = (name: string) => screen.getByRole('button', { name });
const noButton = (text: string) => screen.queryByText(text, { selector: 'button' });

function basketLink(): HTMLAnchorElement {
  const link = container.querySelector<HTMLAnchorElement>('a[href="/enquiry-basket/"]');
  if (!link) throw new Error('no basket link');
  return link;
}

/** The link's name: its text apart from what is hidden from assistive technology. */
function accessibleName(): string {
  const link = basketLink().cloneNode(true) as HTMLElement;
  for (const hidden of link.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return link.textContent ?? '';
}

/** The red count, hidden from assistive technology; '' when there is none. */
function badgeText(): string {
  return basketLink().querySelector('span[aria-hidden="true"]:not(:first-of-type)')?.textContent ?? '';
}

async function click(element: Element | null | undefined) {
  if (!element) throw new Error('nothing to click');
  await act(async () => {
    (element as HTMLElement).click();
  });
}

beforeEach(() => {
  localStorage.clear();
  basketStore.clear();
});

afterEach(() => {
  localStorage.clear();
});

/** A basket holding product 1, with a subscriber that has heard nothing yet. */
function subscribedWithOneProduct() {
  const store = createBasketStore();
  const listener = vi.fn();
  const unsubscribe = store.subscribe(listener);
  store.add(product(1));
  listener.mockClear();
  return { store, listener, unsubscribe };
}

describe('other tabs', () => {
  it('tells subscribers when another tab changes the basket', () => {
    const { store, listener, unsubscribe } = subscribedWithOneProduct();

    otherTabWrites(
      JSON.stringify([
        { ...product(1), quantity: 1 },
        { ...product(2), quantity: 4 },
      ]),
    );
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().items).toMatchObject([{ id: 'product-1' }, { id: 'product-2', quantity: 4 }]);

    otherTabWrites(null, null);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.getSnapshot().count).toBe(0);
    unsubscribe();
  });

  it('ignores other keys and damaged writes it cannot use', () => {
    const { store, listener, unsubscribe } = subscribedWithOneProduct();
    otherTabWrites('something else', 'another-feature');
    expect(listener).not.toHaveBeenCalled();
    otherTabWrites('{not json');
    expect(store.getSnapshot().count).toBe(0);
    unsubscribe();
  });

  it('stops listening when the last subscriber leaves', () => {
    const store = createBasketStore();
    const listener = vi.fn();
    store.subscribe(listener)();
    otherTabWrites(JSON.stringify([{ ...product(1), quantity: 1 }]));
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('BasketButton', () => {
  it('prerenders without a badge, then shows the count after hydration without a mismatch', async () => {
    const error = vi.spyOn(console, 'error');
    stored(product(1), product(2), product(3));
    const html = await hydrate(<BasketButton />);
    expect(html).toContain('Enquiry Basket');
    expect(html).not.toContain('items');
    expect(accessibleName()).toBe('Enquiry Basket, 3 items');
    expect(badgeText()).toBe('3');
    expect(error).not.toHaveBeenCalled();
  });

  it('has no badge and no count for an empty basket', async () => {
    await render(<BasketButton />);
    expect(accessibleName()).toBe('Enquiry Basket');
    expect(badgeText()).toBe('');
  });

  it('caps the badge at 9+ and keeps the exact count for screen readers', async () => {
    await render(<BasketButton />);
    await act(async () => {
      for (let n = 1; n <= 10; n++) basketStore.add(product(n));
    });
    expect(accessibleName()).toBe('Enquiry Basket, 10 items');
    expect(badgeText()).toBe('9+');
    await act(async () => basketStore.remove('product-10'));
    expect(accessibleName()).toBe('Enquiry Basket, 9 items');
    expect(badgeText()).toBe('9');
  });

  it('follows another tab', async () => {
    await render(<BasketButton />);
    await act(async () => otherTabWrites(JSON.stringify([{ ...product(1), quantity: 1 }])));
    expect(accessibleName()).toBe('Enquiry Basket, 1 item');
    expect(badgeText()).toBe('1');
  });
});

describe('AddToBasketButton', () => {
  it('adds the product once, then says it is in with a link to the basket', async () => {
    await render(<AddToBasketButton product={product(1)} />);
    await click(button('Add to enquiry basket'));
    expect(basketStore.getSnapshot().items).toMatchObject([{ id: 'product-1', quantity: 1 }]);
    expect(noButton('Add to enquiry basket')).toBeNull();
    expect(container.textContent).toContain('In your enquiry basket');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'View basket' }));
    expect(container.querySelector('[role="status"]')?.textContent).toBe(
      'Machine 1 added to your enquiry basket',
    );
  });

  it('shows an item already in the basket as in, without adding it again', async () => {
    stored(product(1));
    await render(<AddToBasketButton product={product(1)} />);
    expect(noButton('Add to enquiry basket')).toBeNull();
    expect(screen.getByRole('link', { name: 'View basket' }).getAttribute('href')).toBe('/enquiry-basket/');
    expect(basketStore.getSnapshot().count).toBe(1);
  });

  it('says so when the basket is full, rather than ignore the press', async () => {
    stored(...Array.from({ length: BASKET_MAX_ITEMS }, (_, i) => product(i + 2)));
    await render(<AddToBasketButton product={product(1)} />);
    await click(button('Add to enquiry basket'));
    expect(basketStore.getSnapshot().count).toBe(BASKET_MAX_ITEMS);
    expect(container.textContent).toContain(
      `Your enquiry basket is full: one enquiry lists up to ${BASKET_MAX_ITEMS} machines.`,
    );
    expect(screen.getByRole('link', { name: 'View basket' }).getAttribute('href')).toBe('/enquiry-basket/');
    expect(container.querySelector('[role="status"]')?.textContent).toBe(
      'Your enquiry basket is full: Machine 1 was not added',
    );
    // Room again (another tab sent or removed one): the press adds it.
    await act(async () => otherTabWrites(JSON.stringify([])));
    await click(button('Add to enquiry basket'));
    expect(container.textContent).not.toContain('is full');
    expect(container.textContent).toContain('In your enquiry basket');
  });
});

describe('the basket page', () => {
  it('prerenders both first states for the head script to pick, then lists the stored items', async () => {
    stored(product(1), product(2));
    const html = await hydrate(<BasketPage />);
    expect(html).toContain('Loading your enquiry basket');
    // The empty state is there too, hidden until the head's script finds no basket stored.
    expect(html).toMatch(
      new RegExp(`class="${pageStyles.emptyUntilRead}"><div[^>]*><p[^>]*>Your enquiry basket is empty`),
    );
    expect(container.textContent).not.toContain('Loading');
    expect(container.textContent).not.toContain('is empty');
    expect(container.textContent).toContain('2 items in your enquiry basket');
    const links = [...container.querySelectorAll('h2 a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Machine 1', '/product/machine-1/'],
      ['Machine 2', '/product/machine-2/'],
    ]);
  });

  it('keeps the prerendered empty state, the same element, when no basket is stored', async () => {
    const page = prerender(<BasketPage />, { wrapper: Page });
    const painted = page.querySelector(`.${pageStyles.emptyUntilRead}`);
    expect(painted?.textContent).toContain('Your enquiry basket is empty');
    ({ container } = await hydrateMarkup(<BasketPage />, { wrapper: Page, container: page }));
    // Not drawn again nor moved: only its class, which hid it until the head's script had spoken.
    expect(painted?.isConnected).toBe(true);
    expect(painted?.className).toBe('');
    expect(container.textContent).not.toContain('Loading');
  });

  it('tells a visitor without scripts what the basket needs, in the markup the CSS shows then', async () => {
    const html = await hydrate(<BasketPage />);
    expect(html).toContain(`class="${pageStyles.needsScripts}"`);
    expect(html).toMatch(/shows only with JavaScript on[\s\S]*href="\/contact-us\/"/);
    expect(container.querySelector(`.${pageStyles.needsScripts}`)).toBeNull();
  });

  it('changes quantities with the buttons and the labelled number box', async () => {
    stored(product(1));
    await render(<BasketPage />);
    const input = container.querySelector<HTMLInputElement>('input[type="number"]');
    expect(container.querySelector(`label[for="${input?.id}"]`)?.textContent).toBe('Quantity of Machine 1');
    const decrease = container.querySelector('[aria-label="Decrease quantity of Machine 1"]');
    expect(decrease?.hasAttribute('disabled')).toBe(true);
    await click(container.querySelector('[aria-label="Increase quantity of Machine 1"]'));
    expect(input?.value).toBe('2');
    await click(decrease);
    expect(basketStore.getSnapshot().items[0]?.quantity).toBe(1);

    const type = async (text: string) =>
      act(async () => {
        if (!input) return;
        typeInto(input, text);
      });
    input?.focus();
    await type('12');
    expect(basketStore.getSnapshot().items[0]?.quantity).toBe(12);
    await type('');
    await type('-3');
    expect(input?.getAttribute('aria-invalid')).toBe('true');
    expect(basketStore.getSnapshot().items[0]?.quantity).toBe(12);
    await act(async () => input?.blur());
    expect(input?.value).toBe('12');
  });

  it('removes an item, then clears the basket to the empty state with category links', async () => {
    stored(product(1), product(2), product(3));
    await render(<BasketPage />);
    await click(button('Remove Machine 2'));
    expect(basketStore.getSnapshot().items.map((item) => item.id)).toEqual(['product-1', 'product-3']);
    expect(document.activeElement?.tagName).toBe('H1');
    expect(container.querySelector('[role="status"]')?.textContent).toBe(
      'Machine 2 removed from your enquiry basket.',
    );
    await click(button('Clear basket'));
    expect(basketStore.getSnapshot().count).toBe(0);
    expect(container.textContent).toContain('Your enquiry basket is empty');
    expect([...container.querySelectorAll('li a')].map((a) => a.getAttribute('href'))).toEqual([
      '/product-category/fruit-and-vineyard-equipment/',
      '/product-category/forklifts-and-loaders/',
      '/product-category/stock-machinery/',
    ]);
  });
});

describe('productCategoryLinks', () => {
  it('falls back to the three main categories when the menu names none', () => {
    expect(productCategoryLinks({ main: [navItem('h', 'Home', '/')] }).map((link) => link.href)).toEqual([
      '/product-category/fruit-and-vineyard-equipment/',
      '/product-category/forklifts-and-loaders/',
      '/product-category/stock-machinery/',
    ]);
  });
});
