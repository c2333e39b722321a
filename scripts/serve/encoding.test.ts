import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compress, negotiateEncoding } from './encoding.ts';

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
    const packed = await compress(original, 'br');
    expect(packed.length).toBeLessThan(original.length);
    expect(brotliDecompressSync(packed).equals(original)).toBe(true);
  });

  it('makes gzip that decompresses to the original', async () => {
    const packed = await compress(original, 'gzip');
    expect(packed.length).toBeLessThan(original.length);
    expect(gunzipSync(packed).equals(original)).toBe(true);
  });
});
