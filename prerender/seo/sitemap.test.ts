import { describe, expect, it } from 'vitest';
import { readXml, type XmlElement } from '../../scripts/quality/site-checks/xml.ts';
import type { ModelPage } from '../../src/templates/template-types.ts';
import { type SitemapEntry, sitemapEntries, sitemapFiles } from './sitemap.ts';

const SITE = 'https://www.example.co.uk';

function page(path: string, meta: Partial<ModelPage['meta']> = {}): ModelPage {
  return {
    template: 'page',
    meta: { title: path, description: '', path, image: null, indexable: true, updatedAt: null, ...meta },
    data: {} as ModelPage<'page'>['data'],
  } as ModelPage;
}

function root(xml: string): XmlElement {
  const read = readXml(xml);
  if ('error' in read) throw new Error(read.error);
  return read.root;
}
const locs = (element: XmlElement) =>
  element.children.map((c) => c.children.find((e) => e.name === 'loc')?.text);

describe('sitemapEntries', () => {
  it('lists the indexable pages at their absolute URLs, with the date their content changed', () => {
    const entries = sitemapEntries(
      [
        page('/', { updatedAt: '2023-10-25T12:42:00Z' }),
        page('/enquiry-basket/', { indexable: false }),
        page('/product-category/Pulverisers-Vineyard/'),
        page('/404/', { indexable: false }),
      ],
      SITE,
    );
    expect(entries).toEqual([
      { loc: `${SITE}/`, lastmod: '2023-10-25T12:42:00Z' },
      { loc: `${SITE}/product-category/Pulverisers-Vineyard/`, lastmod: null },
    ]);
  });
});

describe('sitemapFiles', () => {
  const entries: SitemapEntry[] = [
    { loc: `${SITE}/`, lastmod: '2023-10-25T12:42:00Z' },
    { loc: `${SITE}/search/?q=a&b`, lastmod: null },
    { loc: `${SITE}/about-us/`, lastmod: '2023-09-09T12:13:00+01:00' },
  ];

  it('writes one urlset in the protocol namespace, escaped, when the entries fit', () => {
    const files = sitemapFiles(entries, SITE);
    expect(files.map((f) => [f.file, f.urls])).toEqual([['sitemap.xml', 3]]);
    const xml = files[0]?.xml ?? '';
    expect(xml).toContain('<loc>https://www.example.co.uk/search/?q=a&amp;b</loc>');
    const urlset = root(xml);
    expect([urlset.name, urlset.uri]).toEqual(['urlset', 'http://www.sitemaps.org/schemas/sitemap/0.9']);
    expect(locs(urlset)).toEqual(entries.map((e) => e.loc));
    expect(urlset.children[1]?.children.map((c) => c.name)).toEqual(['loc']);
    expect(urlset.children[0]?.children.map((c) => c.text)).toEqual([`${SITE}/`, '2023-10-25T12:42:00Z']);
  });

  it('splits into parts and an index past the URL limit, each part dated by its newest entry', () => {
    const files = sitemapFiles(entries, SITE, { maxUrls: 2, maxBytes: 50 * 1024 * 1024 });
    expect(files.map((f) => [f.file, f.urls])).toEqual([
      ['sitemap-1.xml', 2],
      ['sitemap-2.xml', 1],
      ['sitemap.xml', 0],
    ]);
    const index = root(files[2]?.xml ?? '');
    expect(index.name).toBe('sitemapindex');
    expect(locs(index)).toEqual([`${SITE}/sitemap-1.xml`, `${SITE}/sitemap-2.xml`]);
    expect(index.children.map((c) => c.children.find((e) => e.name === 'lastmod')?.text)).toEqual([
      '2023-10-25T12:42:00Z',
      '2023-09-09T12:13:00+01:00',
    ]);
    expect(locs(root(files[1]?.xml ?? ''))).toEqual([`${SITE}/about-us/`]);
  });

  it('splits past the byte limit too', () => {
    const files = sitemapFiles(entries, SITE, { maxUrls: 50_000, maxBytes: 300 });
    expect(files.filter((f) => f.file !== 'sitemap.xml').every((f) => Buffer.byteLength(f.xml) <= 300)).toBe(
      true,
    );
    expect(files.reduce((n, f) => n + f.urls, 0)).toBe(3);
    expect(files.length).toBeGreaterThan(2);
  });

  it('makes a 10,000-page sitemap in well under a second, in one file', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => ({
      loc: `${SITE}/product/machine-${i}/`,
      lastmod: '2023-01-01T00:00:00Z',
    }));
    const started = performance.now();
    const files = sitemapFiles(many, SITE);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(files.map((f) => [f.file, f.urls])).toEqual([['sitemap.xml', 10_000]]);
  });
});
