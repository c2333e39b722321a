// The visitor's cookie choice (docs/privacy.md): which optional purposes they allowed, kept in
// localStorage under a versioned key so it survives reloads and other tabs follow it. Ships in the
// first-load JS of every page: no dependencies beyond React, and small.
import { useSyncExternalStore } from 'react';
import { browserStorage } from '../../app/browser-storage.ts';

/** The storage key; a new version (new purposes, new wording) asks every visitor afresh. */
export const CONSENT_STORAGE_KEY = 'cookie-consent:v1';
/** A choice is asked again after a year, so it stays the visitor's current wish. */
export const CONSENT_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

/** The optional purposes, each allowed or not. Everything else the site stores is needed to work. */
export interface ConsentPurposes {
  /**
   * Google Analytics page views (cookies `_ga`, `_ga_<id>`). Null when the visitor was not asked:
   * the site had no analytics when they chose, so adding it later asks them again.
   */
  analytics: boolean | null;
  /** Videos and maps from other sites (YouTube, OpenStreetMap), which may store data of their own. */
  media: boolean;
}

export interface ConsentChoice extends ConsentPurposes {
  /** When the visitor chose (ISO 8601). */
  decidedAt: string;
}

export interface ConsentSnapshot {
  /**
   * False on the server and in the hydrating render, which must match the prerendered HTML:
   * until the choice is read, nothing optional loads and no banner shows.
   */
  ready: boolean;
  /** Null when the visitor has not chosen, or the choice lapsed or could not be read. */
  choice: ConsentChoice | null;
  /** The visitor asked to review their choice ("Cookie settings"). */
  reviewing: boolean;
}

export interface ConsentStore {
  getSnapshot(): ConsentSnapshot;
  getServerSnapshot(): ConsentSnapshot;
  subscribe(listener: () => void): () => void;
  /** Records a choice now; it applies at once and is remembered when storage allows. */
  choose(purposes: ConsentPurposes): void;
  /** Opens the choice again (the footer's "Cookie settings"). */
  review(): void;
  /** Closes a review without changing the choice. */
  endReview(): void;
}

export interface ConsentStoreOptions {
  /** Where the choice is kept; null, or a getter that throws, means for this page only. */
  storage?: () => Storage | null;
  /** Where other tabs' `storage` events arrive (the window). */
  events?: EventTarget | null;
  key?: string;
  now?: () => number;
}

/** The stored choice, or null when it is missing, damaged, from the future or older than the limit. */
export function readChoice(text: string | null, now: number): ConsentChoice | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const { analytics, media, decidedAt } = value as Record<string, unknown>;
  if (typeof media !== 'boolean' || !(analytics === null || typeof analytics === 'boolean')) return null;
  if (typeof decidedAt !== 'string') return null;
  const at = Date.parse(decidedAt);
  // A clock set back a little is forgiven; a date far ahead is damage.
  if (Number.isNaN(at) || at > now + 24 * 60 * 60 * 1000 || now - at > CONSENT_MAX_AGE_MS) return null;
  return { analytics, media, decidedAt };
}

/** Whether the banner must ask: no choice yet, or analytics is offered and was never asked about. */
export function needsChoice(choice: ConsentChoice | null, analyticsOffered: boolean): boolean {
  return choice === null || (analyticsOffered && choice.analytics === null);
}

const SERVER_SNAPSHOT: ConsentSnapshot = Object.freeze({ ready: false, choice: null, reviewing: false });

export function createConsentStore(options: ConsentStoreOptions = {}): ConsentStore {
  const key = options.key ?? CONSENT_STORAGE_KEY;
  const getStorage = options.storage ?? browserStorage;
  const events =
    options.events === undefined ? (typeof window === 'undefined' ? null : window) : options.events;
  const now = options.now ?? Date.now;
  const listeners = new Set<() => void>();
  let snapshot: ConsentSnapshot | null = null;
  /** The choice made on this page when storage refused it; storage is not read again after that. */
  let memory: ConsentChoice | null = null;
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

  function readStored(): ConsentChoice | null {
    const store = storage();
    if (!store) return memory;
    try {
      return readChoice(store.getItem(key), now());
    } catch {
      storageUsable = false;
      return memory;
    }
  }

  /** Publishes a new snapshot when something changed; true if it did. */
  function publish(choice: ConsentChoice | null, reviewing: boolean): boolean {
    const same =
      snapshot?.reviewing === reviewing &&
      snapshot.choice?.analytics === choice?.analytics &&
      snapshot.choice?.media === choice?.media &&
      snapshot.choice?.decidedAt === choice?.decidedAt;
    if (same) return false;
    snapshot = Object.freeze({ ready: true, choice: choice && Object.freeze(choice), reviewing });
    return true;
  }

  function notify() {
    for (const listener of [...listeners]) listener();
  }

  function onStorage(event: Event) {
    const { key: changed } = event as StorageEvent;
    // A null key means another tab cleared all of storage.
    if (changed !== null && changed !== key) return;
    if (publish(readStored(), snapshot?.reviewing ?? false)) notify();
  }

  return {
    getSnapshot() {
      if (!snapshot) publish(readStored(), false);
      return snapshot as ConsentSnapshot;
    },
    getServerSnapshot() {
      return SERVER_SNAPSHOT;
    },
    subscribe(listener) {
      if (listeners.size === 0) events?.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) events?.removeEventListener('storage', onStorage);
      };
    },
    choose({ analytics, media }) {
      const choice: ConsentChoice = { analytics, media, decidedAt: new Date(now()).toISOString() };
      const store = storage();
      try {
        store?.setItem(key, JSON.stringify(choice));
      } catch {
        // Quota or private mode: the choice holds for this page, and the banner asks on the next.
        storageUsable = false;
      }
      if (!storageUsable || !store) memory = choice;
      if (publish(choice, false)) notify();
    },
    review() {
      if (publish(snapshot?.choice ?? readStored(), true)) notify();
    },
    endReview() {
      if (publish(snapshot?.choice ?? readStored(), false)) notify();
    },
  };
}

/** The visitor's choice, one per page. */
export const consentStore: ConsentStore = createConsentStore();

/** The choice for a component: not `ready` on the server and while hydrating, so both match the HTML. */
export function useConsent(store: ConsentStore = consentStore): ConsentSnapshot {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
}

/** Whether videos and maps from other sites may load without being asked for one by one. */
export function useMediaConsent(store: ConsentStore = consentStore): boolean {
  return useConsent(store).choice?.media === true;
}
