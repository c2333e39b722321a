// @vitest-environment happy-dom
// The header's basket link with its count, and the product page's Add to enquiry basket button.
import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '../../../test/dom/render.test-helper.tsx';
import { AddToBasketButton } from './add-to-basket.tsx';
import {
  button,
  click,
  container,
  hydrate,
  noButton,
  otherTabWrites,
  product,
  render,
  stored,
  withEmptyBasket,
} from './basket.test-helper.tsx';
import { BasketButton } from './basket-button.tsx';
import { BASKET_MAX_ITEMS, basketStore } from './store.ts';

withEmptyBasket();

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
