// The record of enquiries already mailed, by the idempotency key the browser gives each enquiry
// (the `Idempotency-Key` header), so a retried enquiry (the offline outbox sending again after a
// lost answer, two tabs flushing at once) never becomes a second mail. On Netlify the record is a
// Netlify Blobs store, read and written with strong consistency; elsewhere (the local server,
// tests) one file per key beside the outbox. docs/offline.md "Exactly once" says what holds where.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { getStore } from '@netlify/blobs';

/** What a request may do with its key: mail it, answer as already sent, or come back later. */
export type Claim = 'claimed' | 'sent' | 'busy';

export interface IdempotencyStore {
  /** Takes `key` for one delivery, atomically: only one request at a time gets 'claimed'. */
  claim(key: string, now: number): Promise<Claim>;
  /** Whether `key` has been mailed (a cheap look before anything else is done). */
  isSent(key: string): Promise<boolean>;
  /** The mail went: later requests with `key` are answered as sent and mail nothing. */
  markSent(key: string, now: number): Promise<void>;
  /** The delivery failed: `key` may be tried again. */
  release(key: string): Promise<void>;
}

interface KeyRecord {
  state: 'sending' | 'sent';
  /** When the state was set, ms since the epoch. */
  at: number;
}

/** The header the browser's outbox sends; the IETF draft "The Idempotency-Key HTTP Header Field". */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** A key is what `crypto.randomUUID()` gives, or any 16 to 100 URL-safe characters. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{16,100}$/;

/**
 * A claim older than this belongs to a request that died mid-delivery (the function's time limit
 * is 10 s on Netlify, 30 s locally): it may be taken over.
 */
export const STALE_CLAIM_MS = 60_000;

/** The request's key when it carries a well-formed one; null otherwise (no key: no record). */
export function idempotencyKey(req: Request): string | null {
  const value = req.headers.get(IDEMPOTENCY_HEADER)?.trim() ?? '';
  return KEY_PATTERN.test(value) ? value : null;
}

function isRecord(value: unknown): value is KeyRecord {
  return (
    typeof value === 'object' &&
    value !== null &&
    'state' in value &&
    (value.state === 'sending' || value.state === 'sent') &&
    'at' in value &&
    typeof value.at === 'number'
  );
}

/** In memory, for one process: tests, and a fallback that still stops a retry within an instance. */
export function createMemoryIdempotencyStore(): IdempotencyStore {
  const records = new Map<string, KeyRecord>();
  return {
    async claim(key, now) {
      const record = records.get(key);
      if (record?.state === 'sent') return 'sent';
      if (record && now - record.at < STALE_CLAIM_MS) return 'busy';
      records.set(key, { state: 'sending', at: now });
      return 'claimed';
    },
    async isSent(key) {
      return records.get(key)?.state === 'sent';
    },
    async markSent(key, now) {
      records.set(key, { state: 'sent', at: now });
    },
    async release(key) {
      records.delete(key);
    },
  };
}

/**
 * One file per key in `dir`, for the local server: it survives a restart, and the exclusive
 * create (`wx`) makes the claim atomic between requests and processes on one machine.
 */
export function createFileIdempotencyStore(dir: string): IdempotencyStore {
  const folder = resolve(dir);
  const fileOf = (key: string) => join(folder, `${key}.json`);
  async function read(key: string): Promise<KeyRecord | null> {
    try {
      const parsed: unknown = JSON.parse(await readFile(fileOf(key), 'utf8'));
      return isRecord(parsed) ? parsed : null;
    } catch {
      return null;
    }
  }
  async function create(key: string, record: KeyRecord): Promise<boolean> {
    await mkdir(folder, { recursive: true });
    try {
      await writeFile(fileOf(key), JSON.stringify(record), { flag: 'wx' });
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw error;
    }
  }
  return {
    async claim(key, now) {
      if (await create(key, { state: 'sending', at: now })) return 'claimed';
      const record = await read(key);
      if (record?.state === 'sent') return 'sent';
      if (record && now - record.at < STALE_CLAIM_MS) return 'busy';
      // A dead claim (or a damaged file): remove it and race for it once more.
      await rm(fileOf(key), { force: true });
      return (await create(key, { state: 'sending', at: now })) ? 'claimed' : 'busy';
    },
    async isSent(key) {
      return (await read(key))?.state === 'sent';
    },
    async markSent(key, now) {
      await writeFile(fileOf(key), JSON.stringify({ state: 'sent', at: now } satisfies KeyRecord));
    },
    async release(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}

/** The part of a Netlify Blobs store this record uses (the real one, or a fake in tests). */
export interface BlobStore {
  getWithMetadata(
    key: string,
    options: { type: 'json' },
  ): Promise<{ data: unknown; etag?: string | undefined } | null>;
  setJSON(
    key: string,
    data: unknown,
    options?: { onlyIfNew?: boolean; onlyIfMatch?: string },
  ): Promise<{ modified: boolean }>;
  delete(key: string): Promise<void>;
}

/** The Blobs store of the deployed site, strongly consistent: every read sees the last write. */
export function netlifyBlobStore(): BlobStore {
  return getStore({ name: 'enquiry-idempotency', consistency: 'strong' }) as unknown as BlobStore;
}

/**
 * Netlify Blobs: a conditional create (`onlyIfNew`) is the claim, and a conditional replace
 * (`onlyIfMatch` with the ETag read) takes over a dead claim, so two instances never both mail.
 */
export function createBlobIdempotencyStore(store: BlobStore): IdempotencyStore {
  async function read(key: string) {
    const entry = await store.getWithMetadata(key, { type: 'json' });
    return entry && isRecord(entry.data) ? { record: entry.data, etag: entry.etag } : null;
  }
  return {
    async claim(key, now) {
      const fresh: KeyRecord = { state: 'sending', at: now };
      if ((await store.setJSON(key, fresh, { onlyIfNew: true })).modified) return 'claimed';
      const found = await read(key);
      if (found?.record.state === 'sent') return 'sent';
      if (found && now - found.record.at < STALE_CLAIM_MS) return 'busy';
      const taken = found?.etag
        ? await store.setJSON(key, fresh, { onlyIfMatch: found.etag })
        : await store.setJSON(key, fresh, { onlyIfNew: true });
      return taken.modified ? 'claimed' : 'busy';
    },
    async isSent(key) {
      return (await read(key))?.record.state === 'sent';
    },
    async markSent(key, now) {
      await store.setJSON(key, { state: 'sent', at: now } satisfies KeyRecord);
    },
    async release(key) {
      await store.delete(key);
    },
  };
}

/**
 * Netlify Blobs where the platform provides its context; else files beside the local outbox.
 * Chosen, and the Blobs store opened, on every use rather than once: Netlify hands a function its
 * Blobs context with each request, so a store chosen as the module loads found none and fell back
 * to files on the host's read-only disk (every enquiry with a key answered 503), and one opened
 * once would keep its first request's token.
 */
export function defaultIdempotencyStore(
  env: Readonly<Record<string, string | undefined>>,
  openBlobStore: () => BlobStore = netlifyBlobStore,
): IdempotencyStore {
  const files = createFileIdempotencyStore(join(env.OUTBOX_DIR?.trim() || 'outbox', '.idempotency'));
  const current = (): IdempotencyStore =>
    env.NETLIFY_BLOBS_CONTEXT || globalThis.netlifyBlobsContext
      ? createBlobIdempotencyStore(openBlobStore())
      : files;
  return {
    claim: (key, now) => current().claim(key, now),
    isSent: (key) => current().isSent(key),
    markSent: (key, now) => current().markSent(key, now),
    release: (key) => current().release(key),
  };
}
