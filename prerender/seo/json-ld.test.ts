import { beforeAll, describe, expect, it } from 'vitest';
import type { SiteData } from '../../src/content/page-data.ts';
import type { ModelPage } from '../../src/templates/template-types.ts';
import { fixtureOptions, fixtureSnapshot } from '../fixture.test-helper.ts';
import { buildSiteModel } from '../site-model.ts';
import { jsonLdScript, parsePrice, structuredData, vatId } from './json-ld.ts';

const SITE = 'https://www.example.co.uk';
let pages: ModelPage[];
let site: SiteData;

beforeAll(async () => {
  const snapshot = await fixtureSnapshot();
  ({ pages, site } = buildSiteModel(snapshot, fixtureOptions({ siteUrl: SITE })));
});

function of<T extends ModelPage['template']>(
  template: T,
  pick: (p: Extract<ModelPage, { template: T }>) => boolean = () => true,
): Extract<ModelPage, { template: T }> {
  const page = pages.find(
    (p): p is Extract<ModelPage, { template: T }> =>
      p.template === template && pick(p as Extract<ModelPage, { template: T }>),
  );
  if (!page) throw new Error(`no ${template} page`);
  return page;
}
const nodesOf = (page: ModelPage) =>
  structuredData({
    page,
    site,
    canonical: `${SITE}${page.meta.path}`,
    image: page.meta.image ?? site.seo.image,
  });
const typed = (nodes: Record<string, unknown>[], type: string) => nodes.find((n) => n['@type'] === type);

describe('vatId', () => {
  it('keeps the number without its label and spaces', () => {
    expect(vatId('VAT No. GB 284 6139 57')).toBe('GB284613957');
    expect(vatId('VAT Reg. No: GB123456789')).toBe('GB123456789');
    expect(vatId('GB 123 4567 89')).toBe('GB123456789');
    expect(vatId('VAT No.')).toBeNull();
  });
});

describe('parsePrice', () => {
  it('reads plain amounts in pounds, with what they say about VAT', () => {
    expect(parsePrice('£18,500 + VAT')).toEqual({ amount: '18500', currency: 'GBP', vatIncluded: false });
    expect(parsePrice('£1,234.50 inc. VAT')).toEqual({
      amount: '1234.50',
      currency: 'GBP',
      vatIncluded: true,
    });
    expect(parsePrice('£525')).toEqual({ amount: '525', currency: 'GBP' });
    expect(parsePrice('£8,500 (no VAT)')).toEqual({ amount: '8500', currency: 'GBP' });
  });

  it('claims no price for anything else', () => {
    for (const text of [
      null,
      '',
      'POA',
      '£110 per day + VAT',
      '£18,000 + VAT (customer machine)',
      'From £5,000',
      '€9,000',
    ]) {
      expect(parsePrice(text), String(text)).toBeNull();
    }
  });
});

describe('structuredData', () => {
  it('describes the business on the home page: name, logo, address, telephone, email, VAT number', () => {
    const nodes = nodesOf(of('home'));
    expect(typed(nodes, 'WebSite')).toMatchObject({ name: site.siteName, url: `${SITE}/` });
    expect(typed(nodes, 'LocalBusiness')).toEqual(
      expect.objectContaining({
        '@id': `${SITE}/#organization`,
        name: site.siteName,
        url: `${SITE}/`,
        logo: site.seo.logo,
        telephone: site.telephone,
        email: site.email,
        vatID: vatId(site.vatNumber),
        sameAs: site.seo.profiles,
        address: expect.objectContaining({
          '@type': 'PostalAddress',
          streetAddress: site.address.streetAddress,
          addressLocality: site.address.locality,
          postalCode: site.address.postalCode,
          addressCountry: site.address.country,
        }),
      }),
    );
    // Only the home page carries it.
    expect(nodesOf(of('page')).some((n) => n['@type'] === 'LocalBusiness')).toBe(false);
  });

  it('gives a product its name, picture, brand and breadcrumb, and an offer only for a plain price', () => {
    const priced = of('product', (p) => parsePrice(p.data.product.price) !== null);
    const nodes = nodesOf(priced);
    expect(typed(nodes, 'Product')).toMatchObject({
      name: priced.data.product.title,
      image: [priced.meta.image?.url],
      brand: { '@type': 'Brand', name: priced.data.product.brand?.title },
      offers: { '@type': 'Offer', price: '18500', priceCurrency: 'GBP' },
    });
    expect(typed(nodes, 'BreadcrumbList')).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: priced.data.breadcrumb.map((crumb, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name: crumb.title,
        item: `${SITE}${crumb.path}`,
      })),
    });
    const unpriced = of('product', (p) => p.data.product.price === null);
    expect(typed(nodesOf(unpriced), 'Product')).not.toHaveProperty('offers');
  });

  it('makes no offer of a hire rate, even a plain one', () => {
    const product = of('product', (p) => parsePrice(p.data.product.price) !== null);
    const hire = {
      ...product,
      data: { ...product.data, product: { ...product.data.product, condition: 'hire' } },
    };
    const node = typed(nodesOf(hire as ModelPage), 'Product');
    expect(node).not.toHaveProperty('offers');
    expect(node).not.toHaveProperty('itemCondition');
  });

  it('describes a post as a news article with its dates and publisher, under Home › Latest News', () => {
    const post = of('post');
    const nodes = nodesOf(post);
    expect(typed(nodes, 'NewsArticle')).toMatchObject({
      headline: post.data.post.title,
      datePublished: post.data.post.published,
      dateModified: post.data.post.updatedAt,
      mainEntityOfPage: `${SITE}${post.meta.path}`,
      publisher: { '@type': 'Organization', name: site.siteName, logo: site.seo.logo },
      author: [{ '@type': 'Organization', name: site.siteName }],
    });
    const crumbs = typed(nodes, 'BreadcrumbList')?.itemListElement as { name: string; item: string }[];
    expect(crumbs.map((c) => [c.name, c.item])).toEqual([
      ['Home', `${SITE}/`],
      ['Latest News', `${SITE}/latest-news/`],
      [post.data.post.title, `${SITE}${post.meta.path}`],
    ]);
  });

  it('never dates a modification before the publication', () => {
    const post = of('post');
    const imported = {
      ...post,
      data: { ...post.data, post: { ...post.data.post, updatedAt: '2000-01-01T00:00:00Z' } },
    } as ModelPage;
    expect(typed(nodesOf(imported), 'NewsArticle')?.dateModified).toBe(post.data.post.published);
  });

  it('gives catalogue and news categories their breadcrumb, and other pages nothing', () => {
    const category = of('product-category');
    expect(nodesOf(category)).toEqual([expect.objectContaining({ '@type': 'BreadcrumbList' })]);
    const news = of('category');
    const crumbs = nodesOf(news)[0]?.itemListElement as { name: string }[];
    expect(crumbs.map((c) => c.name)).toEqual(['Home', 'Latest News', news.data.category.title]);
    for (const template of ['brands', 'latest-news', 'enquiry-basket', 'not-found'] as const) {
      expect(nodesOf(of(template)), template).toEqual([]);
    }
  });
});

describe('jsonLdScript', () => {
  it('cannot be broken out of: the text has no < > or &, and parses back to the same data', () => {
    const nodes = [{ '@type': 'Thing', name: '</script><script>alert(1)</script> & <!-- \u2028' }];
    const script = jsonLdScript(nodes);
    const text = script.slice('<script type="application/ld+json">'.length, -'</script>'.length);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual({ '@context': 'https://schema.org', '@graph': nodes });
    expect(jsonLdScript([])).toBe('');
  });
});
