// Every accepted enquiry is written here before the visitor is answered, then forwarded to the
// dealer (delivery.ts): no relay failure can lose one. On the host the store is Netlify Blobs,
// read and written with strong consistency; elsewhere (the local server, tests) one JSON file per
// enquiry under `<OUTBOX_DIR>/.enquiries/`. Both give a create that fails when the id exists, and
// a replace that fails when the record changed since it was read, which delivery.ts builds its
// lease on: two delivery passes never send one enquiry at once.
import { randomUUID } from 'node:crypto';
import { link, mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { getStore } from '@netlify/blobs';
import type { Enquiry } from '../../src/content/schemas/enquiry.ts';

/** `queued`: to be mailed. `sent`: the relay accepted it. `parked`: refused too often. `spam`: a trap's catch. */
export type EnquiryState = 'queued' | 'sent' | 'parked' | 'spam';

export interface EnquiryRecord {
  /** The request's Idempotency-Key, or a random id: also the mail's Message-ID. */
  id: string;
  /** A hash of the request's JSON: a key reused for another enquiry is refused. */
  fingerprint: string;
  receivedAt: number;
  /** The site's address as the visitor used it: the machines' links when SITE_URL is not set. */
  origin?: string;
  state: EnquiryState;
  /** The validated enquiry; null for spam, which keeps its `body` as it came. */
  enquiry: Enquiry | null;
  body?: Record<string, unknown>;
  spamReason?: string;
  /** Tries so far, and how many of them the relay refused for good. */
  attempts: number;
  refusals: number;
  /** No try before this time (the backoff), and none while another holds the lease. */
  nextAttemptAt: number;
  leaseUntil: number;
  lastError?: string;
  sentAt?: number;
}

export interface StoredRecord {
  record: EnquiryRecord;
  /** Changes with every write: a replace names the version it read. */
  version: string;
}

export interface EnquiryStore {
  /** Writes a new record; false when one with its id exists. */
  create(record: EnquiryRecord): Promise<boolean>;
  get(id: string): Promise<StoredRecord | null>;
  /** Replaces the record if it is still at `version`; false when it has changed. */
  replace(record: EnquiryRecord, version: string): Promise<boolean>;
  list(): Promise<EnquiryRecord[]>;
}

const ID_PATTERN = /^[A-Za-z0-9_-]{16,100}$/;

function isRecord(value: unknown): value is EnquiryRecord {
  return (
    typeof value === 'object' &&
    value !== null &&
    'id' in value &&
    typeof value.id === 'string' &&
    'state' in value &&
    typeof value.state === 'string'
  );
}

/** A lock older than this belongs to a process that died between two file operations. */
const STALE_LOCK_MS = 10_000;

/**
 * One file per enquiry. A create links a complete temporary file to its name, which fails if the
 * name exists; a replace holds `<id>.lock` (an exclusive create) while it compares and renames.
 */
export function createFileEnquiryStore(dir: string): EnquiryStore {
  const folder = resolve(dir);
  const fileOf = (id: string) => join(folder, `${id}.json`);

  async function writeTemp(record: EnquiryRecord): Promise<string> {
    await mkdir(folder, { recursive: true });
    const temp = join(folder, `.${record.id}.${randomUUID()}.tmp`);
    const handle = await open(temp, 'wx');
    try {
      await handle.writeFile(JSON.stringify(record));
      // On disk before it is answered for: a crash after the answer must not lose it.
      await handle.sync();
    } finally {
      await handle.close();
    }
    return temp;
  }

  async function read(id: string): Promise<StoredRecord | null> {
    let text: string;
    try {
      text = await readFile(fileOf(id), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    const parsed: unknown = JSON.parse(text);
    if (!isRecord(parsed)) throw new Error(`enquiry file ${id} is not a record`);
    // The whole text is the version: any write changes it (every write moves `nextAttemptAt`,
    // `leaseUntil`, `state` or `attempts`).
    return { record: parsed, version: text };
  }

  async function lock(id: string): Promise<(() => Promise<void>) | null> {
    const path = join(folder, `${id}.lock`);
    for (let tries = 0; tries < 2; tries++) {
      try {
        await (await open(path, 'wx')).close();
        return () => rm(path, { force: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const age = Date.now() - (await stat(path).catch(() => ({ mtimeMs: Date.now() }))).mtimeMs;
        if (age < STALE_LOCK_MS) return null;
        await rm(path, { force: true });
      }
    }
    return null;
  }

  return {
    async create(record) {
      const temp = await writeTemp(record);
      try {
        await link(temp, fileOf(record.id));
        return true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
        throw error;
      } finally {
        await rm(temp, { force: true });
      }
    },
    get: read,
    async replace(record, version) {
      const unlock = await lock(record.id);
      if (!unlock) return false;
      try {
        const current = await read(record.id);
        if (current?.version !== version) return false;
        await rename(await writeTemp(record), fileOf(record.id));
        return true;
      } finally {
        await unlock();
      }
    },
    async list() {
      let names: string[];
      try {
        names = await readdir(folder);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
      const ids = names.filter((name) => name.endsWith('.json')).map((name) => name.slice(0, -5));
      const found = await Promise.all(ids.filter((id) => ID_PATTERN.test(id)).map(read));
      return found.flatMap((entry) => (entry ? [entry.record] : []));
    },
  };
}

/** The part of a Netlify Blobs store this one uses (the real one, or a fake in tests). */
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
  list(): Promise<{ blobs: { key: string }[] }>;
}

export const BLOB_STORE_NAME = 'enquiries';

/** The deployed site's Blobs store, strongly consistent: every read sees the last write. */
export function netlifyBlobStore(): BlobStore {
  return getStore({ name: BLOB_STORE_NAME, consistency: 'strong' }) as unknown as BlobStore;
}

/** Netlify Blobs: `onlyIfNew` is the create, `onlyIfMatch` with the ETag read is the replace. */
export function createBlobEnquiryStore(store: BlobStore): EnquiryStore {
  async function get(id: string): Promise<StoredRecord | null> {
    const entry = await store.getWithMetadata(id, { type: 'json' });
    if (!entry || !isRecord(entry.data) || !entry.etag) return null;
    return { record: entry.data, version: entry.etag };
  }
  return {
    async create(record) {
      return (await store.setJSON(record.id, record, { onlyIfNew: true })).modified;
    },
    get,
    async replace(record, version) {
      return (await store.setJSON(record.id, record, { onlyIfMatch: version })).modified;
    },
    async list() {
      const { blobs } = await store.list();
      const found = await Promise.all(blobs.map((blob) => get(blob.key)));
      return found.flatMap((entry) => (entry ? [entry.record] : []));
    },
  };
}

/**
 * Netlify Blobs where the platform provides its context; else files beside the local outbox.
 * Chosen, and the Blobs store opened, on every use: Netlify hands a function its Blobs context
 * with each request, so a store chosen as the module loads would find none.
 */
export function defaultEnquiryStore(
  env: Readonly<Record<string, string | undefined>>,
  openBlobStore: () => BlobStore = netlifyBlobStore,
): EnquiryStore {
  const files = createFileEnquiryStore(enquiryDir(env));
  const current = (): EnquiryStore =>
    env.NETLIFY_BLOBS_CONTEXT || globalThis.netlifyBlobsContext
      ? createBlobEnquiryStore(openBlobStore())
      : files;
  return {
    create: (record) => current().create(record),
    get: (id) => current().get(id),
    replace: (record, version) => current().replace(record, version),
    list: () => current().list(),
  };
}

/** Where the local store keeps its files. */
export function enquiryDir(env: Readonly<Record<string, string | undefined>>): string {
  return join(env.OUTBOX_DIR?.trim() || 'outbox', '.enquiries');
}

/** A new id for an enquiry sent without an Idempotency-Key. */
export const newEnquiryId = (): string => randomUUID();
