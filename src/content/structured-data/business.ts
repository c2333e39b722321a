// The dealer in structured data: a local business with its address, telephone, opening hours and
// the yard's position (home and contact pages), and the short reference to it that offers, posts
// and the website name as their seller or publisher.

import { absoluteUrl } from '../../lib/absolute-url.ts';
import type { SiteData } from '../page-data.ts';

type Node = Record<string, unknown>;

export function organisationId(site: SiteData): string {
  return absoluteUrl('/#organization', site.siteUrl);
}

/** `VAT No. GB 284 6139 57` → `GB284613957`: the number without its label and spaces. */
export function vatId(text: string): string | null {
  const id = text
    .replace(/^\s*VAT(?:\s+(?:Reg(?:istration)?\.?\s*)?(?:No\.?|Number))?\s*:?/i, '')
    .replace(/\s+/g, '');
  return id.length > 0 ? id : null;
}

/** The settings' opening hours as schema.org specifications, one per line of days. */
export function openingHours(site: SiteData): Node[] {
  return site.openingHours.map((hours) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: hours.days,
    opens: hours.opens,
    closes: hours.closes,
  }));
}

/** The dealer as a local business: who, where, when open and how to reach them. */
export function organisation(site: SiteData, description: string): Node {
  const { address, geo } = site;
  const vat = vatId(site.vatNumber);
  const hours = openingHours(site);
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
    ...(geo ? { geo: { '@type': 'GeoCoordinates', latitude: geo.lat, longitude: geo.lng } } : {}),
    ...(site.telephone ? { telephone: site.telephone } : {}),
    ...(site.email ? { email: site.email } : {}),
    ...(hours.length > 0 ? { openingHoursSpecification: hours } : {}),
    ...(vat ? { vatID: vat } : {}),
    ...(site.seo.profiles.length > 0 ? { sameAs: site.seo.profiles } : {}),
  };
}

/** The publisher of every post: the dealer, named and linked to the full description. */
export function publisher(site: SiteData): Node {
  return {
    '@type': 'Organization',
    '@id': organisationId(site),
    name: site.siteName,
    url: absoluteUrl('/', site.siteUrl),
    ...(site.seo.logo ? { logo: site.seo.logo } : {}),
  };
}
