import { describe, expect, it } from 'vitest';
import { cacheControlFor, IMMUTABLE, isHashedAssetPath, REVALIDATE } from './cache-policy.ts';

describe('cacheControlFor', () => {
  it.each([
    '/assets/js/page.3f9a1c2b.js',
    '/assets/css/site.3f9a1c2b.css',
    '/assets/js/index-BZ3xL9aQ.js',
    '/images/tractor.8c1e55aa01.1900x860.webp',
    '/fonts/inter-latin.a1b2c3d4e5.woff2',
  ])('caches the hashed asset %s for a year', (path) => {
    expect(isHashedAssetPath(path)).toBe(true);
    expect(cacheControlFor(path)).toBe(IMMUTABLE);
  });

  it.each([
    '/',
    '/product/srx-5800/',
    '/index.html',
    '/assets/data/product/srx-5800/index.json',
    '/assets/data/index.3f9a1c2b.json',
    '/flexsearch.json',
    '/sitemap.xml',
    '/robots.txt',
    '/assets/js/page.js',
    '/assets/fonts/inter-latin-wght-normal.woff2',
    '/images/logo.svg',
    '/js/page.3f9a1c2b.js',
  ])('revalidates %s on every use', (path) => {
    expect(isHashedAssetPath(path)).toBe(false);
    expect(cacheControlFor(path)).toBe(REVALIDATE);
  });
});
