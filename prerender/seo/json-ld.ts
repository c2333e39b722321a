// Structured data (schema.org as JSON-LD) for the page types search engines show richly: the
// business on the home page, breadcrumbs on catalogue, news category and post pages, the article
// on posts and the machine on product pages. Built from the page data and the site data alone,
// as small objects per page; a price becomes an offer only when it is a plain amount.

import type { Crumb, SiteData, SocialImage } from '../../src/content/page-data.ts';
import { clipOnWord, HEADLINE_MAX } from '../../src/content/text-limits.ts';
import type { ModelPage } from '../../src/templates/template-types.ts';
import { LATEST_NEWS_PATH } from './feed.ts';
import { absoluteUrl } from './social-image.ts';

type Node = Record<string, unknown>;

const SCHEMA = 'https://schema.org';
const HOME_CRUMB: Crumb = { title: 'Home', path: '/' };
const NEWS_CRUMB: Crumb = { title: 'Latest News', path: LATEST_NEWS_PATH };
const CONDITIONS = { new: `${SCHEMA}/NewCondition`, used: `${SCHEMA}/UsedCondition` } as const;

export interface JsonLdContext {
  page: ModelPage;
  site: SiteData;
  /** The page's canonical URL. */
  canonical: string;
  /** The page's sharing image (its own, else the site's). */
  image: SocialImage | null;
}

/** `VAT No. GB 284 6139 57` → `GB284613957`: the number without its label and spaces. */
export function vatId(text: string): string | null {
  const id = text
    .replace(/^\s*VAT(?:\s+(?:Reg(?:istration)?\.?\s*)?(?:No\.?|Number))?\s*:?/i, '')
    .replace(/\s+/g, '');
  return id.length > 0 ? id : null;
}

export interface Price {
  /** Decimal amount as schema.org wants it: digits and a point, no symbol or separators. */
  amount: string;
  currency: 'GBP';
  /** true/false when the text says whether VAT is included; undefined when it does not. */
  vatIncluded?: boolean;
}

/**
 * A price the text states plainly: `£18,500`, `£18,500 + VAT`, `£18,500.00 inc. VAT`, `£8,500 (no
 * VAT)`. Anything
 * else (`POA`, a daily hire rate, a note in brackets) is no price: no offer is claimed for it.
 */
export function parsePrice(text: string | null): Price | null {
  const match =
    /^£\s?(\d{1,3}(?:,\d{3})+|\d+)(\.\d{2})?(?:\s*(\+\s*VAT|(?:inc\.?|incl\.?|including)\s+VAT|\(no VAT\)))?$/i.exec(
      text?.trim() ?? '',
    );
  if (!match) return null;
  const amount = `${(match[1] ?? '').replaceAll(',', '')}${match[2] ?? ''}`;
  // "(no VAT)": the amount is all there is to pay, but it says nothing of VAT being included.
  const vat = match[3]?.toLowerCase();
  return {
    amount,
    currency: 'GBP',
    ...(vat === undefined || vat.startsWith('(') ? {} : { vatIncluded: !vat.startsWith('+') }),
  };
}

function organisationId(site: SiteData): string {
  return absoluteUrl('/#organization', site.siteUrl);
}

/** The dealer as a local business: who, where and how to reach them. */
export function organisation(site: SiteData, description: string): Node {
  const { address } = site;
  const vat = vatId(site.vatNumber);
  return {
    '@type': 'LocalBusiness',
    '@id': organisationId(site),
    name: site.siteName,
    url: absoluteUrl('/', site.siteUrl),
    ...(site.seo.logo ? { logo: site.seo.logo } : {}),
    ...(site.seo.image ? { image: site.seo.image.url } : {}),
    ...(description ? { description } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.streetAddress,
      addressLocality: address.locality,
      ...(address.region ? { addressRegion: address.region } : {}),
      postalCode: address.postalCode,
      addressCountry: address.country,
    },
    ...(site.telephone ? { telephone: site.telephone } : {}),
    ...(site.email ? { email: site.email } : {}),
    ...(vat ? { vatID: vat } : {}),
    ...(site.seo.profiles.length > 0 ? { sameAs: site.seo.profiles } : {}),
  };
}

/** The publisher of every post: the dealer, named and linked to the home page's full description. */
function publisher(site: SiteData): Node {
  return {
    '@type': 'Organization',
    '@id': organisationId(site),
    name: site.siteName,
    url: absoluteUrl('/', site.siteUrl),
    ...(site.seo.logo ? { logo: site.seo.logo } : {}),
  };
}

export function breadcrumbList(crumbs: readonly Crumb[], siteUrl: string): Node {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.title,
      item: absoluteUrl(crumb.path, siteUrl),
    })),
  };
}

function article({ page, site, canonical, image }: JsonLdContext & { page: ModelPage<'post'> }): Node {
  const { post } = page.data;
  // An edit stamped before the publication date (imported content) is no modification.
  const modified = Date.parse(post.updatedAt) > Date.parse(post.published) ? post.updatedAt : post.published;
  return {
    '@type': 'NewsArticle',
    '@id': `${canonical}#article`,
    mainEntityOfPage: canonical,
    headline: clipOnWord(post.title, HEADLINE_MAX),
    description: page.meta.description,
    ...(image ? { image: [image.url] } : {}),
    datePublished: post.published,
    dateModified: modified,
    author: [{ '@type': 'Organization', name: site.siteName, url: absoluteUrl('/', site.siteUrl) }],
    publisher: publisher(site),
    articleSection: post.categories.map((c) => c.title),
    inLanguage: 'en-GB',
  };
}

function product({ page, site, canonical, image }: JsonLdContext & { page: ModelPage<'product'> }): Node {
  const { product } = page.data;
  const condition = product.condition === 'hire' ? undefined : CONDITIONS[product.condition];
  // A hire rate is not a sale price: only machines for sale carry an offer.
  const price = product.condition === 'hire' ? null : parsePrice(product.price);
  return {
    '@type': 'Product',
    '@id': `${canonical}#product`,
    name: product.title,
    description: page.meta.description,
    url: canonical,
    ...(image ? { image: [image.url] } : {}),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.title } } : {}),
    ...(product.categories[0] ? { category: product.categories[0].title } : {}),
    ...(condition ? { itemCondition: condition } : {}),
    ...(price
      ? {
          offers: {
            '@type': 'Offer',
            url: canonical,
            price: price.amount,
            priceCurrency: price.currency,
            ...(condition ? { itemCondition: condition } : {}),
            ...(price.vatIncluded === undefined
              ? {}
              : {
                  priceSpecification: {
                    '@type': 'UnitPriceSpecification',
                    price: price.amount,
                    priceCurrency: price.currency,
                    valueAddedTaxIncluded: price.vatIncluded,
                  },
                }),
            seller: { '@id': organisationId(site) },
          },
        }
      : {}),
  };
}

/** The structured data of one page, as the nodes of one `@graph`; empty when nothing fits. */
export function structuredData(context: JsonLdContext): Node[] {
  const { page, site } = context;
  switch (page.template) {
    case 'home':
      return [
        {
          '@type': 'WebSite',
          '@id': absoluteUrl('/#website', site.siteUrl),
          name: site.siteName,
          url: absoluteUrl('/', site.siteUrl),
          inLanguage: 'en-GB',
          publisher: { '@id': organisationId(site) },
        },
        organisation(site, site.siteDescription || page.meta.description),
      ];
    case 'post':
      return [
        article({ ...context, page }),
        breadcrumbList(
          [HOME_CRUMB, NEWS_CRUMB, { title: page.data.post.title, path: page.meta.path }],
          site.siteUrl,
        ),
      ];
    case 'category':
      return [
        breadcrumbList(
          [HOME_CRUMB, NEWS_CRUMB, { title: page.data.category.title, path: page.meta.path }],
          site.siteUrl,
        ),
      ];
    case 'product-category':
      return [breadcrumbList(page.data.breadcrumb, site.siteUrl)];
    case 'product':
      return [product({ ...context, page }), breadcrumbList(page.data.breadcrumb, site.siteUrl)];
    default:
      return [];
  }
}

// `<` ends the script in HTML (`</script>`, `<!--`); U+2028 and U+2029 end a line in older
// JavaScript. Escaped as JSON escapes, the text still parses to the same data.
const UNSAFE = /[<>&\u2028\u2029]/g;
const UNSAFE_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** `<script type="application/ld+json">` with the nodes; nothing when there are none. */
export function jsonLdScript(nodes: readonly Node[]): string {
  if (nodes.length === 0) return '';
  const json = JSON.stringify({ '@context': SCHEMA, '@graph': nodes }).replace(
    UNSAFE,
    (c) => UNSAFE_ESCAPES[c] ?? c,
  );
  return `<script type="application/ld+json">${json}</script>`;
}
