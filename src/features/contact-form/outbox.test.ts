import { describe, expect, it } from 'vitest';
import { sampleEnquiry } from './enquiry.test-helper.ts';
import {
  flushOutbox,
  newIdempotencyKey,
  type OutboxStore,
  type PostOutcome,
  postQueued,
  type QueuedEnquiry,
  queueEnquiry,
} from './outbox.ts';

const body = sampleEnquiry();

function memoryStore(): OutboxStore & { entries: Map<string, QueuedEnquiry> } {
  const entries = new Map<string, QueuedEnquiry>();
  return {
    entries,
    all: async () => [...entries.values()].sort((a, b) => a.queuedAt - b.queuedAt),
    put: async (entry) => {
      entries.set(entry.key, structuredClone(entry));
    },
    remove: async (key) => {
      entries.delete(key);
    },
  };
}

const waiting = (key: string, queuedAt: number): QueuedEnquiry => ({
  key,
  body,
  queuedAt,
  status: 'waiting',
});

describe('queueEnquiry', () => {
  it('keeps the enquiry as waiting, under its key', async () => {
    const store = memoryStore();
    expect(await queueEnquiry({ key: 'k1', body }, { store, now: 5 })).toBe(true);
    expect(store.entries.get('k1')).toEqual({ key: 'k1', body, queuedAt: 5, status: 'waiting' });
  });

  it('says so when the device cannot keep it (no IndexedDB, full storage)', async () => {
    const store = { ...memoryStore(), put: () => Promise.reject(new Error('QuotaExceededError')) };
    expect(await queueEnquiry({ key: 'k1', body }, { store })).toBe(false);
  });
});

describe('flushOutbox', () => {
  it('sends the waiting enquiries oldest first, each with its own key, and marks them sent', async () => {
    const store = memoryStore();
    await store.put(waiting('later', 2));
    await store.put(waiting('first', 1));
    await store.put({ ...waiting('told', 0), status: 'sent' });
    const sent: string[] = [];
    const left = await flushOutbox({
      store,
      post: async (entry) => {
        sent.push(entry.key);
        return { type: 'sent' };
      },
    });
    expect(left).toBe(0);
    expect(sent).toEqual(['first', 'later']);
    expect([...store.entries.values()].map((entry) => entry.status)).toEqual(['sent', 'sent', 'sent']);
  });

  it('stops at the first enquiry that must wait, keeping it and those after it', async () => {
    const store = memoryStore();
    for (const [key, at] of [
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ] as const)
      await store.put(waiting(key, at));
    const outcomes: PostOutcome[] = [{ type: 'sent' }, { type: 'retry' }];
    const tried: string[] = [];
    const left = await flushOutbox({
      store,
      post: async (entry) => {
        tried.push(entry.key);
        return outcomes.shift() ?? { type: 'sent' };
      },
    });
    expect(left).toBe(2);
    expect(tried).toEqual(['a', 'b']);
    expect(store.entries.get('b')?.status).toBe('waiting');
    expect(store.entries.get('c')?.status).toBe('waiting');
  });

  it('keeps an enquiry the function refuses, with its sentence, and goes on with the next', async () => {
    const store = memoryStore();
    await store.put(waiting('bad', 1));
    await store.put(waiting('good', 2));
    const left = await flushOutbox({
      store,
      post: async (entry) =>
        entry.key === 'bad'
          ? { type: 'refused', message: 'Please check the highlighted fields and try again.' }
          : { type: 'sent' },
    });
    expect(left).toBe(0);
    expect(store.entries.get('bad')).toMatchObject({
      status: 'refused',
      error: 'Please check the highlighted fields and try again.',
      body,
    });
    expect(store.entries.get('good')?.status).toBe('sent');
  });
});

describe('postQueued', () => {
  const entry = waiting('0f8e3c2a-5b7d-4e19-9a6c-1d2e3f4a5b6c', 1);
  const answering = (status: number, json?: unknown) => async () =>
    json === undefined ? new Response('<html>portal</html>', { status }) : Response.json(json, { status });

  it('posts the body with the idempotency key', async () => {
    let init: RequestInit | undefined;
    await postQueued(entry, async (_, given) => {
      init = given;
      return Response.json({ ok: true });
    });
    expect(new Headers(init?.headers).get('Idempotency-Key')).toBe(entry.key);
    expect(JSON.parse(String(init?.body))).toEqual(body);
    expect(init?.method).toBe('POST');
  });

  it('is sent on the function’s own { ok: true }', async () => {
    expect(await postQueued(entry, answering(200, { ok: true }))).toEqual({ type: 'sent' });
  });

  it('tries again later with no signal, a busy or failing function, or an answer not from it', async () => {
    const offline = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await postQueued(entry, offline)).toEqual({ type: 'retry' });
    for (const status of [409, 429, 502, 503, 500]) {
      expect(await postQueued(entry, answering(status, { error: 'later' }))).toEqual({ type: 'retry' });
    }
    expect(await postQueued(entry, answering(200))).toEqual({ type: 'retry' });
    expect(await postQueued(entry, answering(200, { ok: false }))).toEqual({ type: 'retry' });
  });

  it('is refused, with the function’s sentence, when the enquiry itself is refused', async () => {
    const sentence = 'Please check the highlighted fields and try again.';
    expect(await postQueued(entry, answering(422, { error: sentence, fields: {} }))).toEqual({
      type: 'refused',
      message: sentence,
    });
  });
});

describe('newIdempotencyKey', () => {
  it('makes a different, well-formed key each time', () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{16,100}$/);
  });
});
