import { beforeAll, describe, expect, it } from 'vitest';
import { scanHtml } from '../../scripts/quality/site-checks/scan-html.ts';
import { seoHead } from '../../src/app/seo/head.ts';
import type { SiteData } from '../../src/content/page-data.ts';
import type { ModelPage } from '../../src/templates/template-types.ts';
import { fixtureSiteModel } from '../fixture.test-helper.ts';

const SITE = 'https://www.example.co.uk';
let pages: ModelPage[];
let site: SiteData;

beforeAll(async () => {
  ({ pages, site } = await fixtureSiteModel({ siteUrl: SITE }));
});

/** The head's tags as the site check reads them. */
function headOf(page: ModelPage, siteData = site) {
  const html = seoHead({
    page,
    site: siteData,
    title: `${page.meta.title} | Site`,
    canonical: `${SITE}${page.meta.path}`,
  });
  const { seo } = scanHtml(`<html><head>${html}</head></html>`, { buildHashMeta: 'x', hydrationId: 'y' });
  return { html, meta: new Map(seo.meta.map((m) => [m.key, m.content])), seo };
}
const pageAt = (path: string) => pages.find((p) => p.meta.path === path) as ModelPage;

describe('seoHead', () => {
  it('gives a page with its own picture the large card of that picture, at its size, with its alt', () => {
    const post = pages.find((p) => p.template === 'post' && p.meta.image) as ModelPage<'post'>;
    const { meta } = headOf(post);
    expect(Object.fromEntries(meta)).toMatchObject({
      'og:type': 'article',
      'og:title': `${post.meta.title} | Site`,
      'og:url': `${SITE}${post.meta.path}`,
      'og:image': post.meta.image?.url,
      'og:image:width': String(post.meta.image?.width),
      'og:image:height': String(post.meta.image?.height),
      'og:image:alt': post.meta.image?.alt,
      'twitter:card': 'summary_large_image',
      'article:published_time': post.data.post.published,
    });
  });

  it("falls back to the site's picture, so every page has one", () => {
    const { meta } = headOf(pageAt('/404/'));
    expect(meta.get('og:image')).toBe(site.seo.image?.url);
    expect(meta.get('og:type')).toBe('website');
  });

  it('links the news feed and names the X account when the site has them', () => {
    const { seo, meta } = headOf(pageAt('/'));
    expect(seo.feeds).toEqual([{ url: `${SITE}/latest-news/feed.xml`, line: 1 }]);
    expect(seo.jsonLd).toHaveLength(1);
    const bare = headOf(pageAt('/'), {
      ...site,
      seo: { ...site.seo, feed: null, twitter: null, image: null },
    });
    expect(bare.seo.feeds).toEqual([]);
    expect(bare.meta.has('twitter:site')).toBe(false);
    // A page without any picture gets the small card and no image tags.
    const about = pageAt('/our-brands/');
    expect(headOf(about, { ...site, seo: { ...site.seo, image: null } }).meta.get('twitter:card')).toBe(
      'summary',
    );
    expect(meta.get('twitter:site')).toBe(site.seo.twitter ?? undefined);
  });

  it('escapes what editors write', () => {
    const page = pageAt('/our-brands/');
    const quoted = { ...page, meta: { ...page.meta, description: 'Say "hello" & <b>' } } as ModelPage;
    const { html, meta } = headOf(quoted);
    expect(html).toContain('content="Say &quot;hello&quot; &amp; &lt;b&gt;"');
    expect(meta.get('og:description')).toBe('Say "hello" & <b>');
  });

  it('costs little per page', () => {
    const started = performance.now();
    for (let i = 0; i < 500; i++) {
      for (const page of pages) seoHead({ page, site, title: page.meta.title, canonical: SITE });
    }
    const perPage = (performance.now() - started) / (500 * pages.length);
    // Plain string building takes some 15 µs a page; the budget of 4,000 pages a second leaves a
    // whole page 250 µs, so the head must stay a small part of it even on a busy machine.
    expect(perPage).toBeLessThan(0.2);
  });
});
