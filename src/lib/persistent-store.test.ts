import { describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from './memory-storage.test-helper.ts';
import { persistentStore, readJson } from './persistent-store.ts';

const KEY = 'test:v1';

/** A list of names: the shape of the basket, small enough to read at a glance. */
function parseNames(text: string | null): string[] {
  const value = readJson(text);
  return Array.isArray(value) ? value.filter((name) => typeof name === 'string') : [];
}

function setup(initial?: string) {
  const storage = new MemoryStorage();
  if (initial !== undefined) storage.setItem(KEY, initial);
  const events = new EventTarget();
  const store = persistentStore({ key: KEY, parse: parseNames, storage: () => storage, events });
  return { storage, events, store };
}

function otherTab(events: EventTarget, key: string | null) {
  events.dispatchEvent(Object.assign(new Event('storage'), { key }));
}

describe('readJson', () => {
  it('reads JSON', () => {
    expect(readJson('{"a":[1,null]}')).toEqual({ a: [1, null] });
    expect(readJson('null')).toBeNull();
  });

  it.each([
    ['nothing', null],
    ['an empty string', ''],
    ['damaged JSON', '["a",'],
    ['a text too long to be the site’s', JSON.stringify('x'.repeat(256 * 1024))],
  ])('gives undefined for %s, never a throw', (_, text) => {
    expect(readJson(text)).toBeUndefined();
  });
});

describe('reading', () => {
  it('reads the key once, with the parser, and keeps one frozen object until it changes', () => {
    const { storage, store } = setup('["a","b"]');
    const getItem = vi.spyOn(storage, 'getItem');
    const first = store.getSnapshot();
    expect(first).toEqual(['a', 'b']);
    expect(Object.isFrozen(first)).toBe(true);
    expect(store.getSnapshot()).toBe(first);
    expect(getItem).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['damaged JSON', '["a",'],
    ['the wrong shape', '{"a":1}'],
    ['a huge text', `[${' '.repeat(300 * 1024)}"a"]`],
  ])("gives the parser's fallback for %s", (_, text) => {
    expect(setup(text).store.getSnapshot()).toEqual([]);
  });

  it('keeps the same object when a re-read finds equal data, however it is written', () => {
    const { storage, store } = setup('["a"]');
    const first = store.getSnapshot();
    storage.setItem(KEY, '[ "a" ]');
    expect(store.read()).toBe(first);
    storage.setItem(KEY, '["a","b"]');
    expect(store.read()).toEqual(['a', 'b']);
  });

  it('re-reads on request, telling subscribers of a change but not of the first read', () => {
    const { storage, store } = setup('["a"]');
    const listener = vi.fn();
    store.subscribe(listener);
    store.read();
    expect(listener).not.toHaveBeenCalled();
    storage.setItem(KEY, '["b"]');
    expect(store.read()).toEqual(['b']);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('writing', () => {
  it('stores the value as JSON, and tells subscribers only when it changed', () => {
    const { storage, store } = setup();
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.write(['a'])).toBe(true);
    expect(storage.getItem(KEY)).toBe('["a"]');
    expect(store.getSnapshot()).toEqual(['a']);
    expect(listener).toHaveBeenCalledTimes(1);
    const before = store.getSnapshot();
    expect(store.write(['a'])).toBe(false);
    expect(store.getSnapshot()).toBe(before);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('removes the key for the empty value', () => {
    const { storage, store } = setup('["a"]');
    store.write([]);
    expect(storage.data.has(KEY)).toBe(false);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('tells subscribers of a change kept beside the value', () => {
    const { store } = setup();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.notify();
    unsubscribe();
    store.notify();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('storage that fails', () => {
  it('works in memory when storage cannot be reached at all (blocked, or the prerender)', () => {
    for (const storage of [
      () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      () => null,
    ]) {
      const store = persistentStore({ key: KEY, parse: parseNames, storage, events: null });
      expect(store.getSnapshot()).toEqual([]);
      store.write(['a']);
      expect(store.read()).toEqual(['a']);
    }
  });

  it('works in memory when reading throws', () => {
    const { storage, store } = setup('["a"]');
    storage.getItem = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    expect(store.getSnapshot()).toEqual([]);
    store.write(['b']);
    expect(store.read()).toEqual(['b']);
  });

  it('keeps a value storage refused (quota) in memory, and never reads the older one back over it', () => {
    const { storage, events, store } = setup('["a"]');
    store.subscribe(() => {});
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    expect(store.write(['a', 'b'])).toBe(true);
    expect(store.getSnapshot()).toEqual(['a', 'b']);
    otherTab(events, KEY);
    expect(store.read()).toEqual(['a', 'b']);
    expect(storage.getItem(KEY)).toBe('["a"]');
  });
});

describe('other tabs', () => {
  it('follows their changes to the key while anyone listens', () => {
    const { storage, events, store } = setup('["a"]');
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const first = store.getSnapshot();
    storage.setItem(KEY, '["b"]');
    otherTab(events, 'another-key');
    expect(listener).not.toHaveBeenCalled();
    expect(store.getSnapshot()).toBe(first);
    otherTab(events, KEY);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toEqual(['b']);
    // A null key: the other tab cleared all of storage.
    storage.clear();
    otherTab(events, null);
    expect(store.getSnapshot()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    storage.setItem(KEY, '["c"]');
    otherTab(events, KEY);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('catches up on what changed while nobody listened, once subscribed', async () => {
    const { storage, store } = setup('["a"]');
    store.getSnapshot();
    storage.setItem(KEY, '["b"]');
    const listener = vi.fn();
    store.subscribe(listener);
    await Promise.resolve();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toEqual(['b']);
  });
});
