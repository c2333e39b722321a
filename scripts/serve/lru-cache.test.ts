import { describe, expect, it } from 'vitest';
import { LruCache } from './lru-cache.ts';

describe('LruCache', () => {
  it('drops the least recently used entry when over the entry limit', () => {
    const cache = new LruCache<string>({ maxEntries: 2 });
    cache.set('a', 'A');
    cache.set('b', 'B');
    expect(cache.get('a')).toBe('A');
    cache.set('c', 'C');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('A');
    expect(cache.get('c')).toBe('C');
  });

  it('keeps the total size under its limit and refuses an entry larger than the limit', () => {
    const cache = new LruCache<string>({ maxEntries: 10, maxSize: 10 });
    cache.set('a', 'A', 6);
    cache.set('b', 'B', 4);
    cache.set('c', 'C', 3);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe('B');
    cache.set('huge', 'H', 11);
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('c')).toBe('C');
  });

  it('replaces a value under the same key without counting it twice', () => {
    const cache = new LruCache<string>({ maxEntries: 10, maxSize: 10 });
    cache.set('a', 'first', 8);
    cache.set('a', 'second', 8);
    expect(cache.get('a')).toBe('second');
  });
});
