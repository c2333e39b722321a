// The enquiry basket (SPEC §4 "Basket", §9): a small external store kept in localStorage, so it
// survives a reload and other tabs follow it. Ships to the browser: no dependencies beyond React.
import { useSyncExternalStore } from 'react';
import { browserStorage } from '../../app/browser-storage.ts';
import { BASKET_BADGE_CAP, BASKET_START_QUANTITY } from '../../app/constants.ts';
import type { Image } from '../../content/schemas/index.ts';
import { BASKET_MAX_ITEMS, BASKET_STORAGE_KEY, isValidQuantity } from './limits.ts';
import { readBasket, readImage } from './validate.ts';

export { BASKET_MAX_ITEMS, BASKET_STORAGE_KEY, isValidQuantity } from './limits.ts';

/** What the basket page shows without a request, snapshotted when the item is added. */
export interface BasketProduct {
  id: string;
  title: string;
  path: string;
  image: Image | null;
}

/** SPEC §3 "Basket item: id, quantity", plus the snapshot above. */
export interface BasketItem extends BasketProduct {
  quantity: number;
}

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

export interface BasketStoreOptions {
  /** Where the basket is kept; null, or a getter that throws, means in memory only. */
  storage?: () => Storage | null;
  /** Where other tabs' `storage` events arrive (the window). */
  events?: EventTarget | null;
  key?: string;
}

/** SPEC §4: "Badge shows the count up to 9, then 9+." */
export function badgeText(count: number): string {
  return count > BASKET_BADGE_CAP ? `${BASKET_BADGE_CAP}+` : String(Math.max(0, Math.trunc(count)));
}

const SERVER_SNAPSHOT: BasketSnapshot = Object.freeze({ items: Object.freeze([]), count: 0, ready: false });

export function createBasketStore(options: BasketStoreOptions = {}): BasketStore {
  const key = options.key ?? BASKET_STORAGE_KEY;
  const getStorage = options.storage ?? browserStorage;
  const events =
    options.events === undefined ? (typeof window === 'undefined' ? null : window) : options.events;
  const listeners = new Set<() => void>();
  let snapshot: BasketSnapshot | null = null;
  // The serialised items of `snapshot`: a re-read that finds the same text keeps the same object.
  let serialised = '';
  // After a failed write, memory holds newer items than storage: stop reading it until a write works.
  let storageUsable = true;

  function storage(): Storage | null {
    if (!storageUsable) return null;
    try {
      return getStorage();
    } catch {
      storageUsable = false;
      return null;
    }
  }

  function readStored(): BasketItem[] | null {
    const store = storage();
    if (!store) return null;
    try {
      return readBasket(store.getItem(key), BASKET_MAX_ITEMS);
    } catch {
      storageUsable = false;
      return null;
    }
  }

  function publish(items: readonly BasketItem[]): boolean {
    const text = JSON.stringify(items);
    if (snapshot && text === serialised) return false;
    serialised = text;
    snapshot = Object.freeze({ items: Object.freeze([...items]), count: items.length, ready: true });
    return true;
  }

  function notify() {
    for (const listener of [...listeners]) listener();
  }

  /** Re-reads storage (another tab may have written since) and publishes what it finds. */
  function refresh(): boolean {
    const stored = readStored();
    return publish(stored ?? snapshot?.items ?? []);
  }

  function current(): readonly BasketItem[] {
    refresh();
    return (snapshot as BasketSnapshot).items;
  }

  function commit(items: readonly BasketItem[]) {
    const store = storage();
    if (store) {
      try {
        if (items.length === 0) store.removeItem(key);
        else store.setItem(key, JSON.stringify(items));
      } catch {
        // Quota or private mode: the basket carries on in memory for this page's life.
        storageUsable = false;
      }
    }
    if (publish(items)) notify();
  }

  function onStorage(event: Event) {
    const { key: changed } = event as StorageEvent;
    // A null key means another tab cleared all of storage.
    if (changed !== null && changed !== key) return;
    if (refresh()) notify();
  }

  function remove(ids: string | readonly string[]) {
    const gone = new Set(typeof ids === 'string' ? [ids] : ids);
    const items = current();
    const kept = items.filter((item) => !gone.has(item.id));
    if (kept.length !== items.length) commit(kept);
  }

  // Plain functions, not methods: components take them off the store (`const { add } = useBasket()`).
  return {
    getSnapshot() {
      if (!snapshot) refresh();
      return snapshot as BasketSnapshot;
    },
    getServerSnapshot() {
      return SERVER_SNAPSHOT;
    },
    subscribe(listener) {
      if (listeners.size === 0) {
        events?.addEventListener('storage', onStorage);
        // Without a listener, other tabs' changes went unseen: catch up before anyone relies on it.
        if (refresh()) queueMicrotask(notify);
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) events?.removeEventListener('storage', onStorage);
      };
    },
    add(product) {
      const items = current();
      if (items.some((item) => item.id === product.id) || items.length >= BASKET_MAX_ITEMS) return false;
      const { id, title, path, image } = product;
      // Same fields in the same order as an item read back from storage, so the two compare equal.
      commit([...items, { id, quantity: BASKET_START_QUANTITY, title, path, image: readImage(image) }]);
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
      commit(items.map((item) => (item.id === id ? { ...item, quantity } : item)));
      return true;
    },
    has(id) {
      return current().some((item) => item.id === id);
    },
    clear() {
      if (current().length > 0) commit([]);
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
