// @vitest-environment happy-dom
// The enquiry basket page: its first states before the stored basket is read, its items'
// quantities, removing and clearing, and the empty basket's category links.
import { describe, expect, it } from 'vitest';
import { act, hydrate as hydrateMarkup, prerender } from '../../../test/dom/render.test-helper.tsx';
import { typeInto } from '../../../test/dom/type-into.test-helper.ts';
import { navItem } from '../../content/nav-item.test-helper.ts';
import pageStyles from '../../templates/enquiry-basket/enquiry-basket.module.css';
import { Template as BasketPage } from '../../templates/enquiry-basket/enquiry-basket.tsx';
import {
  button,
  click,
  container,
  hydrate,
  Page,
  product,
  render,
  stored,
  withEmptyBasket,
} from './basket.test-helper.tsx';
import { productCategoryLinks } from './empty-basket.tsx';
import { basketStore } from './store.ts';

withEmptyBasket();

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
    const { container } = await hydrateMarkup(<BasketPage />, { wrapper: Page, container: page });
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
