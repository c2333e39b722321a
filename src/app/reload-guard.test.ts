import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReloadStorage } from './reload-guard.ts';
import { clearReloadMark, RELOAD_MARK_PREFIX, reloadOnce } from './reload-guard.ts';

const ORIGIN = 'https://dealer.example';

function memoryStorage(): ReloadStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const blocked = (): ReloadStorage => {
  const deny = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  return { getItem: deny, setItem: deny, removeItem: deny };
};

function fakeLocation(href = `${ORIGIN}/`) {
  return { href, assign: vi.fn<(url: string | URL) => void>() };
}

// The guard also remembers targets in memory for the life of the module: forget them between tests.
const used: string[] = [];
afterEach(() => {
  for (const url of used.splice(0)) clearReloadMark(url, { storage: null, location: fakeLocation() });
});
const target = (path: string) => {
  used.push(path);
  return path;
};

describe('reloadOnce', () => {
  it('does a full load of the target, marking it before leaving', () => {
    const storage = memoryStorage();
    const location = fakeLocation();
    location.assign.mockImplementation(() => {
      expect(storage.items.get(`${RELOAD_MARK_PREFIX}${ORIGIN}/product/srx-5800/`)).toBe('1');
    });
    expect(reloadOnce(target('/product/srx-5800/'), { storage, location })).toBe(true);
    expect(location.assign).toHaveBeenCalledWith('/product/srx-5800/');
  });

  it('does not reload a target already tried, even after the page was loaded anew', async () => {
    const storage = memoryStorage();
    const url = target('/about-us/');
    expect(reloadOnce(url, { storage, location: fakeLocation() })).toBe(true);
    // The new document shares the session storage but starts with a fresh module.
    vi.resetModules();
    const fresh = await import('./reload-guard.ts');
    const afterLoad = fakeLocation(`${ORIGIN}/about-us/`);
    expect(fresh.reloadOnce(url, { storage, location: afterLoad })).toBe(false);
    expect(afterLoad.assign).not.toHaveBeenCalled();
  });

  it('treats the same address spelled another way as the same target', () => {
    const storage = memoryStorage();
    const location = fakeLocation();
    expect(reloadOnce(target(`${ORIGIN}/our-brands/`), { storage, location })).toBe(true);
    expect(reloadOnce(target('/our-brands/#orvin'), { storage, location })).toBe(false);
    expect(location.assign).toHaveBeenCalledTimes(1);
  });

  it('reloads a different target', () => {
    const storage = memoryStorage();
    const location = fakeLocation();
    expect(reloadOnce(target('/brands/'), { storage, location })).toBe(true);
    expect(reloadOnce(target('/brands/?page=2'), { storage, location })).toBe(true);
    expect(reloadOnce(target('/latest-news/'), { storage, location })).toBe(true);
    expect(location.assign.mock.calls).toEqual([['/brands/'], ['/brands/?page=2'], ['/latest-news/']]);
  });

  it('reloads at most once per target when storage is blocked', () => {
    const location = fakeLocation();
    const url = target('/testimonials/');
    expect(reloadOnce(url, { storage: blocked(), location })).toBe(true);
    expect(reloadOnce(url, { storage: blocked(), location })).toBe(false);
    expect(reloadOnce(url, { storage: null, location })).toBe(false);
    expect(location.assign).toHaveBeenCalledTimes(1);
  });

  it('refuses to reload the current address when nothing can remember it across the load', () => {
    const location = fakeLocation(`${ORIGIN}/meet-the-team/`);
    expect(reloadOnce(target('/meet-the-team/'), { storage: blocked(), location })).toBe(false);
    expect(location.assign).not.toHaveBeenCalled();
    // With storage the mark survives the load, so the current address may be reloaded once.
    expect(reloadOnce(target('/meet-the-team/'), { storage: memoryStorage(), location })).toBe(true);
  });

  it('falls back to memory when storage is full', () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    };
    const location = fakeLocation();
    expect(reloadOnce(target('/media-library/'), { storage, location })).toBe(true);
    expect(reloadOnce(target('/media-library/'), { storage, location })).toBe(false);
    expect(location.assign).toHaveBeenCalledTimes(1);
  });

  it('survives a browser that throws on merely reading sessionStorage', () => {
    const original = Object.getOwnPropertyDescriptor(globalThis, 'sessionStorage');
    Object.defineProperty(globalThis, 'sessionStorage', {
      configurable: true,
      get: () => {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
    try {
      const location = fakeLocation();
      expect(reloadOnce(target('/delivery-returns/'), { location })).toBe(true);
      expect(reloadOnce(target('/delivery-returns/'), { location })).toBe(false);
      expect(location.assign).toHaveBeenCalledTimes(1);
    } finally {
      if (original) Object.defineProperty(globalThis, 'sessionStorage', original);
      else Reflect.deleteProperty(globalThis, 'sessionStorage');
    }
  });

  it('does not reload an address it cannot parse', () => {
    const location = fakeLocation();
    expect(reloadOnce('http://[', { storage: memoryStorage(), location })).toBe(false);
    expect(location.assign).not.toHaveBeenCalled();
  });
});

describe('clearReloadMark', () => {
  it('lets a target that loaded successfully be reloaded by a later deploy', () => {
    const storage = memoryStorage();
    const location = fakeLocation();
    const url = target('/parts-promotions/');
    expect(reloadOnce(url, { storage, location })).toBe(true);
    clearReloadMark(url, { storage, location });
    expect(storage.items.size).toBe(0);
    expect(reloadOnce(url, { storage, location })).toBe(true);
    expect(location.assign).toHaveBeenCalledTimes(2);
  });

  it('works with blocked storage', () => {
    const location = fakeLocation();
    const url = target('/privacy-policy/');
    expect(reloadOnce(url, { storage: blocked(), location })).toBe(true);
    expect(() => clearReloadMark(url, { storage: blocked(), location })).not.toThrow();
    expect(reloadOnce(url, { storage: blocked(), location })).toBe(true);
  });
});
