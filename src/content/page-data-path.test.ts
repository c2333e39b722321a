import { describe, expect, it } from 'vitest';
import { normalisePathname, pageDataPath } from './page-data-path.ts';
import { isPageDataPath, routeOfPageData } from './page-data-route.ts';

describe('pageDataPath', () => {
  it.each([
    ['/', '/assets/data/index.json'],
    ['', '/assets/data/index.json'],
    ['/product/srx-5800/', '/assets/data/product/srx-5800/index.json'],
    ['/product/srx-5800', '/assets/data/product/srx-5800/index.json'],
    ['about-us', '/assets/data/about-us/index.json'],
    [
      '/product-category/Pulverisers-Vineyard/',
      '/assets/data/product-category/Pulverisers-Vineyard/index.json',
    ],
    ['/latest-news/?page=2#top', '/assets/data/latest-news/index.json'],
    ['/contact-us#form', '/assets/data/contact-us/index.json'],
  ])('%j → %s', (pathname, expected) => {
    expect(pageDataPath(pathname)).toBe(expected);
  });

  it('normalises a path to one spelling', () => {
    expect(normalisePathname('/a/b')).toBe('/a/b/');
    expect(normalisePathname('/a/b/')).toBe('/a/b/');
    expect(normalisePathname('/a/b?x=1')).toBe('/a/b/');
  });
});

describe('routeOfPageData', () => {
  it.each([
    ['/assets/data/index.json', '/'],
    ['/assets/data/a/b/index.json', '/a/b/'],
    ['/assets/data/product/srx-5800/index.json', '/product/srx-5800/'],
    ['/assets/site/x.json', null],
    ['/assets/data/a/b/other.json', null],
    ['/about-us/index.json', null],
  ])('%s → %j', (path, route) => {
    expect(routeOfPageData(path)).toBe(route);
  });

  it('inverts pageDataPath for every route spelling', () => {
    for (const route of ['/', '/about-us/', '/product-category/a/b/']) {
      expect(routeOfPageData(pageDataPath(route))).toBe(route);
    }
  });

  it('tells page data from the other assets', () => {
    expect(isPageDataPath('/assets/data/x/index.json')).toBe(true);
    expect(isPageDataPath('/assets/database.js')).toBe(false);
    expect(isPageDataPath('/assets/js/app.js')).toBe(false);
  });
});
