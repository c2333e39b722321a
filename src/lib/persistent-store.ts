// One value kept in localStorage under one key, for the stores that outlive a page (the cookie
// choice, the enquiry basket): shaped for React's useSyncExternalStore and followed across tabs.
// Storage is outside the site's control: absent in the prerender, blocked (merely reading
// `window.localStorage` throws), full, or holding anything at all. Ships in every page's first-load
// JS: keep it small.

/** Past this many characters the stored text is not something the site wrote. */
const MAX_STORED_CHARS = 256 * 1024;

/** The JSON in stored text; undefined when there is none, or it is damaged or too long to be ours. */
export function readJson(text: string | null): unknown {
  try {
    return text !== null && text.length <= MAX_STORED_CHARS ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

export interface StorageOptions {
  /** Where the value is kept (localStorage); null, or a getter that throws, means in memory for this page. */
  storage?: () => Storage | null;
  /** Where other tabs' `storage` events arrive (the window). */
  events?: EventTarget | null;
  /** Another key than the store's own (a test keeps its stores apart). */
  key?: string;
}

export interface PersistentStoreOptions<T> extends StorageOptions {
  key: string;
  /** The value in the stored text (null: nothing stored). Built on `readJson`, so damage gives a fallback, never a throw. */
  parse: (text: string | null) => T;
}

export interface PersistentStore<T> {
  subscribe(listener: () => void): () => void;
  /** The value, read from storage the first time only; the same (frozen) object until it changes. */
  getSnapshot(): T;
  /** Reads storage again, for a change made in another tab while nobody listened for its event. */
  read(): T;
  /** Stores and publishes the value; the empty one (`parse(null)`) removes the key. True if it changed. */
  write(value: T): boolean;
  /** Tells subscribers of a change in what the caller keeps beside the value. */
  notify(): void;
}

export function persistentStore<T>({
  key,
  parse,
  storage: getStorage = () => window.localStorage,
  // Undefined in the prerender.
  events = globalThis.window,
}: PersistentStoreOptions<T>): PersistentStore<T> {
  const listeners = new Set<() => void>();
  const empty = JSON.stringify(parse(null));
  // Undefined until first used; null once it is missing or has failed.
  let storage: Storage | null | undefined;
  let value: T;
  // The value as JSON: a read that finds equal data keeps the same object, as React requires.
  let json: string | undefined;

  // One failure (blocked, private mode, quota) and storage is left alone for the page's life: memory
  // then holds what the visitor did since, which reading the older stored data back would undo.
  function use<R>(task: (storage: Storage) => R): R | undefined {
    try {
      if (storage === undefined) storage = getStorage();
      return storage ? task(storage) : undefined;
    } catch {
      storage = null;
    }
  }

  function notify() {
    for (const listener of [...listeners]) listener();
  }

  function publish(next: T, tell: boolean, nextJson = JSON.stringify(next)): boolean {
    if (nextJson === json) return false;
    json = nextJson;
    value = Object.freeze(next);
    if (tell) notify();
    return true;
  }

  function read(): T {
    const text = use((storage) => storage.getItem(key));
    // The first read tells no one: nobody has seen a value to be told it changed.
    if (text !== undefined || json === undefined) publish(parse(text ?? null), json !== undefined);
    return value;
  }

  function onStorage(event: Event) {
    const changed = (event as StorageEvent).key;
    // A null key: another tab cleared all of storage.
    if (changed === null || changed === key) read();
  }

  return {
    subscribe(listener) {
      if (listeners.size === 0) {
        events?.addEventListener('storage', onStorage);
        // Unheard, other tabs' changes went unseen: catch up once the caller is subscribed.
        queueMicrotask(read);
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) events?.removeEventListener('storage', onStorage);
      };
    },
    getSnapshot: () => (json === undefined ? read() : value),
    read,
    write(next) {
      const nextJson = JSON.stringify(next);
      use((storage) => (nextJson === empty ? storage.removeItem(key) : storage.setItem(key, nextJson)));
      return publish(next, true, nextJson);
    },
    notify,
  };
}
