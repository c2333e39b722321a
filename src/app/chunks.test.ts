import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS } from '../lib/constants.ts';
import { settledAt } from '../lib/fake-timers.test-helper.ts';
import { loadChunk } from './chunks.ts';

afterEach(() => {
  vi.useRealTimers();
});

const CHUNK_URL = 'https://dealer.example/assets/js/product.3f9a1c.js';

describe('loadChunk', () => {
  it('is ok once the module has come', async () => {
    await expect(loadChunk('product', () => Promise.resolve({}))).resolves.toEqual({ kind: 'ok' });
  });

  it('times out after CHUNK_TIMEOUT_MS with type timeout', async () => {
    vi.useFakeTimers();
    const outcome = loadChunk('brand', () => new Promise<never>(() => {}));
    expect(await settledAt(outcome, CHUNK_TIMEOUT_MS)).toEqual({
      kind: 'failed',
      message: `Loading chunk brand failed. (timeout: ${CHUNK_TIMEOUT_MS} ms)`,
    });
  });

  it('takes a shorter timeout when given one', async () => {
    vi.useFakeTimers();
    const outcome = loadChunk('post', () => new Promise<never>(() => {}), 10);
    await vi.advanceTimersByTimeAsync(10);
    await expect(outcome).resolves.toMatchObject({ message: 'Loading chunk post failed. (timeout: 10 ms)' });
  });

  it('clears its timer once the module arrives', async () => {
    vi.useFakeTimers();
    await loadChunk('page', () => Promise.resolve({}));
    expect(vi.getTimerCount()).toBe(0);
  });

  it.each([
    ['Chromium', `Failed to fetch dynamically imported module: ${CHUNK_URL}`],
    ['Firefox', `error loading dynamically imported module: ${CHUNK_URL}`],
  ])('takes a %s failed fetch for a stale deploy, naming the file', async (_browser, message) => {
    expect(await loadChunk('product', () => Promise.reject(new TypeError(message)))).toEqual({
      kind: 'stale-deploy',
      message: `Loading chunk product failed. (missing: ${CHUNK_URL})`,
      cause: expect.any(TypeError),
    });
  });

  it.each([
    [
      'takes a Safari failed import for a stale deploy, with its message when no file is named',
      'category',
      new TypeError('Importing a module script failed.'),
      {
        kind: 'stale-deploy',
        message: 'Loading chunk category failed. (missing: Importing a module script failed.)',
      },
    ],
    [
      'fails an error thrown by the module itself as error',
      'enquiry-basket',
      new ReferenceError('window is not defined'),
      { kind: 'failed', message: 'Loading chunk enquiry-basket failed. (error: window is not defined)' },
    ],
  ] as const)('%s', async (_, name, error, outcome) => {
    expect(await loadChunk(name, () => Promise.reject(error))).toMatchObject(outcome);
  });

  it('fails a synchronous throw of the importer as error', async () => {
    const importer = () => {
      throw new Error('boom');
    };
    await expect(loadChunk('not-found', importer)).resolves.toMatchObject({
      kind: 'failed',
      message: 'Loading chunk not-found failed. (error: boom)',
    });
  });
});
