// The SEO check (docs/seo.md) on the good site, and on broken copies of its robots.txt and sitemap.
import { afterAll, describe, expect, it } from 'vitest';
import { check, GOOD_URLS, messages, rules, sitemap, url, withFile } from './seo.test-helper.ts';
import { checkSeo } from './seo.ts';
import { goodSite, removeSites, type SiteFiles, TEST_SITE_URL, writeSite } from './site.test-helper.ts';

afterAll(removeSites);

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
});
