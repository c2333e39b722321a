import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS } from '../lib/constants.ts';
import { ChunkLoadError, isStaleDeployError, loadChunk } from './chunks.ts';
import { InvalidHashError, NotFoundError, PageDataError } from './page-data-loader.ts';

afterEach(() => {
  vi.useRealTimers();
});

const CHUNK_URL = 'https://dealer.example/assets/js/product.3f9a1c.js';

describe('loadChunk', () => {
  it('resolves with the module', async () => {
    const module = { default: 'product template' };
    await expect(loadChunk('product', () => Promise.resolve(module))).resolves.toBe(module);
  });

  it('times out after CHUNK_TIMEOUT_MS with type timeout', async () => {
    vi.useFakeTimers();
    const outcome = loadChunk('brand', () => new Promise<never>(() => {})).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    let settled = false;
    void outcome.then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({
      type: 'timeout',
      chunk: 'brand',
      message: `Loading chunk brand failed. (timeout: ${CHUNK_TIMEOUT_MS} ms)`,
    });
  });

  it('takes a shorter timeout when given one', async () => {
    vi.useFakeTimers();
    const outcome = loadChunk('post', () => new Promise<never>(() => {}), { timeoutMs: 10 }).catch(
      (e: unknown) => e,
    );
    await vi.advanceTimersByTimeAsync(10);
    await expect(outcome).resolves.toMatchObject({ type: 'timeout' });
  });

  it('clears its timer once the module arrives', async () => {
    vi.useFakeTimers();
    await loadChunk('page', () => Promise.resolve({}));
    expect(vi.getTimerCount()).toBe(0);
  });

  it.each([
    ['Chromium', `Failed to fetch dynamically imported module: ${CHUNK_URL}`],
    ['Firefox', `error loading dynamically imported module: ${CHUNK_URL}`],
  ])('classifies a %s failed fetch as missing, naming the file', async (_browser, message) => {
    const error = await loadChunk('product', () => Promise.reject(new TypeError(message))).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({
      type: 'missing',
      message: `Loading chunk product failed. (missing: ${CHUNK_URL})`,
      cause: expect.any(TypeError),
    });
  });

  it('classifies a Safari failed import as missing, with its message when no file is named', async () => {
    const error = await loadChunk('category', () =>
      Promise.reject(new TypeError('Importing a module script failed.')),
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({
      type: 'missing',
      message: 'Loading chunk category failed. (missing: Importing a module script failed.)',
    });
  });

  it('classifies an error thrown by the module itself as error', async () => {
    const error = await loadChunk('enquiry-basket', () =>
      Promise.reject(new ReferenceError('window is not defined')),
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({
      type: 'error',
      message: 'Loading chunk enquiry-basket failed. (error: window is not defined)',
    });
  });

  it('turns a synchronous throw of the importer into a rejection', async () => {
    const importer = () => {
      throw new Error('boom');
    };
    await expect(loadChunk('not-found', importer)).rejects.toMatchObject({ type: 'error' });
  });
});

describe('isStaleDeployError', () => {
  it.each([
    ['a missing chunk', new ChunkLoadError('product', 'missing', CHUNK_URL), true],
    ['a hash mismatch', new InvalidHashError('b', 'a'), true],
    [
      'a raw failed dynamic import',
      new TypeError(`Failed to fetch dynamically imported module: ${CHUNK_URL}`),
      true,
    ],
    ['a chunk timeout', new ChunkLoadError('product', 'timeout', '1 ms'), false],
    ['a chunk that threw', new ChunkLoadError('product', 'error', 'boom'), false],
    ['missing page data', new NotFoundError('Not Found', '/x'), false],
    ['another page-data failure', new PageDataError('Failed to fetch /x.', '/x'), false],
    ['a plain error', new Error('boom'), false],
    ['a non-error', 'INVALID_HASH', false],
    ['nothing', undefined, false],
  ])('%s → %s', (_label, error, expected) => {
    expect(isStaleDeployError(error)).toBe(expected);
  });
});
