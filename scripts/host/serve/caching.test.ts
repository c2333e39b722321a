import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { IMMUTABLE, siteFiles, testSiteForFile, text } from './site.test-helper.ts';
import { REVALIDATE } from './site-server.ts';

const site = testSiteForFile();
const { get } = site;

describe('caching', () => {
  it('caches hashed assets for a year', async () => {
    for (const target of [
      '/assets/js/page.3f9a1c2b.js',
      '/assets/css/site.4b5c6d7e.css',
      '/images/logo.5d41402a.png',
    ]) {
      const res = await get(target);
      expect(res.headers['cache-control'], target).toBe(IMMUTABLE);
      expect(res.headers.etag, target).toMatch(/^"[\w-]+"$/);
    }
  });

  it('revalidates HTML, page data and the search index, with a strong ETag', async () => {
    for (const target of ['/', '/about/', '/assets/data/about/index.json', '/flexsearch.json']) {
      const res = await get(target);
      expect(res.headers['cache-control'], target).toBe(REVALIDATE);
      expect(res.headers.etag, target).toMatch(/^"[\w-]+"$/);
    }
  });

  it('answers 304 with no body when If-None-Match holds the current ETag', async () => {
    const first = await get('/assets/data/about/index.json');
    const etag = String(first.headers.etag);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await get('/assets/data/about/index.json', { headers: { 'If-None-Match': ifNoneMatch } });
      expect(again.status, ifNoneMatch).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe(REVALIDATE);
    }
    const stale = await get('/assets/data/about/index.json', { headers: { 'If-None-Match': '"stale"' } });
    expect(stale.status).toBe(200);
    expect(text(stale.body)).toBe(siteFiles['dist/assets/data/about/index.json']);
  });

  it('changes the ETag when the file changes', async () => {
    const file = path.join(site.root, 'tiny.txt');
    const before = (await get('/tiny.txt')).headers.etag;
    await writeFile(file, 'changed content');
    const after = await get('/tiny.txt', { headers: { 'If-None-Match': String(before) } });
    expect(after.status).toBe(200);
    expect(text(after.body)).toBe('changed content');
    expect(after.headers.etag).not.toBe(before);
    await writeFile(file, siteFiles['dist/tiny.txt']);
  });
});

describe('compression', () => {
  const original = Buffer.from(siteFiles['dist/index.html']);

  it('sends brotli when accepted, which decompresses to the file', async () => {
    const res = await get('/', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(original.length);
    expect(brotliDecompressSync(res.body).equals(original)).toBe(true);
  });

  it('sends gzip when brotli is not accepted, which decompresses to the file', async () => {
    const res = await get('/', { headers: { 'Accept-Encoding': 'br;q=0, gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.body).equals(original)).toBe(true);
  });

  it('sends the file as it is without Accept-Encoding, still varying on it', async () => {
    const res = await get('/');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.body.equals(original)).toBe(true);
  });

  it('gives each encoding its own ETag and revalidates each', async () => {
    const identity = (await get('/')).headers.etag;
    const br = await get('/', { headers: { 'Accept-Encoding': 'br' } });
    const gzip = await get('/', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(new Set([identity, br.headers.etag, gzip.headers.etag]).size).toBe(3);
    const again = await get('/', {
      headers: { 'Accept-Encoding': 'br', 'If-None-Match': String(br.headers.etag) },
    });
    expect(again.status).toBe(304);
  });

  it('prefers a precompressed sibling and compresses on the fly otherwise', async () => {
    const br = await get('/assets/css/site.4b5c6d7e.css', { headers: { 'Accept-Encoding': 'br' } });
    expect(brotliDecompressSync(br.body).toString()).toBe('/* from the .br file */');
    const gzip = await get('/assets/css/site.4b5c6d7e.css', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gunzipSync(gzip.body).toString()).toBe(siteFiles['dist/assets/css/site.4b5c6d7e.css']);
  });

  it('sends the sibling with the headers of the file and revalidates it', async () => {
    const headers = { 'Accept-Encoding': 'br' };
    const br = await get('/assets/css/site.4b5c6d7e.css', { headers });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(br.headers['cache-control']).toBe(IMMUTABLE);
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['x-frame-options']).toBe('DENY');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(br.headers.etag).not.toBe((await get('/assets/css/site.4b5c6d7e.css')).headers.etag);
    const again = await get('/assets/css/site.4b5c6d7e.css', {
      headers: { ...headers, 'If-None-Match': String(br.headers.etag) },
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('honours q=0 for brotli even when a brotli sibling exists', async () => {
    const res = await get('/assets/css/site.4b5c6d7e.css', {
      headers: { 'Accept-Encoding': 'br;q=0, gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('sends a gzip file asked for by its own name as it is, not as an encoding', async () => {
    const res = await get('/downloads/price-list.csv.gz', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.body.equals(siteFiles['dist/downloads/price-list.csv.gz'])).toBe(true);
  });

  it('sends the whole file whatever Range asks for, as the host copy did not do ranges', async () => {
    const res = await get('/robots.txt', { headers: { Range: 'bytes=-5' } });
    expect(res.status).toBe(200);
    expect(text(res.body)).toBe(siteFiles['dist/robots.txt']);
  });

  it('leaves images and files too small to shrink alone', async () => {
    const png = await get('/images/logo.5d41402a.png', { headers: { 'Accept-Encoding': 'br' } });
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.headers.vary).toBeUndefined();
    expect(png.body.equals(siteFiles['dist/images/logo.5d41402a.png'])).toBe(true);
    const tiny = await get('/tiny.txt', { headers: { 'Accept-Encoding': 'br' } });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(text(tiny.body)).toBe('ok');
  });

  it('compresses the 404 page too', async () => {
    const res = await get('/nope', { headers: { 'Accept-Encoding': 'br' } });
    expect(res.status).toBe(404);
    expect(brotliDecompressSync(res.body).toString()).toBe(siteFiles['dist/404.html']);
  });
});

describe('HEAD', () => {
  it.each([
    ['identity', {}],
    ['brotli', { 'Accept-Encoding': 'br' }],
  ])('sends the headers of GET and no body (%s)', async (_, headers: Record<string, string>) => {
    const full = await get('/about/', { headers });
    const head = await get('/about/', { method: 'HEAD', headers });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    for (const name of [
      'content-type',
      'content-length',
      'content-encoding',
      'etag',
      'cache-control',
      'x-test',
    ]) {
      expect(head.headers[name], name).toEqual(full.headers[name]);
    }
    expect(Number(head.headers['content-length'])).toBe(full.body.length);
  });

  it('answers 404 to HEAD on unknown paths, with no body', async () => {
    const res = await get('/missing/', { method: 'HEAD' });
    expect(res.status).toBe(404);
    expect(res.body.length).toBe(0);
  });
});
