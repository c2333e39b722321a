// The Astro anchor's catalogue pages (scripts/bench/astro-site.ts): each product category with its
// list pages, each product, the brands and each brand's machines.
import { emptyPage, HOME_LINK, plainLink, type SiteContext } from './context.ts';
import { arr, imageOf, isObj, plainBlocks, plainText, refOf, str } from './fields.ts';
import type { Card, Doc, SitePage } from './types.ts';

const RELATED_PRODUCTS = 4;
// As our lists (LIST_PAGE_SIZE in src/content/machine-list.ts; these files import nothing of ours):
// sold machines left out, a parent lists every machine below it, 24 to a page, page n > 1 at
// `<path>page/<n>/` (src/content/machine-list.ts).
const LIST_PAGE_SIZE = 24;
const listed = (p: Doc) => str(p.status) !== 'sold';

export function cataloguePages(site: SiteContext): SitePage[] {
  const {
    brands,
    byId,
    card,
    crumbs,
    link,
    pathOf,
    productCard,
    productCategories,
    products,
    productsByCategory,
  } = site;
  const pages: SitePage[] = [];
  const machinesAt = (category: Doc): Doc[] => {
    if (category.type === 'products') return (productsByCategory.get(category._id) ?? []).filter(listed);
    const below = new Map<string, Doc>();
    const visit = (c: Doc) => {
      for (const p of productsByCategory.get(c._id) ?? []) if (listed(p)) below.set(p._id, p);
      for (const child of productCategories.filter((k) => refOf(k.parent) === c._id)) visit(child);
    };
    visit(category);
    return [...below.values()];
  };
  for (const category of productCategories) {
    const image = imageOf(category.image, str(category.title));
    const children = productCategories.filter((c) => refOf(c.parent) === category._id);
    const machines = machinesAt(category);
    for (let n = 2; (n - 1) * LIST_PAGE_SIZE < machines.length; n++) {
      pages.push({
        ...emptyPage(`${pathOf(category)}page/${n}/`, 'product-category', str(category.title), ''),
        breadcrumb: crumbs(category),
        groups: [
          {
            heading: 'Products',
            cards: machines.slice((n - 1) * LIST_PAGE_SIZE, n * LIST_PAGE_SIZE).map(productCard),
          },
        ],
      });
    }
    pages.push({
      ...emptyPage(
        pathOf(category),
        'product-category',
        str(category.title),
        plainText(category.description),
      ),
      breadcrumb: crumbs(category),
      images: image ? [image] : [],
      text: plainBlocks(category.description),
      groups: [
        ...(children.length
          ? [
              {
                heading: 'Categories',
                cards: children.map((c) => card(c, c.image)),
              },
            ]
          : []),
        ...(machines.length
          ? [{ heading: 'Products', cards: machines.slice(0, LIST_PAGE_SIZE).map(productCard) }]
          : []),
      ],
    });
  }
  for (const product of products) {
    const primary = byId.get(refOf(arr(product.categories)[0]));
    const brand = byId.get(refOf(product.brand));
    const brochure = isObj(product.brochure) ? product.brochure : null;
    const related = primary
      ? (productsByCategory.get(primary._id) ?? []).filter((p) => p !== product).slice(0, RELATED_PRODUCTS)
      : [];
    pages.push({
      ...emptyPage(pathOf(product), 'product', str(product.title), str(product.excerpt)),
      meta: brand ? str(brand.title) : '',
      intro: str(product.excerpt),
      breadcrumb: [...crumbs(primary), plainLink(str(product.title), pathOf(product))],
      images: arr(product.images).flatMap((i) => imageOf(i, str(product.title)) ?? []),
      facts: [
        ...(product.price ? [{ label: 'Price', value: str(product.price) }] : []),
        ...(product.condition ? [{ label: 'Condition', value: str(product.condition) }] : []),
        ...arr(product.specification).flatMap((s) =>
          isObj(s) ? [{ label: str(s.label), value: str(s.value) }] : [],
        ),
      ],
      text: plainBlocks(product.description),
      links: [
        ...(brochure
          ? [plainLink(str(brochure.title) || 'Brochure', `/files/${refOf(brochure.asset)}.pdf`)]
          : []),
        ...(product.video ? [plainLink('Watch the video', str(product.video))] : []),
        ...(brand ? [link(brand)] : []),
      ],
      groups: related.length ? [{ heading: 'Related products', cards: related.map(productCard) }] : [],
    });
  }
  pages.push({
    ...emptyPage(
      '/our-brands/',
      'brands',
      'Our Brands',
      `The manufacturers ${site.siteName} imports and supports.`,
    ),
    groups: [
      {
        heading: 'Our Brands',
        cards: brands.map((b) => card(b, b.logo)),
      },
    ],
  });
  for (const brand of brands) {
    const groups = new Map<string, { heading: string; cards: Card[] }>();
    for (const product of products) {
      if (refOf(product.brand) !== brand._id) continue;
      const first = byId.get(refOf(arr(product.categories)[0]));
      if (!first) continue;
      const group = groups.get(first._id) ?? { heading: str(first.title), cards: [] };
      group.cards.push(productCard(product));
      groups.set(first._id, group);
    }
    const image = imageOf(brand.image, str(brand.title));
    pages.push({
      ...emptyPage(pathOf(brand), 'brand', str(brand.title), plainText(brand.description)),
      breadcrumb: [HOME_LINK, plainLink('Our Brands', '/our-brands/')],
      images: image ? [image] : [],
      text: plainBlocks(brand.description),
      groups: [...groups.values()],
    });
  }
  return pages;
}
