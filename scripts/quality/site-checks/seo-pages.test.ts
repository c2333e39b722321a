// The SEO check (docs/seo.md) on broken copies of the good site's pages: their canonical link,
// their link-preview tags, noindex, and their structured data.
import { afterAll, describe, expect, it } from 'vitest';
import { aboutWith, check, messages, rules, withJsonLd } from './seo.test-helper.ts';
import {
  ABOUT,
  addPage,
  goodSite,
  HOME,
  lineOf,
  NOT_FOUND,
  removeSites,
  TEST_SITE_URL,
} from './site.test-helper.ts';

afterAll(removeSites);

describe('checkSeo', () => {
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
});
