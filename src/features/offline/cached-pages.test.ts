import { describe, expect, it } from 'vitest';
import { type CacheReader, cachedPages, titleOfHtml } from './cached-pages.ts';
import { CACHES } from './caches.ts';

const ORIGIN = 'https://dealer.example';

function fakeCaches(contents: Record<string, Record<string, string>>): CacheReader {
  return {
    has: async (name) => name in contents,
    open: async (name) => {
      const entries = contents[name] ?? {};
      return {
        keys: async () => Object.keys(entries).map((path) => new Request(`${ORIGIN}${path}`)),
        match: async (request: RequestInfo | URL) => {
          const path = new URL(request instanceof Request ? request.url : String(request)).pathname;
          const body = entries[path];
          return body === undefined ? undefined : new Response(body);
        },
      };
    },
  } as CacheReader;
}

const html = (title: string) => `<!doctype html><html><head><title>${title}</title></head></html>`;
const data = (title: string) => JSON.stringify({ hash: 'h', template: 'page', meta: { title } });

describe('cachedPages', () => {
  it('lists pages from both caches once each, the home page first, then by title', async () => {
    const pages = await cachedPages(
      fakeCaches({
        [CACHES.pages.name]: {
          '/': html('Hartridge Machinery'),
          '/product/burro-grande/': html('Burro Grande | Hartridge Machinery'),
          '/offline/': html('You&#39;re offline | Hartridge Machinery'),
        },
        [CACHES.pageData.name]: {
          '/assets/data/about-us/index.json': data('About Us'),
          '/assets/data/product/burro-grande/index.json': data('Burro Grande'),
          '/assets/data/404/index.json': data('Page not found'),
        },
      }),
    );
    expect(pages).toEqual([
      { path: '/', title: 'Hartridge Machinery' },
      { path: '/about-us/', title: 'About Us' },
      { path: '/product/burro-grande/', title: 'Burro Grande' },
    ]);
  });

  it('is empty when nothing is cached, or there is no Cache Storage', async () => {
    expect(await cachedPages(fakeCaches({}))).toEqual([]);
    expect(await cachedPages(undefined)).toEqual([]);
  });

  it('skips an entry it cannot read', async () => {
    const pages = await cachedPages(
      fakeCaches({ [CACHES.pageData.name]: { '/assets/data/broken/index.json': '{not json' } }),
    );
    expect(pages).toEqual([]);
  });
});

describe('titleOfHtml', () => {
  it('reads the page title without the site name, entities decoded', () => {
    expect(titleOfHtml(html('Fish &amp; Chips | Site'))).toBe('Fish & Chips');
    expect(titleOfHtml('<p>no title</p>')).toBeNull();
  });
});
