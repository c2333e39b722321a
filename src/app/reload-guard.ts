// A full load of a URL at most once per target (DESIGN decision 6: loops never possible).
// Used after a hash mismatch or a missing chunk, both signs of a new deploy. Ships in first-load JS.

export type ReloadStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
export type ReloadLocation = Pick<Location, 'href' | 'assign'>;
export type ReloadGuardOptions = {
  /** Where tried targets are kept across the full load; `null` when the browser blocks it. */
  storage?: ReloadStorage | null;
  location?: ReloadLocation;
};

export const RELOAD_MARK_PREFIX = 'reload-once:';

// Fallback when storage is blocked, and a second line of defence when it works.
const tried = new Set<string>();

/**
 * Does a full load of `url` unless this target was already tried; returns whether it did.
 * The mark is written before `location.assign`, so a failure on the new page cannot reload again.
 * Without storage the mark cannot survive the load, so a reload of the current URL is refused:
 * that is the only case where the new page could fail the same way straight away.
 */
export function reloadOnce(url: string, options: ReloadGuardOptions = {}): boolean {
  const { storage = defaultStorage(), location = globalThis.location } = options;
  const target = targetKey(url, location.href);
  if (target === null || tried.has(target)) return false;

  let persisted = false;
  try {
    if (storage) {
      if (storage.getItem(RELOAD_MARK_PREFIX + target) !== null) return false;
      storage.setItem(RELOAD_MARK_PREFIX + target, '1');
      persisted = true;
    }
  } catch {
    // Blocked or full storage: fall back to memory.
  }
  if (!persisted && target === targetKey(location.href, location.href)) return false;

  tried.add(target);
  location.assign(url);
  return true;
}

/** Forgets a target after it loaded successfully, so a later deploy can reload it again. */
export function clearReloadMark(url: string, options: ReloadGuardOptions = {}): void {
  const { storage = defaultStorage(), location = globalThis.location } = options;
  const target = targetKey(url, location.href);
  if (target === null) return;
  tried.delete(target);
  try {
    storage?.removeItem(RELOAD_MARK_PREFIX + target);
  } catch {
    // Blocked storage holds no mark.
  }
}

// The hash never causes a load, so `/a/#x` and `/a/` are one target.
function targetKey(url: string, base: string): string | null {
  try {
    const { origin, pathname, search } = new URL(url, base);
    return origin + pathname + search;
  } catch {
    return null;
  }
}

// Merely reading `sessionStorage` throws a SecurityError when the visitor blocks site data.
function defaultStorage(): ReloadStorage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}
