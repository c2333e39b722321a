// The visitor's cookie choice (docs/privacy.md): which optional purposes they allowed, kept in
// localStorage under a versioned key so it survives reloads and other tabs follow it. Ships in the
// first-load JS of every page: no dependencies beyond React, and small.
import { useSyncExternalStore } from 'react';
import { persistentStore, readJson, type StorageOptions } from './persistent-store.ts';

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

export interface ConsentStoreOptions extends StorageOptions {
  now?: () => number;
}

/** The stored choice, or null when it is missing, damaged, from the future or older than the limit. */
export function readChoice(text: string | null, now: number): ConsentChoice | null {
  const value = readJson(text);
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
  const now = options.now ?? Date.now;
  // Storage blocked or full: the choice holds for this page, and the banner asks on the next.
  const stored = persistentStore({
    ...options,
    key: options.key ?? CONSENT_STORAGE_KEY,
    parse: (text) => readChoice(text, now()),
  });
  let reviewing = false;
  let snapshot: ConsentSnapshot | undefined;

  function setReviewing(next: boolean) {
    if (next === reviewing) return;
    reviewing = next;
    stored.notify();
  }

  return {
    getSnapshot() {
      const choice = stored.getSnapshot();
      if (snapshot?.choice !== choice || snapshot.reviewing !== reviewing) {
        snapshot = Object.freeze({ ready: true, choice, reviewing });
      }
      return snapshot;
    },
    getServerSnapshot: () => SERVER_SNAPSHOT,
    subscribe: stored.subscribe,
    choose({ analytics, media }) {
      const ended = reviewing;
      reviewing = false;
      // One notice for both changes, and one for a review ended on the choice it opened with.
      if (!stored.write({ analytics, media, decidedAt: new Date(now()).toISOString() }) && ended) {
        stored.notify();
      }
    },
    review: () => setReviewing(true),
    endReview: () => setReviewing(false),
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
