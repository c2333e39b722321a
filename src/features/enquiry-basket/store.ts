// The enquiry basket (SPEC §4 "Basket", §9): a small external store kept in localStorage, so it
// survives a reload and other tabs follow it. Ships to the browser: no dependencies beyond React.
import { useSyncExternalStore } from 'react';
import { BASKET_BADGE_CAP, BASKET_START_QUANTITY } from '../../lib/constants.ts';
import { persistentStore, type StorageOptions } from '../../lib/persistent-store.ts';
import type { BasketItem, BasketProduct } from './basket-item.ts';
import { BASKET_MAX_ITEMS, BASKET_STORAGE_KEY, isValidQuantity } from './limits.ts';
import { readBasket, readImage } from './validate.ts';

export { BASKET_MAX_ITEMS, BASKET_STORAGE_KEY, isValidQuantity } from './limits.ts';

export interface BasketSnapshot {
  items: readonly BasketItem[];
  /** The number of distinct items, not the sum of quantities (SPEC §4). */
  count: number;
  /**
   * False on the server and in the hydrating render, whose basket is always empty: a page must
   * not announce "empty" before it has read the visitor's basket.
   */
  ready: boolean;
}

export interface BasketStore {
  getSnapshot(): BasketSnapshot;
  getServerSnapshot(): BasketSnapshot;
  subscribe(listener: () => void): () => void;
  /** Adds the product at the start quantity; false (and no change) if its id is already in. */
  add(product: BasketProduct): boolean;
  /** Removes one id or a list of ids; unknown ids are ignored. */
  remove(ids: string | readonly string[]): void;
  /** 0 removes the item; a whole number in the enquiry's quantity range replaces it; anything else is refused (false). */
  setQuantity(id: string, quantity: number): boolean;
  has(id: string): boolean;
  clear(): void;
}

export type BasketStoreOptions = StorageOptions;

/** SPEC §4: "Badge shows the count up to 9, then 9+." */
export function badgeText(count: number): string {
  return count > BASKET_BADGE_CAP ? `${BASKET_BADGE_CAP}+` : String(Math.max(0, Math.trunc(count)));
}

const SERVER_SNAPSHOT: BasketSnapshot = Object.freeze({ items: Object.freeze([]), count: 0, ready: false });

export function createBasketStore(options: BasketStoreOptions = {}): BasketStore {
  // Storage blocked or full: the basket carries on in memory for this page's life.
  const stored = persistentStore({
    ...options,
    key: options.key ?? BASKET_STORAGE_KEY,
    parse: (text) => readBasket(text, BASKET_MAX_ITEMS),
  });
  let snapshot: BasketSnapshot | undefined;

  // Every change starts from storage as it is now, so two tabs never overwrite each other's adds.
  const current = stored.read;

  function remove(ids: string | readonly string[]) {
    const gone = new Set(typeof ids === 'string' ? [ids] : ids);
    const items = current();
    const kept = items.filter((item) => !gone.has(item.id));
    if (kept.length !== items.length) stored.write(kept);
  }

  // Plain functions, not methods: components take them off the store (`const { add } = useBasket()`).
  return {
    getSnapshot() {
      const items = stored.getSnapshot();
      if (snapshot?.items !== items) snapshot = Object.freeze({ items, count: items.length, ready: true });
      return snapshot;
    },
    getServerSnapshot: () => SERVER_SNAPSHOT,
    subscribe: stored.subscribe,
    add(product) {
      const items = current();
      if (items.some((item) => item.id === product.id) || items.length >= BASKET_MAX_ITEMS) return false;
      const { id, title, path, image } = product;
      // Same fields in the same order as an item read back from storage, so the two compare equal.
      stored.write([...items, { id, quantity: BASKET_START_QUANTITY, title, path, image: readImage(image) }]);
      return true;
    },
    remove,
    setQuantity(id, quantity) {
      const items = current();
      if (!items.some((item) => item.id === id)) return false;
      if (quantity === 0) {
        remove(id);
        return true;
      }
      if (!isValidQuantity(quantity)) return false;
      if (items.some((item) => item.id === id && item.quantity === quantity)) return true;
      stored.write(items.map((item) => (item.id === id ? { ...item, quantity } : item)));
      return true;
    },
    has: (id) => current().some((item) => item.id === id),
    clear() {
      if (current().length > 0) stored.write([]);
    },
  };
}

/** The visitor's basket, one per page. */
export const basketStore: BasketStore = createBasketStore();

export interface UseBasket extends BasketSnapshot {
  add: BasketStore['add'];
  remove: BasketStore['remove'];
  setQuantity: BasketStore['setQuantity'];
  clear: BasketStore['clear'];
}

/**
 * The basket for a component. The prerender and the hydrating render see an empty basket that is
 * not `ready`, so they agree with the HTML; the visitor's items arrive straight after.
 */
export function useBasket(store: BasketStore = basketStore): UseBasket {
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
  return {
    ...snapshot,
    add: store.add,
    remove: store.remove,
    setQuantity: store.setQuantity,
    clear: store.clear,
  };
}
