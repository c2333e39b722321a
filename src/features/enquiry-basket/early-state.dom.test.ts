// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../lib/memory-storage.test-helper.ts';
import { BASKET_STATE_ATTRIBUTE, basketStateScript } from './early-state.ts';
import { BASKET_STORAGE_KEY, createBasketStore } from './store.ts';

/** Runs the inline script's source against a page whose storage is `storage`. */
function runScript(storage: Pick<Storage, 'getItem'>) {
  const root = document.createElement('html');
  new Function('document', 'localStorage', basketStateScript())({ documentElement: root }, storage);
  return root.getAttribute(BASKET_STATE_ATTRIBUTE);
}

describe('basketStateScript', () => {
  it('says "empty" when no basket is stored, "filled" when one is', () => {
    const storage = new MemoryStorage();
    expect(runScript(storage)).toBe('empty');
    storage.setItem(BASKET_STORAGE_KEY, '[]');
    expect(runScript(storage)).toBe('filled');
  });

  it('agrees with the store, which keeps no key for an empty basket', () => {
    const storage = new MemoryStorage();
    const store = createBasketStore({ storage: () => storage, events: null });
    store.add({ id: 'product-1', title: 'Machine 1', path: '/product/machine-1/', image: null });
    expect(runScript(storage)).toBe('filled');
    store.clear();
    expect(runScript(storage)).toBe('empty');
  });

  it('says nothing where storage is blocked: the page waits for the app', () => {
    const blocked = {
      getItem(): string | null {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    };
    expect(runScript(blocked)).toBeNull();
  });
});
