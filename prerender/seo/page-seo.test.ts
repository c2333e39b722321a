import { beforeAll, describe, expect, it } from 'vitest';
import type { ModelPage } from '../../src/templates/template-types.ts';
import type { Snapshot } from '../content/snapshot.ts';
import { fixtureOptions, fixtureSnapshot } from '../fixture.test-helper.ts';
import { buildSiteModel } from '../site-model.ts';
import { newest } from './dates.ts';
import { twitterHandle, updatedIndex } from './page-seo.ts';

const options = fixtureOptions();
let snapshot: Snapshot;

beforeAll(async () => {
  snapshot = await fixtureSnapshot();
});

const byPath = (pages: ModelPage[], path: string) => {
  const page = pages.find((p) => p.meta.path === path);
  if (!page) throw new Error(`no page ${path}`);
  return page;
};

/** The fixture with one document's `_updatedAt` moved. */
function touched(pick: (s: Snapshot) => { updatedAt: string }, when: string): Snapshot {
  const copy = structuredClone(snapshot);
  pick(copy).updatedAt = when;
  return copy;
}

describe('newest', () => {
  it('compares instants, not spellings, and returns the date as written', () => {
    expect(newest(['2023-01-01T12:00:00Z', '2023-01-01T13:30:00+02:00', null, undefined])).toBe(
      '2023-01-01T12:00:00Z',
    );
    expect(newest(['2023-01-01T10:00:00Z', '2023-01-01T13:30:00+02:00'])).toBe('2023-01-01T13:30:00+02:00');
    expect(newest([])).toBeNull();
  });
});

describe('updatedIndex', () => {
  it('gives the newest change among the documents shown, once per array of ids the pages share', () => {
    const [first, second] = snapshot.products;
    if (!first || !second) throw new Error('the fixture has two products');
    const updatedAt = updatedIndex(
      touched((s) => s.products[1] as { updatedAt: string }, '2099-01-01T00:00:00Z'),
    );
    const shown = [first.id, second.id];
    expect(updatedAt(shown)).toBe('2099-01-01T00:00:00Z');
    expect(updatedAt([first.id])).toBe(first.updatedAt);
    expect(updatedAt(['no-such-document'])).toBeNull();
    // The pages of one list share their array: its answer is kept, not worked out per page.
    shown.pop();
    expect(updatedAt(shown)).toBe('2099-01-01T00:00:00Z');
  });
});

describe('twitterHandle', () => {
  it('reads the account from an X or Twitter profile link', () => {
    expect(twitterHandle('https://twitter.com/hartridgemach')).toBe('@hartridgemach');
    expect(twitterHandle('https://x.com/@dealer_uk/')).toBe('@dealer_uk');
    expect(twitterHandle('https://www.youtube.com/@dealer')).toBeNull();
    expect(twitterHandle('https://twitter.com/dealer/status/1')).toBeNull();
  });
});

describe('page meta for search engines and link previews', () => {
  it('dates a document page by its own _updatedAt, and a list by the newest thing it lists', () => {
    const post = snapshot.posts[1];
    if (!post) throw new Error('fixture has two posts');
    const { pages } = buildSiteModel(
      touched((s) => s.posts[1] as { updatedAt: string }, '2025-03-01T10:00:00Z'),
      options,
    );
    expect(byPath(pages, post.path).meta.updatedAt).toBe('2025-03-01T10:00:00Z');
    expect(byPath(pages, '/latest-news/').meta.updatedAt).toBe('2025-03-01T10:00:00Z');
    const category = post.categories[0];
    expect(byPath(pages, category?.path ?? '').meta.updatedAt).toBe('2025-03-01T10:00:00Z');
    // The home page lists it in its latest-news block.
    expect(byPath(pages, '/').meta.updatedAt).toBe('2025-03-01T10:00:00Z');
    // A page that does not show the post keeps its own date.
    expect(byPath(pages, '/our-brands/').meta.updatedAt).toBe('2024-01-10T09:00:00Z');
  });

  it('dates a product category by its products and a brand by its machines', () => {
    const product = snapshot.products.find((p) => p.brand);
    if (!product) throw new Error('fixture has a branded product');
    const index = snapshot.products.indexOf(product);
    const { pages } = buildSiteModel(
      touched((s) => s.products[index] as { updatedAt: string }, '2025-04-01T00:00:00Z'),
      options,
    );
    const leaf = product.categories[0];
    expect(byPath(pages, leaf?.path ?? '').meta.updatedAt).toBe('2025-04-01T00:00:00Z');
    expect(byPath(pages, product.brand?.path ?? '').meta.updatedAt).toBe('2025-04-01T00:00:00Z');
    expect(byPath(pages, product.path).meta.updatedAt).toBe('2025-04-01T00:00:00Z');
  });

  it('gives every indexable page a date, and none to pages of no content', () => {
    const { pages } = buildSiteModel(snapshot, options);
    for (const page of pages.filter((p) => p.meta.indexable)) {
      expect(page.meta.updatedAt, page.meta.path).toMatch(/^\d{4}-\d\d-\d\dT/);
    }
    expect(byPath(pages, '/404/').meta.updatedAt).toBeNull();
    expect(byPath(pages, '/enquiry-basket/').meta.updatedAt).toBeNull();
  });

  it("shares a page's hero, a product's first photo and a post's own picture", () => {
    const { pages } = buildSiteModel(snapshot, options);
    const product = pages.find(
      (p): p is ModelPage<'product'> => p.template === 'product' && p.data.product.images.length > 0,
    );
    const assetOf = (url: string | undefined) => /\/images\/([^/]+)\//.exec(url ?? '')?.[1];
    expect(assetOf(product?.meta.image?.url)).toBe(
      product?.data.product.images[0]?.asset._id.replace(/^image-/, ''),
    );
    const post = pages.find(
      (p): p is ModelPage<'post'> => p.template === 'post' && p.data.post.image !== null,
    );
    expect(assetOf(post?.meta.image?.url)).toBe(post?.data.post.image?.asset._id.replace(/^image-/, ''));
    const about = byPath(pages, '/about-us/') as ModelPage<'page'>;
    expect(assetOf(about.meta.image?.url)).toBe(
      about.data.page.hero?.image?.asset._id.replace(/^image-/, ''),
    );
  });

  it("falls back to the home page's picture site-wide, and names the logo, profiles and feed", () => {
    const { pages, site } = buildSiteModel(snapshot, options);
    expect(site.seo.image).not.toBeNull();
    expect(site.seo.image).toEqual(byPath(pages, '/').meta.image);
    // Pages with nothing of their own to show leave it to the site's picture.
    expect(byPath(pages, '/our-brands/').meta.image).toBeNull();
    expect(site.seo.logo).toMatch(/^https:\/\/example\.test\/images\/.+\.webp$/);
    expect(site.seo.profiles).toEqual(snapshot.footer.socialIcons.map((i) => i.link));
    expect(site.seo.feed).toBe('https://example.test/latest-news/feed.xml');
  });

  it('falls back to the whole logo when the home page has no picture', () => {
    const copy = structuredClone(snapshot);
    for (const page of copy.pages) {
      page.hero = null;
      page.content = [];
    }
    const { site } = buildSiteModel(copy, options);
    expect(site.seo.image?.url).toBe(site.seo.logo);
    expect(buildSiteModel({ ...copy, posts: [] }, options).site.seo.feed).toBeNull();
  });
});
