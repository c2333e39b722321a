// The singletons: site settings, navigation (main and secondary menus) and footer.
import type { BuildContext } from './build-context.ts';
import { CATEGORIES } from './catalogue.ts';
import { keyMaker, type Link, pathLink, type SanityDocument, stamp } from './documents.ts';

export const SITE_NAME = 'Hartridge Machinery';

const DETAILS = `**Hartridge Machinery Ltd**
Brookfield Farm, Maidstone Road
Marden, Kent TN12 9AH

Sales: [01622 000 417](tel:+441622000417)
Parts: [01622 000 419](tel:+441622000419)
Email: [sales@hartridgemachinery.co.uk](mailto:sales@hartridgemachinery.co.uk)`;

interface Item {
  text: string;
  link: Link;
  links?: readonly Item[];
}

function navItems(items: readonly Item[], key: () => string): Record<string, unknown>[] {
  return items.map((item) => ({
    _type: 'navItem',
    _key: key(),
    text: item.text,
    link: item.link,
    ...(item.links ? { links: navItems(item.links, key) } : {}),
  }));
}

export function buildSite(ctx: BuildContext): SanityDocument[] {
  const category = (key: string) => ctx.link('productCategory', key);
  const page = (slug: string) => ctx.link('page', slug);
  const childrenOf = (parent: string) =>
    CATEGORIES.filter(
      (c) => c.key.startsWith(`${parent}/`) && !c.key.slice(parent.length + 1).includes('/'),
    ).map((c) => ({
      text: c.title ?? c.key,
      link: category(c.key),
    }));
  /** Links to categories, each [text, category key]. */
  const categoryLinks = (list: readonly (readonly [text: string, key: string])[]): Item[] =>
    list.map(([text, key]) => ({ text, link: category(key) }));
  /** A category with its child categories as the submenu. */
  const section = (text: string, key: string): Item => ({
    text,
    link: category(key),
    links: childrenOf(key),
  });
  const roots = categoryLinks([
    ['Fruit & Vineyard Equipment', 'fruit-and-vineyard-equipment'],
    ['Vineyard Equipment', 'vineyard-equipment'],
    ['Forklifts & Loaders', 'forklifts-and-loaders'],
    ['Machinery', 'machinery'],
    ['Transport Equipment', 'transport-equipment'],
    ['Mankar Sprayers', 'mankar-sprayers'],
  ]);
  const main: Item[] = [
    { text: 'Home', link: pathLink('/') },
    { text: 'Products', link: category('fruit-and-vineyard-equipment'), links: roots },
    { text: 'Our Brands', link: pathLink('/our-brands/') },
    { text: 'Used Machinery', link: category('stock-machinery') },
    { text: 'Hire', link: category('hire-machines') },
    {
      text: 'Parts & Service',
      link: page('parts-service'),
      links: [{ text: 'Parts Promotions', link: page('parts-promotions') }],
    },
    { text: 'News', link: pathLink('/latest-news/') },
    {
      text: 'About',
      link: page('about-us'),
      links: [
        { text: 'Meet the Team', link: page('meet-the-team') },
        { text: 'Testimonials', link: page('testimonials') },
        { text: 'Media Library', link: page('media-library') },
        { text: 'Valmara History', link: page('valmara-history') },
      ],
    },
    { text: 'Contact', link: page('contact-us') },
  ];
  const secondary: Item[] = [
    section('Fruit & Vineyard', 'fruit-and-vineyard-equipment'),
    section('Vineyard', 'vineyard-equipment'),
    section('Forklifts & Loaders', 'forklifts-and-loaders'),
    section('Used Stock', 'stock-machinery'),
    { text: 'Case Studies', link: pathLink('/category/case-studies/') },
  ];
  const updated = '2023-06-05T11:42:00Z';
  const settingsKey = keyMaker('siteSettings');
  const navKey = keyMaker('navigation');
  const footerKey = keyMaker('footer');
  const social = [
    ['YouTube', 'social-youtube', 'https://www.youtube.com/@hartridgemachinery'],
    ['LinkedIn', 'social-linkedin', 'https://www.linkedin.com/company/hartridge-machinery'],
    ['Instagram', 'social-instagram', 'https://www.instagram.com/hartridgemachinery/'],
    ['Twitter', 'social-twitter', 'https://twitter.com/hartridgemach'],
    ['Facebook', 'social-facebook', 'https://www.facebook.com/hartridgemachinery'],
  ] as const;
  return [
    {
      _id: 'siteSettings',
      _type: 'siteSettings',
      ...stamp('siteSettings', '2016-01-25T10:00:00Z', updated),
      siteName: SITE_NAME,
      siteDescription: '',
      logo: ctx.assets.image('logo-site', SITE_NAME),
      vatNumber: 'VAT No. GB 284 6139 57',
      telephone: '+44 1622 000 417',
      email: 'sales@hartridgemachinery.co.uk',
      address: {
        streetAddress: 'Brookfield Farm, Maidstone Road',
        locality: 'Marden',
        region: 'Kent',
        postalCode: 'TN12 9AH',
        country: 'GB',
      },
      // As the contact page words them (pages-company.ts).
      openingHours: [
        {
          _key: settingsKey(),
          days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
          opens: '07:30',
          closes: '17:00',
        },
        { _key: settingsKey(), days: ['Saturday'], opens: '08:00', closes: '12:00' },
      ],
      geo: { lat: 51.1752, lng: 0.4926 },
      details: ctx.pt(DETAILS, settingsKey),
    },
    {
      _id: 'navigation',
      _type: 'navigation',
      ...stamp('navigation', '2016-01-25T10:00:00Z', '2023-01-16T09:20:00Z'),
      main: navItems(main, navKey),
      secondary: navItems(secondary, navKey),
    },
    {
      _id: 'footer',
      _type: 'footer',
      ...stamp('footer', '2016-01-25T10:00:00Z', updated),
      logo: ctx.assets.image('logo-site', SITE_NAME),
      links: navItems(
        categoryLinks([
          ['Fruit & Vineyard Equipment', 'fruit-and-vineyard-equipment'],
          ['Vineyard Equipment', 'vineyard-equipment'],
          ['Forklifts & Loaders', 'forklifts-and-loaders'],
          ['Used Machinery', 'stock-machinery'],
          ['Hire Machines', 'hire-machines'],
        ]),
        footerKey,
      ),
      socialText: 'Follow us',
      infoText: 'Information',
      infoLinks: navItems(
        [
          { text: 'Privacy Policy', link: pathLink('/privacy-policy/') },
          { text: 'Terms & Conditions', link: pathLink('/terms-and-conditions/') },
          { text: 'Returns Policy', link: pathLink('/delivery-returns/') },
        ],
        footerKey,
      ),
      details: ctx.pt(DETAILS, footerKey),
      socialIcons: social.map(([alt, icon, url]) => ({
        _key: footerKey(),
        alt,
        image: ctx.assets.image(icon, alt),
        link: url,
      })),
    },
  ];
}
