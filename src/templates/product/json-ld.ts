// A machine in structured data, as what it is (docs/seo.md "Machines"): for sale with a stated
// price, a Product with its Offer; for hire, a hire Service with its day rate; priced on
// application, no Product at all, since Google accepts none without a price, review or rating and
// a made-up price would be a false claim.
import type { Ref } from '../../content/page-data.ts';
import type { StockStatus } from '../../content/schemas/index.ts';
import { absoluteUrl } from '../../lib/absolute-url.ts';
import type { ProductPage } from './model.ts';

type Node = Record<string, unknown>;

const SCHEMA = 'https://schema.org';
const CONDITIONS = { new: `${SCHEMA}/NewCondition`, used: `${SCHEMA}/UsedCondition` } as const;
/** Arriving: bought and on its way, so it can be bought before it is in the yard. */
export const AVAILABILITY: Readonly<Record<StockStatus, string>> = {
  available: `${SCHEMA}/InStock`,
  reserved: `${SCHEMA}/Reserved`,
  sold: `${SCHEMA}/SoldOut`,
  arriving: `${SCHEMA}/PreOrder`,
};
/** GoodRelations' business function of a rental, which schema.org's Offer takes over. */
const LEASE_OUT = 'http://purl.org/goodrelations/v1#LeaseOut';

/** What the price text says of VAT: `+ VAT` excluded, `inc. VAT` included, else nothing. */
export function vatIncluded(text: string | null): boolean | undefined {
  if (!text) return undefined;
  if (/\+\s*VAT\b/i.test(text)) return false;
  if (/\b(?:inc\.?|incl\.?|including)\s+VAT\b/i.test(text)) return true;
  return undefined;
}

export interface ProductContext {
  product: ProductPage;
  canonical: string;
  description: string;
  image: string | null;
  siteUrl: string;
  sellerId: string;
}

function brandNode(brand: Ref | null, siteUrl: string): Node {
  return brand
    ? { brand: { '@type': 'Brand', name: brand.title, url: absoluteUrl(brand.path, siteUrl) } }
    : {};
}

function common({ product, canonical, description, image, siteUrl }: ProductContext): Node {
  return {
    '@id': `${canonical}#${product.condition === 'hire' ? 'service' : 'product'}`,
    name: product.title,
    description,
    url: canonical,
    ...(image ? { image: [image] } : {}),
    ...brandNode(product.brand, siteUrl),
    ...(product.categories[0] ? { category: product.categories[0].title } : {}),
  };
}

/** A machine for hire: the hire of it, at its day rate, by the dealer. */
function hire(context: ProductContext): Node {
  const { product, canonical, sellerId } = context;
  const vat = vatIncluded(product.price);
  return {
    '@type': 'Service',
    ...common(context),
    serviceType: 'Machinery hire',
    provider: { '@id': sellerId },
    ...(product.priceValue === null
      ? {}
      : {
          offers: {
            '@type': 'Offer',
            url: canonical,
            businessFunction: LEASE_OUT,
            price: product.priceValue,
            priceCurrency: 'GBP',
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              price: product.priceValue,
              priceCurrency: 'GBP',
              unitCode: 'DAY',
              referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'DAY' },
              ...(vat === undefined ? {} : { valueAddedTaxIncluded: vat }),
            },
            availability: AVAILABILITY[product.status],
            seller: { '@id': sellerId },
          },
        }),
  };
}

/** The structured data of a machine's page; null for a machine for sale without a stated price. */
export function machine(context: ProductContext): Node | null {
  const { product, canonical, sellerId } = context;
  if (product.condition === 'hire') return hire(context);
  if (product.priceValue === null) return null;
  const condition = CONDITIONS[product.condition];
  const vat = vatIncluded(product.price);
  return {
    '@type': 'Product',
    ...common(context),
    ...(product.stockNumber ? { sku: product.stockNumber } : {}),
    itemCondition: condition,
    offers: {
      '@type': 'Offer',
      url: canonical,
      price: product.priceValue,
      priceCurrency: 'GBP',
      ...(vat === undefined
        ? {}
        : {
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              price: product.priceValue,
              priceCurrency: 'GBP',
              valueAddedTaxIncluded: vat,
            },
          }),
      itemCondition: condition,
      availability: AVAILABILITY[product.status],
      seller: { '@id': sellerId },
    },
  };
}
