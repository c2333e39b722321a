import { beforeAll, describe, expect, it } from 'vitest';
import { googleIssues } from '../../scripts/quality/site-checks/google-rules.ts';
import { jsonLdScript, structuredData } from '../../src/app/seo/json-ld.ts';
import type { SiteData } from '../../src/content/page-data.ts';
import { CONTACT_PAGE_PATH } from '../../src/content/paths.ts';
import { vatId } from '../../src/content/structured-data/business.ts';
import { vatIncluded } from '../../src/templates/product/json-ld.ts';
import type { ModelPage } from '../../src/templates/template-types.ts';
import { fixtureSiteModel } from '../fixture.test-helper.ts';

const SITE = 'https://www.example.co.uk';
let pages: ModelPage[];
let site: SiteData;

beforeAll(async () => {
  ({ pages, site } = await fixtureSiteModel({ siteUrl: SITE }));
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

describe('vatIncluded', () => {
  it('reads what the price text says of VAT, and nothing when it says nothing', () => {
    expect(vatIncluded('£18,500 + VAT')).toBe(false);
    expect(vatIncluded('£1,234.50 inc. VAT')).toBe(true);
    expect(vatIncluded('£1,234.50 including VAT')).toBe(true);
    expect(vatIncluded('£8,500 (no VAT)')).toBeUndefined();
    expect(vatIncluded('£525')).toBeUndefined();
    expect(vatIncluded(null)).toBeUndefined();
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
    expect(typed(nodes, 'LocalBusiness')).toMatchObject({
      geo: { '@type': 'GeoCoordinates', latitude: site.geo?.lat, longitude: site.geo?.lng },
      openingHoursSpecification: site.openingHours.map((h) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: h.days,
        opens: h.opens,
        closes: h.closes,
      })),
    });
    // The contact page names the same business; other pages do not.
    const about = of('page');
    const contact = { ...about, meta: { ...about.meta, path: CONTACT_PAGE_PATH } };
    const { description: _, ...business } = typed(nodes, 'LocalBusiness') ?? {};
    expect(typed(nodesOf(contact), 'LocalBusiness')).toMatchObject(business);
    expect(nodesOf(about).some((n) => n['@type'] === 'LocalBusiness')).toBe(false);
  });

  it('offers a machine for sale at its stated price, as available as its stock status says', () => {
    const forSale = of('product', (p) => p.data.product.priceValue !== null);
    const product = { ...forSale.data.product, condition: 'used' as const, status: 'reserved' as const };
    const priced = { ...forSale, data: { ...forSale.data, product } };
    const nodes = nodesOf(priced);
    expect(typed(nodes, 'Product')).toMatchObject({
      name: product.title,
      url: `${SITE}${priced.meta.path}`,
      image: [priced.meta.image?.url],
      itemCondition: 'https://schema.org/UsedCondition',
      offers: {
        '@type': 'Offer',
        url: `${SITE}${priced.meta.path}`,
        price: product.priceValue,
        priceCurrency: 'GBP',
        itemCondition: 'https://schema.org/UsedCondition',
        availability: 'https://schema.org/Reserved',
        priceSpecification: { valueAddedTaxIncluded: false },
        seller: { '@id': `${SITE}/#organization` },
      },
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
    const sold = { ...priced, data: { ...priced.data, product: { ...product, status: 'sold' as const } } };
    expect(typed(nodesOf(sold), 'Product')).toMatchObject({
      offers: { availability: 'https://schema.org/SoldOut' },
    });
  });

  it('claims no product for a machine priced on application: only its breadcrumb', () => {
    const poa = of(
      'product',
      (p) => p.data.product.condition !== 'hire' && p.data.product.priceValue === null,
    );
    expect(nodesOf(poa).map((n) => n['@type'])).toEqual(['BreadcrumbList']);
  });

  it('describes a machine for hire as a hire service at its day rate, never as a product on sale', () => {
    const forSale = of('product', (p) => p.data.product.priceValue !== null);
    const product = {
      ...forSale.data.product,
      condition: 'hire' as const,
      price: '£85 per day',
      priceValue: 85,
    };
    const hire = { ...forSale, data: { ...forSale.data, product } };
    const nodes = nodesOf(hire);
    expect(typed(nodes, 'Product')).toBeUndefined();
    expect(typed(nodes, 'Service')).toMatchObject({
      name: hire.data.product.title,
      provider: { '@id': `${SITE}/#organization` },
      offers: {
        businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
        price: hire.data.product.priceValue,
        priceSpecification: { unitCode: 'DAY', price: hire.data.product.priceValue, priceCurrency: 'GBP' },
      },
    });
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

  it('gives catalogue and news categories their breadcrumb', () => {
    const category = of('product-category');
    expect(nodesOf(category)).toEqual([expect.objectContaining({ '@type': 'BreadcrumbList' })]);
    const news = of('category');
    const crumbs = nodesOf(news)[0]?.itemListElement as { name: string }[];
    expect(crumbs.map((c) => c.name)).toEqual(['Home', 'Latest News', news.data.category.title]);
    for (const template of ['enquiry-basket', 'not-found'] as const) {
      expect(nodesOf(of(template)), template).toEqual([]);
    }
  });

  it('names a brand on its page, and lists the brands and the news in the order shown', () => {
    const brand = of('brand');
    expect(typed(nodesOf(brand), 'Brand')).toMatchObject({
      name: brand.data.brand.title,
      url: `${SITE}${brand.meta.path}`,
    });
    const brands = of('brands');
    const listed = (page: ModelPage) =>
      (
        typed(nodesOf(page), 'CollectionPage')?.mainEntity as
          | { itemListElement: { url: string }[] }
          | undefined
      )?.itemListElement ?? [];
    expect(listed(brands).map((i) => i.url)).toEqual(brands.data.brands.map((b) => `${SITE}${b.path}`));
    const news = of('latest-news');
    expect(listed(news).map((i) => i.url)).toEqual(news.data.posts.map((p) => `${SITE}${p.path}`));
  });

  it("passes Google's rich-result rules on every page", async () => {
    for (const page of pages) {
      const errors = (
        await googleIssues(nodesOf(page).map((node) => ({ '@context': 'https://schema.org', ...node })))
      ).filter((issue) => issue.severity === 'ERROR');
      expect(errors, page.meta.path).toEqual([]);
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
