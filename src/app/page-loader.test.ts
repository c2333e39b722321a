// The page loader against a real HTTP server on the loopback, so every result comes from a real
// fetch: the browser's own rules (status, body, abort) rather than a stand-in's.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ScriptedServer, startScriptedServer } from '../../test/scripted-server.test-helper.ts';
import { createPageLoader } from './page-loader.ts';
import { loadedTemplate } from './templates.ts';

const HASH = 'build-1';
const BRANDS = { hash: HASH, template: 'brands', meta: { title: 'Our brands' }, data: { brands: [] } };

let server: ScriptedServer;
beforeAll(async () => {
  server = await startScriptedServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const DATA = '/assets/data/our-brands/index.json';
const TARGET = 'https://dealer.example/our-brands/#list';

function loaderWith(options: { reload?: boolean; dataTimeoutMs?: number } = {}) {
  const reloads = { reloadOnce: vi.fn(() => options.reload ?? false), clearReloadMark: vi.fn() };
  const loader = createPageLoader({
    documentHash: HASH,
    fetch: (path, init) => fetch(new URL(String(path), server.origin), init),
    dataTimeoutMs: options.dataTimeoutMs,
    reloads,
  });
  return { loader, reloads };
}

/** Whether `promise` has settled by the time the loopback has had a while to answer. */
async function settles(promise: Promise<unknown>): Promise<boolean> {
  return Promise.race([promise.then(() => true), new Promise<boolean>((r) => setTimeout(r, 200, false))]);
}

describe('createPageLoader', () => {
  it('is ok with the page once its data and its template chunk are in', async () => {
    server.script(DATA, { body: BRANDS });
    const { loader } = loaderWith();
    expect(await loader.load('/our-brands')).toEqual({ kind: 'ok', page: BRANDS });
    expect(typeof loadedTemplate('brands').Template).toBe('function');
  });

  it('shares one request in flight, between a prefetch and the loads of both spellings of a path', async () => {
    server.script(DATA, { body: BRANDS, holdMs: 50 });
    const { loader } = loaderWith();
    const prefetch = loader.prefetch('/our-brands/');
    const results = await Promise.all([loader.load('/our-brands'), loader.load('/our-brands/?sort=az')]);
    await prefetch;
    expect(results.map((r) => r.kind)).toEqual(['ok', 'ok']);
    await loader.load('/our-brands/');
    expect(server.requests).toEqual([DATA]);
  });

  it('forgets a failure, so the next load asks the network again', async () => {
    server.script(DATA, { status: 500 }, { body: BRANDS });
    const { loader } = loaderWith();
    expect(await loader.load('/our-brands/')).toEqual({
      kind: 'failed',
      message: `Failed to fetch ${DATA}.`,
    });
    expect(await loader.load('/our-brands/')).toMatchObject({ kind: 'ok' });
    expect(server.requests).toEqual([DATA, DATA]);
  });

  it('gives the not-found page for a 404 and for a template this build does not have', async () => {
    server.script('/assets/data/old/index.json', { body: { ...BRANDS, template: 'retired' } });
    const { loader } = loaderWith();
    for (const path of ['/gone/', '/old/']) {
      expect(await loader.load(path)).toMatchObject({
        kind: 'not-found',
        page: { hash: HASH, template: 'not-found', meta: { title: 'Page not found' } },
      });
    }
    expect(typeof loadedTemplate('not-found').Template).toBe('function');
  });

  it('says stale-deploy for page data of another build', async () => {
    server.script(DATA, { body: { ...BRANDS, hash: 'build-2' } });
    const { loader } = loaderWith();
    expect(await loader.load('/our-brands/')).toEqual({
      kind: 'stale-deploy',
      message: 'Hash did not match: json=build-2, document=build-1.',
    });
  });

  it('is slow when the data has not come within its timeout, and asks afresh next time', async () => {
    // Far apart, so a loaded machine's slow loopback answer is not taken for the held one.
    server.script(DATA, { body: BRANDS, holdMs: 2_000 }, { body: BRANDS });
    const { loader } = loaderWith({ dataTimeoutMs: 400 });
    expect(await loader.load('/our-brands/')).toEqual({ kind: 'slow', message: `Failed to fetch ${DATA}.` });
    expect(await loader.load('/our-brands/')).toMatchObject({ kind: 'ok' });
    expect(server.requests).toEqual([DATA, DATA]);
  });
});

describe('the page loader as the router opens a page', () => {
  it('gives the page, and forgets the target’s reload mark', async () => {
    server.script(DATA, { body: BRANDS });
    const { loader, reloads } = loaderWith();
    expect(await loader.open('/our-brands/', TARGET)).toEqual(BRANDS);
    expect(reloads.clearReloadMark).toHaveBeenCalledWith(TARGET);
  });

  it('loads the target afresh after a new deploy, and renders nothing meanwhile', async () => {
    server.script(DATA, { body: { ...BRANDS, hash: 'build-2' } });
    const { loader, reloads } = loaderWith({ reload: true });
    expect(await settles(loader.open('/our-brands/', TARGET))).toBe(false);
    expect(reloads.reloadOnce).toHaveBeenCalledWith(TARGET);
  });

  it.each([
    [
      'a refused reload',
      { body: { ...BRANDS, hash: 'build-2' } },
      'Hash did not match: json=build-2, document=build-1.',
    ],
    ['a failure', { status: 503 }, `Failed to fetch ${DATA}.`],
    ['a slow answer', { body: BRANDS, holdMs: 300 }, `Failed to fetch ${DATA}.`],
  ])('logs %s and throws it for the error screen, with its message', async (_label, answer, message) => {
    server.script(DATA, answer);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { loader } = loaderWith({ dataTimeoutMs: 50 });
    await expect(loader.open('/our-brands/', TARGET)).rejects.toThrow(message);
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ message }));
  });
});
