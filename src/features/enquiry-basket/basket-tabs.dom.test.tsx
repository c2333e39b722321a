// @vitest-environment happy-dom
// The basket in one tab follows what another tab writes to storage.
import { describe, expect, it, vi } from 'vitest';
import { otherTabWrites, product, withEmptyBasket } from './basket.test-helper.tsx';
import { createBasketStore } from './store.ts';

withEmptyBasket();

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
