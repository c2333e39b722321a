// The record of enquiries already mailed: each store claims a key once, answers a sent key as
// sent, lets a failed delivery be tried again, and lets a dead claim be taken over. And the
// handler with a real SMTP server: one key, one mail, however often it is sent.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createContactFormHandler } from './handler.ts';
import {
  type BlobStore,
  createBlobIdempotencyStore,
  createFileIdempotencyStore,
  createMemoryIdempotencyStore,
  defaultIdempotencyStore,
  IDEMPOTENCY_HEADER,
  type IdempotencyStore,
  idempotencyKey,
  STALE_CLAIM_MS,
} from './idempotency.ts';
import { unlimited } from './rate-limit.ts';
import { MESSAGES } from './respond.ts';
import {
  closedPort,
  NOW,
  post,
  recordingLogger,
  startSmtpServer,
  type TestSmtpServer,
  tempDir,
  validBody,
} from './support.test-helper.ts';

const KEY = '0f8e3c2a-5b7d-4e19-9a6c-1d2e3f4a5b6c';

/** An in-memory stand-in for Netlify Blobs with its conditional writes and ETags. */
function fakeBlobs(): BlobStore {
  const entries = new Map<string, { data: unknown; etag: string }>();
  let version = 0;
  return {
    async getWithMetadata(key) {
      return entries.get(key) ?? null;
    },
    async setJSON(key, data, options = {}) {
      const current = entries.get(key);
      if (options.onlyIfNew && current) return { modified: false };
      if (options.onlyIfMatch !== undefined && current?.etag !== options.onlyIfMatch)
        return { modified: false };
      version += 1;
      entries.set(key, { data: structuredClone(data), etag: `"${version}"` });
      return { modified: true };
    },
    async delete(key) {
      entries.delete(key);
    },
  };
}

const folders: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const remove of folders.splice(0)) await remove();
});

const stores: Record<string, () => Promise<IdempotencyStore>> = {
  memory: async () => createMemoryIdempotencyStore(),
  file: async () => {
    const dir = await tempDir();
    folders.push(dir.remove);
    return createFileIdempotencyStore(dir.path);
  },
  'Netlify Blobs': async () => createBlobIdempotencyStore(fakeBlobs()),
};

describe.each(Object.entries(stores))('the %s record', (_, make) => {
  it('claims a new key once; a second claim meanwhile is told to come back', async () => {
    const store = await make();
    expect(await store.claim(KEY, NOW)).toBe('claimed');
    expect(await store.claim(KEY, NOW + 1000)).toBe('busy');
    expect(await store.isSent(KEY)).toBe(false);
  });

  it('answers a sent key as sent, for good', async () => {
    const store = await make();
    await store.claim(KEY, NOW);
    await store.markSent(KEY, NOW);
    expect(await store.isSent(KEY)).toBe(true);
    expect(await store.claim(KEY, NOW + 10 * STALE_CLAIM_MS)).toBe('sent');
  });

  it('lets a failed delivery be tried again', async () => {
    const store = await make();
    await store.claim(KEY, NOW);
    await store.release(KEY);
    expect(await store.claim(KEY, NOW + 1)).toBe('claimed');
  });

  it('takes over a claim left by a request that died mid-delivery', async () => {
    const store = await make();
    await store.claim(KEY, NOW);
    expect(await store.claim(KEY, NOW + STALE_CLAIM_MS + 1)).toBe('claimed');
    expect(await store.claim(KEY, NOW + STALE_CLAIM_MS + 2)).toBe('busy');
  });

  it('gives one of many simultaneous claims the key', async () => {
    const store = await make();
    const claims = await Promise.all(Array.from({ length: 8 }, () => store.claim(KEY, NOW)));
    expect(claims.filter((claim) => claim === 'claimed')).toHaveLength(1);
  });
});

describe('defaultIdempotencyStore', () => {
  it('uses Netlify Blobs from the request that brings its context, though made before it', async () => {
    const env: Record<string, string | undefined> = { OUTBOX_DIR: '/nonexistent/read-only' };
    const blobs = fakeBlobs();
    let opened = 0;
    const store = defaultIdempotencyStore(env, () => {
      opened += 1;
      return blobs;
    });
    // As the module loads: no context yet, and nothing is opened.
    expect(opened).toBe(0);
    // A request: the platform has set the context.
    env.NETLIFY_BLOBS_CONTEXT = 'context-of-this-request';
    expect(await store.claim(KEY, NOW)).toBe('claimed');
    await store.markSent(KEY, NOW);
    expect(await store.isSent(KEY)).toBe(true);
    // Opened afresh for each use, so no request runs on another's token.
    expect(opened).toBe(3);
  });

  it('keeps to files beside the outbox where there is no Blobs context', async () => {
    const dir = await tempDir();
    folders.push(dir.remove);
    const store = defaultIdempotencyStore({ OUTBOX_DIR: dir.path }, () => {
      throw new Error('no Blobs here');
    });
    expect(await store.claim(KEY, NOW)).toBe('claimed');
    expect(await store.claim(KEY, NOW + 1)).toBe('busy');
  });
});

describe('idempotencyKey', () => {
  const withKey = (value: string) => post({}, { [IDEMPOTENCY_HEADER]: value });
  it('reads a UUID or 16 to 100 URL-safe characters', () => {
    expect(idempotencyKey(withKey(KEY))).toBe(KEY);
    expect(idempotencyKey(withKey('a'.repeat(16)))).toBe('a'.repeat(16));
  });
  it('ignores a missing, short, long or odd key', () => {
    expect(idempotencyKey(post({}))).toBeNull();
    expect(idempotencyKey(withKey('short'))).toBeNull();
    expect(idempotencyKey(withKey('a'.repeat(101)))).toBeNull();
    expect(idempotencyKey(withKey('../../etc/passwd-xx'))).toBeNull();
  });
});

describe('the handler with a key', () => {
  let smtp: TestSmtpServer;
  beforeEach(async () => {
    smtp = await startSmtpServer();
  });
  afterEach(() => smtp.close());

  const env = () => ({
    SMTP_URL: smtp.url,
    CONTACT_TO: 'Sales <sales@dealer.example>',
    CONTACT_FROM: 'Website <web@dealer.example>',
  });
  const keyed = () => post(validBody(), { [IDEMPOTENCY_HEADER]: KEY });

  it('mails an enquiry once however often it is sent, answering each time as sent', async () => {
    const log = recordingLogger();
    const idempotency = createMemoryIdempotencyStore();
    const handle = createContactFormHandler({
      env: env(),
      now: () => NOW,
      rateLimiter: unlimited,
      logger: log,
      idempotency,
    });
    for (let i = 0; i < 3; i += 1) {
      const response = await handle(keyed());
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ok: true });
    }
    expect(smtp.received).toHaveLength(1);
    expect(log.lines.filter((line) => /already sent/.test(line.text))).toHaveLength(2);
  });

  it('mails once when the same enquiry arrives twice at the same moment', async () => {
    const idempotency = createMemoryIdempotencyStore();
    const handle = createContactFormHandler({
      env: env(),
      now: () => NOW,
      rateLimiter: unlimited,
      logger: recordingLogger(),
      idempotency,
    });
    const [a, b] = await Promise.all([handle(keyed()), handle(keyed())]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(smtp.received).toHaveLength(1);
  });

  it('does not count a repeat of a sent enquiry towards the rate limit', async () => {
    let hits = 0;
    const handle = createContactFormHandler({
      env: env(),
      now: () => NOW,
      rateLimiter: { hit: () => ({ allowed: ++hits <= 1, retryAfterSeconds: 60 }) },
      logger: recordingLogger(),
      idempotency: createMemoryIdempotencyStore(),
    });
    expect((await handle(keyed())).status).toBe(200);
    expect((await handle(keyed())).status).toBe(200);
    expect(hits).toBe(1);
  });

  it('lets an enquiry whose delivery failed go on a later try, once', async () => {
    const down = `smtp://127.0.0.1:${await closedPort()}`;
    const idempotency = createMemoryIdempotencyStore();
    const options = { now: () => NOW, rateLimiter: unlimited, logger: recordingLogger(), idempotency };
    const failed = await createContactFormHandler({ ...options, env: { ...env(), SMTP_URL: down } })(keyed());
    expect(failed.status).toBe(503);
    const handle = createContactFormHandler({ ...options, env: env() });
    expect((await handle(keyed())).status).toBe(200);
    expect((await handle(keyed())).status).toBe(200);
    expect(smtp.received).toHaveLength(1);
  });

  it('sends nothing, and says to try later, when the record cannot be read', async () => {
    const broken: IdempotencyStore = {
      claim: () => Promise.reject(new Error('store down')),
      isSent: () => Promise.reject(new Error('store down')),
      markSent: () => Promise.resolve(),
      release: () => Promise.resolve(),
    };
    const handle = createContactFormHandler({
      env: env(),
      now: () => NOW,
      rateLimiter: unlimited,
      logger: recordingLogger(),
      idempotency: broken,
    });
    const response = await handle(keyed());
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: MESSAGES.deliveryFailed });
    expect(smtp.received).toHaveLength(0);
  });

  it('mails every enquiry without a key, as before', async () => {
    const handle = createContactFormHandler({
      env: env(),
      now: () => NOW,
      rateLimiter: unlimited,
      logger: recordingLogger(),
      idempotency: createMemoryIdempotencyStore(),
    });
    await handle(post(validBody()));
    await handle(post(validBody()));
    expect(smtp.received).toHaveLength(2);
  });
});
