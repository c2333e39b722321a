import { afterAll, describe, expect, it } from 'vitest';
import { checkSeo } from './seo.ts';
import {
  ABOUT,
  addPage,
  FEED_URL,
  goodSite,
  HOME,
  lineOf,
  NOT_FOUND,
  pageHtml,
  removeSites,
  type SiteFiles,
  TEST_SITE_URL,
  type TestPage,
  writeSite,
} from './site.test-helper.ts';

afterAll(removeSites);

const check = (files: SiteFiles) => checkSeo(writeSite(files), { siteUrl: TEST_SITE_URL });
const rules = (files: SiteFiles) => check(files).findings.map((f) => [f.file, f.rule]);
const messages = (files: SiteFiles) => check(files).findings.map((f) => f.message);

/** The good site with one file replaced. */
function withFile(file: string, text: string): SiteFiles {
  return { ...goodSite(), [file]: text };
}
/** The good site with the about page's HTML edited. */
function aboutWith(edit: (html: string) => string): SiteFiles {
  const files = goodSite();
  files['about-us/index.html'] = edit(pageHtml(ABOUT));
  return files;
}
function withJsonLd(page: TestPage, jsonLd: unknown): SiteFiles {
  const files = goodSite();
  addPage(files, { ...page, jsonLd });
  return files;
}
const sitemap = (urls: string) => `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls}
</urlset>
`;
const url = (path: string, extra = '') => `<url><loc>${TEST_SITE_URL}${path}</loc>${extra}</url>`;
const GOOD_URLS = `${url('/')}\n${url('/about-us/')}`;
const feed = (items: string, self = FEED_URL) => `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>
<title>Test news</title><link>${TEST_SITE_URL}/</link><description>News</description>
<atom:link href="${self}" rel="self" type="application/rss+xml"/>
${items}
</channel></rss>
`;
const item = (link: string, date = 'Mon, 16 Oct 2023 09:00:00 GMT') =>
  `<item><title>A post</title><link>${link}</link><guid>${link}</guid><pubDate>${date}</pubDate></item>`;

describe('checkSeo', () => {
  it('passes a site with robots.txt, an exact sitemap, social tags, valid structured data and a feed', () => {
    const result = check(goodSite());
    expect(result.findings).toEqual([]);
    expect(result.notes.join()).toContain('sitemap: 2 URLs in 1 file(s)');
    expect(result.notes.join()).toContain('2 structured-data nodes; 1 feed(s) with 1 items');
  });

  describe('robots.txt', () => {
    it('must exist, name the sitemap by its absolute URL, and not shut crawlers out', () => {
      const files = goodSite();
      delete files['robots.txt'];
      expect(rules(files)).toEqual([['robots.txt', 'robots']]);
      expect(messages(withFile('robots.txt', 'User-agent: *\nAllow: /\n'))).toEqual([
        `does not name the sitemap ${TEST_SITE_URL}/sitemap.xml`,
      ]);
      expect(
        check(withFile('robots.txt', `User-agent: *\nDisallow: /\n\nSitemap: ${TEST_SITE_URL}/sitemap.xml\n`))
          .findings,
      ).toEqual([
        {
          file: 'robots.txt',
          line: 2,
          message: 'Disallow: / shuts every crawler out of the site',
          rule: 'robots',
        },
      ]);
    });
  });

  describe('the sitemap', () => {
    it('must exist and be well-formed XML in the protocol namespace', () => {
      const files = goodSite();
      delete files['sitemap.xml'];
      expect(rules(files)).toEqual([['sitemap.xml', 'sitemap-missing']]);
      expect(check(withFile('sitemap.xml', sitemap(`${GOOD_URLS}\n<url><loc>x</url>`))).findings).toEqual([
        expect.objectContaining({ file: 'sitemap.xml', line: 5, rule: 'sitemap-xml' }),
      ]);
      expect(
        messages(withFile('sitemap.xml', sitemap(GOOD_URLS).replace('sitemap/0.9', 'sitemap/0.8'))),
      ).toEqual([
        'the root is <urlset>, not <urlset> or <sitemapindex> in http://www.sitemaps.org/schemas/sitemap/0.9',
      ]);
    });

    it('finds entries without a loc, with unknown fields or a malformed lastmod', () => {
      const files = withFile(
        'sitemap.xml',
        sitemap(
          `${url('/', '<lastmod>25/10/2023</lastmod>')}\n${url('/about-us/', '<rank>1</rank>')}\n<url><lastmod>2023-10-25</lastmod></url>`,
        ),
      );
      expect(messages(files)).toEqual([
        '<lastmod> "25/10/2023" is not a W3C date-time',
        '<rank> is not allowed in <url>',
        '<url> has no <loc>',
      ]);
    });

    it('lists exactly the indexable pages: none missing, none noindex, none that is not a page, none twice', () => {
      expect(check(withFile('sitemap.xml', sitemap(url('/')))).findings).toEqual([
        {
          file: 'about-us/index.html',
          message: 'an indexable page missing from the sitemap',
          rule: 'sitemap-omits',
        },
      ]);
      const files = withFile(
        'sitemap.xml',
        sitemap(
          `${GOOD_URLS}\n${url('/404/')}\n${url('/gone/')}\n${url('/about-us/')}\n<url><loc>/about-us/</loc></url>`,
        ),
      );
      expect(messages(files)).toEqual([
        `<loc> "${TEST_SITE_URL}/404/" is a page marked noindex`,
        `<loc> "${TEST_SITE_URL}/gone/" is not a page of the site`,
        `<loc> "${TEST_SITE_URL}/about-us/" is listed twice`,
        '<loc> "/about-us/" is not an absolute URL',
      ]);
      // Another SITE_URL: every entry is on the wrong site.
      expect(
        checkSeo(writeSite(goodSite()), { siteUrl: 'https://www.example.com' }).findings.map((f) => f.rule),
      ).toContain('sitemap-url');
    });

    it('follows a sitemap index to its parts, and finds a part that is missing', () => {
      const index = (parts: string[]) => `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${parts.map((p) => `<sitemap><loc>${TEST_SITE_URL}/${p}</loc><lastmod>2023-10-25T12:42:00Z</lastmod></sitemap>`).join('\n')}
</sitemapindex>
`;
      const files: SiteFiles = {
        ...withFile('sitemap.xml', index(['sitemap-1.xml', 'sitemap-2.xml'])),
        'sitemap-1.xml': sitemap(url('/')),
        'sitemap-2.xml': sitemap(url('/about-us/')),
      };
      const result = check(files);
      expect(result.findings).toEqual([]);
      expect(result.notes.join()).toContain('sitemap: 2 URLs in 3 file(s)');
      delete files['sitemap-2.xml'];
      expect(rules(files)).toEqual([
        ['sitemap.xml', 'sitemap-missing'],
        ['about-us/index.html', 'sitemap-omits'],
      ]);
    });
  });

  describe('every page', () => {
    it('has one canonical link, to itself', () => {
      expect(rules(aboutWith((html) => html.replace(/<link rel="canonical"[^>]*>/, '')))).toEqual([
        ['about-us/index.html', 'canonical'],
      ]);
      const elsewhere = aboutWith((html) =>
        html.replace(`href="${TEST_SITE_URL}/about-us/"`, `href="${TEST_SITE_URL}/"`),
      );
      expect(messages(elsewhere)).toEqual([
        `canonical ${TEST_SITE_URL}/ is not the page's own URL ${TEST_SITE_URL}/about-us/`,
        'og:url is not the canonical URL',
      ]);
    });

    it('has the Open Graph and Twitter card tags of a link preview', () => {
      const files = aboutWith((html) =>
        html
          .replace(/<meta property="og:image" [^>]*>/, '')
          .replace(/<meta name="twitter:card" [^>]*>/, '')
          .replace(
            '<meta property="og:title"',
            '<meta property="og:title" content="Again"><meta property="og:title"',
          ),
      );
      expect(messages(files)).toEqual(['og:title appears 2 times', 'no twitter:card', 'no og:image']);
      const wrong = aboutWith((html) =>
        html
          .replace(`content="${TEST_SITE_URL}/images/a/hero-1600.webp"`, 'content="/images/a/hero-1600.webp"')
          .replace('content="1600"', 'content="1600px"')
          .replace('content="summary_large_image"', 'content="large"'),
      );
      expect(check(wrong).findings).toEqual([
        {
          file: 'about-us/index.html',
          line: lineOf(wrong, 'about-us/index.html', 'og:image"'),
          message: 'og:image is not an absolute URL',
          rule: 'social',
        },
        expect.objectContaining({ message: 'og:image:width "1600px" is not a size in pixels' }),
        expect.objectContaining({ message: 'twitter:card "large" is not a card type' }),
      ]);
    });

    it('includes the not-found pages, which must say noindex to stay out of the sitemap', () => {
      const files = goodSite();
      addPage(files, { ...NOT_FOUND, indexable: true });
      expect(rules(files)).toEqual([['404/index.html', 'sitemap-omits']]);
    });
  });

  describe('structured data', () => {
    it('must parse as JSON and name the schema.org context and a type', () => {
      const broken = aboutWith((html) =>
        html.replace('<script type="application/ld+json">{', '<script type="application/ld+json">{,'),
      );
      expect(check(broken).findings).toEqual([
        expect.objectContaining({
          file: 'about-us/index.html',
          line: lineOf(broken, 'about-us/index.html', 'application/ld+json'),
          rule: 'jsonld-parse',
        }),
      ]);
      expect(
        rules(withJsonLd(HOME, { '@type': 'Organization', name: 'Test', url: `${TEST_SITE_URL}/` })),
      ).toEqual([['index.html', 'jsonld-context']]);
      expect(messages(withJsonLd(HOME, { '@context': 'https://schema.org', name: 'Test' }))).toEqual([
        'JSON-LD has no @type',
      ]);
    });

    it('finds breadcrumbs without names, out of order, or leading to no page', () => {
      const files = withJsonLd(ABOUT, {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, item: `${TEST_SITE_URL}/` },
          { '@type': 'ListItem', position: 3, name: 'Gone', item: `${TEST_SITE_URL}/gone/` },
          { '@type': 'ListItem', position: 3, name: 'About us' },
        ],
      });
      expect(messages(files)).toEqual([
        'JSON-LD (BreadcrumbList).itemListElement[1].position is not 2',
        'JSON-LD.itemListElement[0] (ListItem) has no name',
        `JSON-LD.itemListElement[1] (ListItem).item "${TEST_SITE_URL}/gone/" is not a page of the site`,
      ]);
    });

    it('finds an article without its date or publisher, and a modification before publication', () => {
      const files = withJsonLd(ABOUT, {
        '@context': 'https://schema.org',
        '@type': 'NewsArticle',
        headline: 'About us',
        image: [`${TEST_SITE_URL}/images/a/missing.webp`],
        dateModified: '2023-01-01T00:00:00Z',
        datePublished: '2023-02-01T00:00:00Z',
        author: [{ '@type': 'Organization', name: 'Test', url: `${TEST_SITE_URL}/` }],
      });
      expect(messages(files)).toEqual([
        'JSON-LD (NewsArticle) has no publisher',
        'JSON-LD (NewsArticle).dateModified is before datePublished',
        `JSON-LD (NewsArticle).image "${TEST_SITE_URL}/images/a/missing.webp" is not a file of the site`,
      ]);
    });

    it('finds a product without a picture and an offer whose price is not a number', () => {
      const files = withJsonLd(ABOUT, {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'SRX 5800',
        offers: { '@type': 'Offer', price: '£18,500 + VAT', priceCurrency: 'GBP' },
      });
      expect(messages(files)).toEqual([
        'JSON-LD (Product) has no image',
        'JSON-LD.offers (Offer).price "£18,500 + VAT" is not a plain number',
      ]);
    });
  });

  describe('the feed', () => {
    it('must be a file of the site, linked from the home page', () => {
      const files = goodSite();
      delete files['feed.xml'];
      // Reported once, where the first page names it.
      expect(rules(files)).toEqual([['404.html', 'feed-missing']]);
      const unlinked = goodSite();
      addPage(unlinked, HOME, pageHtml(HOME).replace(/<link rel="alternate"[^>]*>/, ''));
      expect(rules(unlinked)).toEqual([['index.html', 'feed-unlinked']]);
      const nowhere = { ...goodSite(), 'news/feed.xml': feed(item(`${TEST_SITE_URL}/`)) };
      expect(rules(nowhere)).toEqual([['news/feed.xml', 'feed-unlinked']]);
    });

    it('must parse as RSS 2.0 and name itself', () => {
      expect(check(withFile('feed.xml', feed(`${item(`${TEST_SITE_URL}/`)}<item>`))).findings).toEqual([
        expect.objectContaining({ file: 'feed.xml', rule: 'feed-xml' }),
      ]);
      expect(
        rules(
          withFile('feed.xml', feed(item(`${TEST_SITE_URL}/`)).replace('version="2.0"', 'version="0.91"')),
        ),
      ).toEqual([['feed.xml', 'feed-shape']]);
      expect(
        rules(withFile('feed.xml', feed(item(`${TEST_SITE_URL}/`), `${TEST_SITE_URL}/other.xml`))),
      ).toEqual([['feed.xml', 'feed-self']]);
    });

    it('has items with an RFC 822 date and a link to a page that exists', () => {
      const files = withFile(
        'feed.xml',
        feed(
          [
            item(`${TEST_SITE_URL}/gone/`),
            item(`${TEST_SITE_URL}/`, '2023-10-16T09:00:00Z'),
            item('/about-us/'),
          ].join('\n'),
        ),
      );
      expect(messages(files)).toEqual([
        `<item> link "${TEST_SITE_URL}/gone/" is not a page of the site`,
        '<pubDate> "2023-10-16T09:00:00Z" is not an RFC 822 date',
        '<item> link "/about-us/" is not an absolute URL',
      ]);
    });
  });
});
