// @vitest-environment happy-dom
// After a client-side navigation the head's search and sharing tags are the new page's, tag for
// tag as the prerender writes them into that page's HTML.
import { beforeAll, describe, expect, it } from 'vitest';
import { seoHead } from '../../src/app/seo/head.ts';
import { showSeoHead } from '../../src/app/seo-head.ts';
import type { SiteData } from '../../src/content/page-data.ts';
import { canonicalUrl, documentTitle } from '../../src/lib/document-title.ts';
import type { ModelPage, PageData } from '../../src/templates/template-types.ts';
import { fixtureSiteModel } from '../fixture.test-helper.ts';
import { renderHead } from '../html.ts';

const SITE = 'https://www.example.co.uk';
let pages: PageData[];
let site: SiteData;

beforeAll(async () => {
  const model = await fixtureSiteModel({ siteUrl: SITE });
  site = model.site;
  pages = model.pages.map((page: ModelPage) => ({ ...page, hash: 'h1' }) as PageData);
});

const prerenderedHead = (page: PageData) => {
  const title = documentTitle(page.meta.title, site.siteName);
  const canonical = canonicalUrl(SITE, page.meta.path);
  return renderHead({ page, title, canonical, seo: seoHead({ page, site, title, canonical }), preloads: '' });
};
const seoTags = () =>
  [...document.head.children]
    .filter((e) => !['TITLE', 'LINK'].includes(e.tagName) || e.getAttribute('rel') === 'alternate')
    .filter((e) => !['description', 'build-hash'].includes(e.getAttribute('name') ?? ''))
    .map((e) => e.outerHTML);
function tagsOf(page: PageData) {
  document.head.innerHTML = prerenderedHead(page);
  return seoTags();
}
const of = (template: PageData['template']) => pages.find((p) => p.template === template) as PageData;

describe('showSeoHead', () => {
  it("replaces the first page's tags with the new page's, as its prerendered head has them", () => {
    for (const [from, to] of [
      [of('home'), of('product')],
      [of('product'), of('post')],
      [of('post'), of('not-found')],
      [of('not-found'), of('brands')],
    ] as const) {
      const expected = tagsOf(to);
      document.head.innerHTML = prerenderedHead(from);
      showSeoHead(to, site);
      expect(seoTags(), `${from.meta.path} → ${to.meta.path}`).toEqual(expected);
    }
  });

  it('drops the noindex of a page kept out of search when the next page may be indexed', () => {
    document.head.innerHTML = prerenderedHead(of('not-found'));
    expect(document.head.querySelector('meta[name="robots"]')).not.toBeNull();
    showSeoHead(of('home'), site);
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(1);
  });
});
