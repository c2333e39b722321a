// The SEO check (docs/seo.md) on broken copies of the good site's news feed.
import { afterAll, describe, expect, it } from 'vitest';
import { check, feed, item, messages, rules, withFile } from './seo.test-helper.ts';
import { addPage, goodSite, HOME, pageHtml, removeSites, TEST_SITE_URL } from './site.test-helper.ts';

afterAll(removeSites);

describe('checkSeo', () => {
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
