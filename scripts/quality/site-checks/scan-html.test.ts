import { describe, expect, it } from 'vitest';
import { cssUrls, scanHtml, srcsetUrls } from './scan-html.ts';

const options = { buildHashMeta: 'build-hash', hydrationId: 'hydration-data' };

describe('srcsetUrls', () => {
  it('splits candidates with and without descriptors', () => {
    expect(srcsetUrls('/a.webp 400w, /b.webp 800w')).toEqual(['/a.webp', '/b.webp']);
    expect(srcsetUrls('/a.webp 1x,/b.webp 2x')).toEqual(['/a.webp', '/b.webp']);
    expect(srcsetUrls('/a.webp, /b.webp 2x')).toEqual(['/a.webp', '/b.webp']);
    // As the HTML standard reads it: a URL runs to the next space, so this is one URL.
    expect(srcsetUrls('/a.webp,/b.webp 2x')).toEqual(['/a.webp,/b.webp']);
    expect(srcsetUrls(' /a.webp 1x ,\n /b.webp  2x ')).toEqual(['/a.webp', '/b.webp']);
    expect(srcsetUrls('')).toEqual([]);
  });
});

describe('cssUrls', () => {
  it('reads quoted and bare url()', () => {
    expect(
      cssUrls('a{background:url("/x.png")}b{src:url(/f.woff2) format("woff2"),url( \'y.svg\' )}'),
    ).toEqual(['/x.png', '/f.woff2', 'y.svg']);
  });
});

describe('scanHtml', () => {
  it('collects references with lines, ids, the hash meta and the hydration text', () => {
    const scan = scanHtml(
      [
        '<html><head><meta name="build-hash" content="h1">',
        '<link rel="Stylesheet" href="/s.css"></head><body id="top">',
        '<a href="/x/#y" name="anchor">x</a><img src="/i.webp" srcset="/i.webp 1x, /i2.webp 2x" style="background:url(/bg.png)">',
        '<script type="application/json" id="hydration-data">{"a":"&amp;<b>"}</script>',
        '</body></html>',
      ].join('\n'),
      options,
    );
    expect(scan.buildHashes).toEqual([{ value: 'h1', line: 1 }]);
    expect([...scan.ids]).toEqual(['top', 'anchor', 'hydration-data']);
    expect(scan.references.map((r) => [r.source, r.url, r.line])).toEqual([
      ['link[rel=stylesheet]', '/s.css', 2],
      ['a[href]', '/x/#y', 3],
      ['img[src]', '/i.webp', 3],
      ['img[srcset]', '/i.webp', 3],
      ['img[srcset]', '/i2.webp', 3],
      ['img[style]', '/bg.png', 3],
    ]);
    // Script text is raw: entities stay as written, as the browser's JSON.parse will see them.
    expect(scan.hydration).toEqual({ line: 4, text: '{"a":"&amp;<b>"}' });
  });
});

describe('scanHtml, what search engines read', () => {
  it('collects canonical links, social and robots meta tags, structured data and feed links', () => {
    const scan = scanHtml(
      [
        '<html><head><link rel="canonical" href="https://e.test/a/">',
        '<meta name="description" content="Not kept"><meta name="robots" content="noindex">',
        '<meta property="og:title" content="A &amp; B"><meta name="twitter:card" content="summary">',
        '<link rel="alternate" type="application/rss+xml" href="/feed.xml"><link rel="alternate" hreflang="cy" href="/cy/">',
        '<script type="application/ld+json">{"name":"A &amp; B \\u003c/script>"}</script>',
        '</head><body></body></html>',
      ].join('\n'),
      options,
    );
    expect(scan.seo.canonicals).toEqual([{ url: 'https://e.test/a/', line: 1 }]);
    expect(scan.seo.meta).toEqual([
      { key: 'robots', content: 'noindex', line: 2 },
      { key: 'og:title', content: 'A & B', line: 3 },
      { key: 'twitter:card', content: 'summary', line: 3 },
    ]);
    expect(scan.seo.feeds).toEqual([{ url: '/feed.xml', line: 4 }]);
    // Script text is raw: entities stay as written, as a browser and a crawler read them.
    expect(scan.seo.jsonLd).toEqual([{ text: '{"name":"A &amp; B \\u003c/script>"}', line: 5 }]);
  });
});
