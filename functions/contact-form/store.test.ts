import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type BlobStore,
  createBlobEnquiryStore,
  createFileEnquiryStore,
  defaultEnquiryStore,
  type EnquiryRecord,
  type EnquiryStore,
} from './store.ts';
import { tempDir } from './support.test-helper.ts';

const record = (id: string, changes: Partial<EnquiryRecord> = {}): EnquiryRecord => ({
  id,
  fingerprint: 'f',
  receivedAt: 1,
  state: 'queued',
  enquiry: null,
  attempts: 0,
  refusals: 0,
  nextAttemptAt: 0,
  leaseUntil: 0,
  ...changes,
});
const ID = 'a1b2c3d4-e5f6-4789-9abc-def012345678';

/** Netlify Blobs' conditional writes, in memory: an ETag per write. */
function fakeBlobs(): BlobStore {
  const blobs = new Map<string, { data: unknown; etag: string }>();
  let writes = 0;
  return {
    async getWithMetadata(key) {
      return blobs.get(key) ?? null;
    },
    async setJSON(key, data, options = {}) {
      const current = blobs.get(key);
      if (options.onlyIfNew && current) return { modified: false };
      if (options.onlyIfMatch && current?.etag !== options.onlyIfMatch) return { modified: false };
      blobs.set(key, { data: structuredClone(data), etag: `"${++writes}"` });
      return { modified: true };
    },
    async list() {
      return { blobs: [...blobs.keys()].map((key) => ({ key })) };
    },
  };
}

let dir: Awaited<ReturnType<typeof tempDir>>;
beforeEach(async () => {
  dir = await tempDir();
});
afterEach(() => dir.remove());

describe.each([
  ['files', () => createFileEnquiryStore(dir.path)],
  ['Netlify Blobs', () => createBlobEnquiryStore(fakeBlobs())],
])('the %s store', (_, make: () => EnquiryStore) => {
  it('creates a record once', async () => {
    const store = make();
    expect(await store.create(record(ID))).toBe(true);
    expect(await store.create(record(ID, { fingerprint: 'other' }))).toBe(false);
    expect((await store.get(ID))?.record.fingerprint).toBe('f');
  });

  it('replaces only the version it read', async () => {
    const store = make();
    await store.create(record(ID));
    const read = await store.get(ID);
    if (!read) throw new Error('not stored');
    expect(await store.replace(record(ID, { attempts: 1 }), read.version)).toBe(true);
    // A second writer holding the old version loses.
    expect(await store.replace(record(ID, { attempts: 9 }), read.version)).toBe(false);
    expect((await store.get(ID))?.record.attempts).toBe(1);
  });

  it('lists every record, and gives null for an unknown id', async () => {
    const store = make();
    await store.create(record(ID));
    await store.create(record(`${ID}-2`, { state: 'spam' }));
    expect((await store.list()).map((r) => r.state).sort()).toEqual(['queued', 'spam']);
    expect(await store.get('b1b2c3d4-e5f6-4789-9abc-def012345678')).toBeNull();
  });
});

it('uses files beside the outbox without a Blobs context, and Blobs with one', async () => {
  const blobs = fakeBlobs();
  const local = defaultEnquiryStore({ OUTBOX_DIR: dir.path }, () => blobs);
  await local.create(record(ID));
  expect(await blobs.list()).toEqual({ blobs: [] });
  const hosted = defaultEnquiryStore({ OUTBOX_DIR: dir.path, NETLIFY_BLOBS_CONTEXT: 'x' }, () => blobs);
  await hosted.create(record(ID));
  expect(await blobs.list()).toEqual({ blobs: [{ key: ID }] });
});
