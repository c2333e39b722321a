// The enquiry outbox (docs/offline.md "The enquiry outbox"): an enquiry that could not be sent for
// want of a connection waits here, in IndexedDB, until it goes. Both the page and the offline
// worker (Background Sync) send from it; a lock keeps them from sending the same enquiry at once,
// and the idempotency key it was given when the visitor pressed Send makes the function mail it
// once whatever happens. Runs in pages and in the worker: browser APIs common to both only.
import { createStore, del, set, type UseStore, values } from 'idb-keyval';
import type { EnquiryRequest } from '../../content/schemas/enquiry.ts';
import { CONTACT_FORM_PATH } from '../../lib/constants.ts';
import { readAnswer } from './send.ts';

export interface QueuedEnquiry {
  /** The idempotency key, made when the visitor pressed Send; also the entry's key here. */
  key: string;
  body: EnquiryRequest;
  /** When it was queued, ms since the epoch: the outbox sends oldest first. */
  queuedAt: number;
  /** waiting: to be sent; sent: gone, the visitor not yet told; refused: the function said no. */
  status: 'waiting' | 'sent' | 'refused';
  /** For a refused enquiry: the function's sentence. */
  error?: string;
}

/** What the outbox says to every page of the site (and the page to itself) as enquiries move. */
export type OutboxMessage = { type: 'queued' | 'sent' | 'refused'; key: string };

export interface OutboxStore {
  all(): Promise<QueuedEnquiry[]>;
  put(entry: QueuedEnquiry): Promise<void>;
  remove(key: string): Promise<void>;
}

/** The Background Sync tag, the BroadcastChannel and the Web Lock, all of one name. */
export const OUTBOX_NAME = 'enquiry-outbox';
export const QUEUED_TEXT =
  "You're offline. Your enquiry is saved on this device and will be sent when the signal returns.";
export const SENT_LATER_TEXT = 'Your saved enquiry has been sent. Thank you! We will be in touch soon.';
/** Past this the request is abandoned and tried again later (the function gives its relay 8 s). */
export const FLUSH_TIMEOUT_MS = 30_000;

let idb: UseStore | null = null;

/** The IndexedDB store `enquiry-outbox`/`enquiries`; rejects where IndexedDB is unavailable. */
export function idbOutbox(): OutboxStore {
  const store = () => {
    idb ??= createStore(OUTBOX_NAME, 'enquiries');
    return idb;
  };
  return {
    async all() {
      const entries = await values<QueuedEnquiry>(store());
      return entries.sort((a, b) => a.queuedAt - b.queuedAt);
    },
    put: (entry) => set(entry.key, entry, store()),
    remove: (key) => del(key, store()),
  };
}

/** A fresh idempotency key: a UUID (or 32 random hex digits where randomUUID is missing). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

export function broadcast(message: OutboxMessage): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(OUTBOX_NAME);
  channel.postMessage(message);
  channel.close();
}

/** Calls `listener` for every outbox message from this page, other pages and the worker. */
export function listenToOutbox(listener: (message: OutboxMessage) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(OUTBOX_NAME);
  channel.onmessage = (event: MessageEvent<OutboxMessage>) => listener(event.data);
  return () => channel.close();
}

/** Keeps an enquiry until it can go. Resolves false when it could not be stored. */
export async function queueEnquiry(
  entry: Pick<QueuedEnquiry, 'key' | 'body'>,
  { store = idbOutbox(), now = Date.now() }: { store?: OutboxStore; now?: number } = {},
): Promise<boolean> {
  try {
    await store.put({ ...entry, queuedAt: now, status: 'waiting' });
  } catch {
    return false;
  }
  broadcast({ type: 'queued', key: entry.key });
  askForBackgroundSync();
  return true;
}

/**
 * Asks the browser to wake the offline worker when the signal returns (Background Sync), so the
 * enquiry goes even if the site is closed by then. Where there is no such thing (Firefox, Safari)
 * the next `online` event or visit sends it.
 */
function askForBackgroundSync() {
  const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!container?.controller) return;
  container.ready
    .then((registration) => {
      const sync = (
        registration as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }
      ).sync;
      return sync?.register(OUTBOX_NAME);
    })
    .catch(() => {
      // Refused (a permission, a setting): the online event and the next visit still send it.
    });
}

export type PostOutcome = { type: 'sent' } | { type: 'retry' } | { type: 'refused'; message: string };

/** One try at sending a queued enquiry, with its idempotency key. */
export async function postQueued(entry: QueuedEnquiry, doFetch: typeof fetch = fetch): Promise<PostOutcome> {
  let response: Response;
  try {
    response = await doFetch(CONTACT_FORM_PATH, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        'Idempotency-Key': entry.key,
      },
      body: JSON.stringify(entry.body),
      credentials: 'same-origin',
      signal: AbortSignal.timeout(FLUSH_TIMEOUT_MS),
    });
  } catch {
    return { type: 'retry' };
  }
  let answer: unknown;
  try {
    answer = await response.json();
  } catch {
    // A portal's or a proxy's page, not the function: try again later.
    return { type: 'retry' };
  }
  const result = readAnswer(response.status, answer);
  if (result.ok) return { type: 'sent' };
  // Busy, rate-limited or down: later. A refusal of the enquiry itself will not change by waiting.
  const later = response.status === 408 || response.status === 409 || response.status === 429;
  if (later || response.status >= 500 || response.status < 400) return { type: 'retry' };
  return { type: 'refused', message: result.message };
}

/** Runs `task` holding the outbox's Web Lock where there is one, so one context sends at a time. */
function exclusive<T>(task: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as { locks?: LockManager } | undefined)?.locks;
  return locks ? locks.request(OUTBOX_NAME, task) : task();
}

export interface FlushOptions {
  store?: OutboxStore;
  post?: (entry: QueuedEnquiry) => Promise<PostOutcome>;
}

/**
 * Sends every waiting enquiry, oldest first, and stops at the first that must wait (no signal
 * yet). Resolves with how many are still waiting.
 */
export function flushOutbox({ store = idbOutbox(), post = postQueued }: FlushOptions = {}): Promise<number> {
  return exclusive(async () => {
    const waiting = (await store.all()).filter((entry) => entry.status === 'waiting');
    for (const [index, entry] of waiting.entries()) {
      const outcome = await post(entry);
      if (outcome.type === 'retry') return waiting.length - index;
      if (outcome.type === 'sent') {
        await store.put({ ...entry, status: 'sent' });
        broadcast({ type: 'sent', key: entry.key });
      } else {
        await store.put({ ...entry, status: 'refused', error: outcome.message });
        broadcast({ type: 'refused', key: entry.key });
      }
    }
    return 0;
  });
}
