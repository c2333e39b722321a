import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { brotliQualityFor, compress } from '../../../prerender/precompress.ts';
import { negotiateEncoding } from './static-files.ts';

describe('negotiateEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['deflate', null],
    ['identity', null],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['BR;Q=1, GZIP;q=1', 'br'],
    ['*', 'br'],
    ['*;q=0.1, br;q=0', 'gzip'],
    ['gzip;q=0, br;q=0', null],
    ['br;q=nonsense, gzip', 'gzip'],
  ])('%j gives %j', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('compress', () => {
  const original = Buffer.from('<p>Orchard sprayers and vineyard tractors.</p>\n'.repeat(200));

  it('makes brotli that decompresses to the original', async () => {
    const packed = await compress(original, 'br', 'index.html');
    expect(packed.length).toBeLessThan(original.length);
    expect(brotliDecompressSync(packed).equals(original)).toBe(true);
  });

  it('makes gzip that decompresses to the original', async () => {
    const packed = await compress(original, 'gzip', 'index.html');
    expect(packed.length).toBeLessThan(original.length);
    expect(gunzipSync(packed).equals(original)).toBe(true);
  });
});

describe('brotliQualityFor', () => {
  it('gives the few shared assets the best quality, and the thousands of pages a fast one', () => {
    expect(brotliQualityFor('assets/js/react-dom.abc.js')).toBe(11);
    expect(brotliQualityFor('assets/site/0123456789abcdef.json')).toBe(11);
    expect(brotliQualityFor('assets/data/product/x/index.json')).toBe(5);
    expect(brotliQualityFor('product/x/index.html')).toBe(5);
    expect(brotliQualityFor('index.html')).toBe(5);
  });

  it('keeps a first request for a multi-megabyte asset from waiting seconds', () => {
    expect(brotliQualityFor('assets/js/big.js', 1024 * 1024)).toBe(11);
    expect(brotliQualityFor('assets/js/big.js', 1024 * 1024 + 1)).toBe(5);
  });

  it('compresses a page at that quality', async () => {
    const page = Buffer.from(
      `<!doctype html>${'<p>Orchard sprayers and vineyard tractors.</p>'.repeat(400)}`,
    );
    const fast = brotliCompressSync(page, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: page.length,
      },
    });
    expect((await compress(page, 'br', 'news/index.html')).equals(fast)).toBe(true);
    expect((await compress(page, 'br', 'assets/js/page.js')).equals(fast)).toBe(false);
  });
});
