import { describe, expect, it, vi } from 'vitest';
import { ENQUIRY_QUANTITY_MAX } from '../../content/enquiry-items.ts';
import type { Image } from '../../content/schemas/index.ts';
import { MemoryStorage } from '../../lib/memory-storage.test-helper.ts';
import type { BasketProduct } from './basket-item.ts';
import { BASKET_MAX_ITEMS, BASKET_STORAGE_KEY, badgeText, createBasketStore } from './store.ts';

const image: Image = {
  alt: 'Platform in an orchard',
  asset: {
    _id: 'image-0123456789abcdef-1400x800-jpg',
    url: '/content/images/platform.jpg',
    path: 'images/p/d/platform.jpg',
    width: 1400,
    height: 800,
    extension: 'jpg',
  },
  hotspot: null,
  crop: { top: 0, bottom: 0, left: 0.1, right: 0.1 },
};

function product(n: number, withImage = false): BasketProduct {
  return {
    id: `product-${n}`,
    title: `Machine ${n}`,
    path: `/product/machine-${n}/`,
    image: withImage ? image : null,
  };
}

function setup(initial?: string) {
  const storage = new MemoryStorage();
  if (initial !== undefined) storage.setItem(BASKET_STORAGE_KEY, initial);
  const store = createBasketStore({ storage: () => storage, events: null });
  return { storage, store };
}

const ids = (store: ReturnType<typeof setup>['store']) => store.getSnapshot().items.map((item) => item.id);

describe('badgeText', () => {
  it('shows the count from 0 to 9', () => {
    for (let count = 0; count <= 9; count++) expect(badgeText(count)).toBe(String(count));
  });

  it('caps at 9+ from 10 on', () => {
    expect(badgeText(10)).toBe('9+');
    expect(badgeText(100)).toBe('9+');
  });
});

describe('the basket rules', () => {
  it('adds new items at quantity 1 with what the page shows', () => {
    const { store } = setup();
    expect(store.add(product(1, true))).toBe(true);
    expect(store.getSnapshot().items).toEqual([
      { id: 'product-1', title: 'Machine 1', path: '/product/machine-1/', image, quantity: 1 },
    ]);
    expect(store.has('product-1')).toBe(true);
  });

  it('skips an id already present, keeping its quantity', () => {
    const { store } = setup();
    store.add(product(1));
    store.setQuantity('product-1', 4);
    expect(store.add({ ...product(1), title: 'Renamed' })).toBe(false);
    expect(store.getSnapshot().items).toMatchObject([{ id: 'product-1', title: 'Machine 1', quantity: 4 }]);
  });

  it('counts distinct items, not the sum of quantities', () => {
    const { store } = setup();
    store.add(product(1));
    store.add(product(2));
    store.setQuantity('product-1', 5);
    expect(store.getSnapshot().count).toBe(2);
  });

  it('removes one id', () => {
    const { store } = setup();
    for (const n of [1, 2, 3]) store.add(product(n));
    store.remove('product-2');
    expect(ids(store)).toEqual(['product-1', 'product-3']);
  });

  it('removes a list of ids, ignoring unknown ones', () => {
    const { store } = setup();
    for (const n of [1, 2, 3]) store.add(product(n));
    store.remove(['product-3', 'product-1', 'nothing']);
    expect(ids(store)).toEqual(['product-2']);
  });

  it('removes the item when its quantity is set to 0', () => {
    const { store } = setup();
    store.add(product(1));
    store.add(product(2));
    expect(store.setQuantity('product-1', 0)).toBe(true);
    expect(ids(store)).toEqual(['product-2']);
  });

  it('replaces the quantity with any other whole number', () => {
    const { store } = setup();
    store.add(product(1));
    store.setQuantity('product-1', 7);
    expect(store.getSnapshot().items[0]?.quantity).toBe(7);
    store.setQuantity('product-1', 2);
    expect(store.getSnapshot().items[0]?.quantity).toBe(2);
    expect(store.setQuantity('product-1', ENQUIRY_QUANTITY_MAX)).toBe(true);
  });

  it.each([Number.NaN, -1, 1.5, Number.POSITIVE_INFINITY, ENQUIRY_QUANTITY_MAX + 1])(
    'refuses the quantity %s and keeps the item as it was',
    (quantity) => {
      const { store } = setup();
      store.add(product(1));
      store.setQuantity('product-1', 3);
      expect(store.setQuantity('product-1', quantity)).toBe(false);
      expect(store.getSnapshot().items).toMatchObject([{ id: 'product-1', quantity: 3 }]);
    },
  );

  it('refuses a quantity for an item not in the basket', () => {
    const { store } = setup();
    expect(store.setQuantity('product-9', 2)).toBe(false);
    expect(store.setQuantity('product-9', 0)).toBe(false);
    expect(store.getSnapshot().count).toBe(0);
  });

  it('clears every item', () => {
    const { store, storage } = setup();
    store.add(product(1));
    store.add(product(2));
    store.clear();
    expect(store.getSnapshot()).toMatchObject({ items: [], count: 0 });
    expect(storage.getItem(BASKET_STORAGE_KEY)).toBeNull();
  });

  it('stops adding at the item limit', () => {
    const { store } = setup();
    for (let n = 0; n < BASKET_MAX_ITEMS; n++) store.add(product(n));
    expect(store.add(product(BASKET_MAX_ITEMS))).toBe(false);
    expect(store.getSnapshot().count).toBe(BASKET_MAX_ITEMS);
  });

  it('tells subscribers of each change, and keeps the snapshot when nothing changed', () => {
    const { store } = setup();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.add(product(1));
    expect(listener).toHaveBeenCalledTimes(1);
    const before = store.getSnapshot();
    store.add(product(1));
    store.remove('nothing');
    store.setQuantity('product-1', 1);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toBe(before);
    unsubscribe();
    store.clear();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('serves an empty basket that is not ready to the prerender and hydration', () => {
    const { store } = setup(JSON.stringify([{ ...product(1), quantity: 2 }]));
    expect(store.getServerSnapshot()).toEqual({ items: [], count: 0, ready: false });
    expect(store.getSnapshot()).toMatchObject({ count: 1, ready: true });
  });
});

describe('storage', () => {
  it('keeps the basket for the next page load', () => {
    const { storage, store } = setup();
    store.add(product(1, true));
    store.setQuantity('product-1', 3);
    const next = createBasketStore({ storage: () => storage, events: null });
    expect(next.getSnapshot().items).toEqual(store.getSnapshot().items);
  });

  it('reads what another tab wrote before changing the basket', () => {
    const { storage, store } = setup();
    store.add(product(1));
    const other = createBasketStore({ storage: () => storage, events: null });
    other.add(product(2));
    store.add(product(3));
    expect(ids(store)).toEqual(['product-1', 'product-2', 'product-3']);
  });

  it.each([
    ['bad JSON', '[{"id":'],
    ['an object', '{"items":[]}'],
    ['a string', '"product-1"'],
    ['null', 'null'],
    ['a number', '42'],
    [
      'too many items',
      JSON.stringify(
        Array.from({ length: BASKET_MAX_ITEMS + 1 }, (_, n) => ({ ...product(n), quantity: 1 })),
      ),
    ],
    ['a huge text', `[${' '.repeat(300 * 1024)}]`],
  ])('ignores %s wholesale, and the basket still works', (_, raw) => {
    const { store } = setup(raw);
    expect(store.getSnapshot()).toMatchObject({ items: [], count: 0 });
    expect(store.add(product(1))).toBe(true);
    expect(ids(store)).toEqual(['product-1']);
  });

  it('drops damaged items one by one and keeps the good ones', () => {
    const good = { ...product(1), quantity: 2 };
    const raw = JSON.stringify([
      good,
      null,
      'product-2',
      [],
      { ...product(3), quantity: 0 },
      { ...product(4), quantity: -2 },
      { ...product(5), quantity: 1.5 },
      { ...product(6), quantity: '3' },
      { ...product(7), id: 7 },
      { ...product(8), id: '' },
      { ...product(9), title: null },
      { ...product(10), path: 'javascript:alert(1)' },
      { ...product(11), path: '//elsewhere.example/' },
      { id: 'product-12', quantity: 1 },
      { ...product(1), quantity: 9 },
      { ...product(13), quantity: 1 },
    ]);
    const { store } = setup(raw);
    expect(store.getSnapshot().items).toEqual([good, { ...product(13), quantity: 1 }]);
  });

  it('keeps an item whose image is damaged, without the image', () => {
    const raw = JSON.stringify([
      { ...product(1), quantity: 1, image: { ...image, asset: { ...image.asset, _id: 'not-an-asset' } } },
      { ...product(2), quantity: 1, image: { ...image, crop: { top: 'x' } } },
      { ...product(3), quantity: 1, image: 'image.jpg' },
      { ...product(4), quantity: 1, image },
    ]);
    const { store } = setup(raw);
    expect(store.getSnapshot().items.map((item) => item.image)).toEqual([null, null, null, image]);
  });

  it('copies no foreign keys and pollutes no prototype', () => {
    const raw = `[
      {"id":"product-1","title":"Machine 1","path":"/product/machine-1/","quantity":1,"image":null,"extra":"x"},
      {"__proto__":{"polluted":true},"id":"product-2","title":"Machine 2","path":"/product/machine-2/","quantity":1,"image":null},
      {"constructor":{"prototype":{"polluted":true}},"id":"product-3","title":"Machine 3","path":"/product/machine-3/","quantity":1,"image":null},
      {"id":"product-4","title":"Machine 4","path":"/product/machine-4/","quantity":1,"image":{"__proto__":{"polluted":true}}}
    ]`;
    const { store } = setup(raw);
    const { items } = store.getSnapshot();
    expect(items.map((item) => item.id)).toEqual(['product-1', 'product-4']);
    expect(Object.keys(items[0] ?? {}).sort()).toEqual(['id', 'image', 'path', 'quantity', 'title']);
    expect(items[1]?.image).toBeNull();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(items[0])).toBe(Object.prototype);
  });

  it('works in memory when storage cannot be reached at all', () => {
    const store = createBasketStore({
      storage: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      events: null,
    });
    store.add(product(1));
    store.add(product(2));
    store.setQuantity('product-2', 3);
    store.remove('product-1');
    expect(store.getSnapshot().items).toMatchObject([{ id: 'product-2', quantity: 3 }]);
  });

  it('works in memory when there is no storage (the prerender)', () => {
    const store = createBasketStore({ storage: () => null, events: null });
    store.add(product(1));
    expect(store.getSnapshot().count).toBe(1);
  });

  it('works in memory when reading throws', () => {
    const { storage, store } = setup();
    storage.getItem = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    store.add(product(1));
    expect(store.getSnapshot().count).toBe(1);
  });

  it('keeps the newer basket in memory when writing fails (quota, private mode)', () => {
    const { storage, store } = setup();
    store.add(product(1));
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    store.add(product(2));
    store.add(product(3));
    // Storage still holds the older basket; reading it back must not undo the visitor's adds.
    expect(ids(store)).toEqual(['product-1', 'product-2', 'product-3']);
    expect(JSON.parse(storage.getItem(BASKET_STORAGE_KEY) ?? '[]')).toHaveLength(1);
  });
});
