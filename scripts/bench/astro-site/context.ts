// What every page of the Astro anchor's site (scripts/bench/astro-site.ts) is built from: the
// documents by type and id, each routed document's path (src/content/paths.ts), links, cards,
// breadcrumbs and an empty page to fill in.
import { arr, byOrder, dateText, imageOf, isObj, refOf, slugOf, str } from './fields.ts';
import type { Card, Doc, Link, SitePage } from './types.ts';

/** A link with no submenu. */
export const plainLink = (text: string, href: string): Link => ({ text, href, children: [] });

export const HOME_LINK = plainLink('Home', '/');

/** A page with nothing on it but its path, template, title and description. */
export const emptyPage = (path: string, template: string, title: string, description: string): SitePage => ({
  path,
  template,
  title,
  description,
  meta: '',
  intro: '',
  breadcrumb: [],
  images: [],
  facts: [],
  text: [],
  links: [],
  groups: [],
});

export type SiteContext = ReturnType<typeof siteContext>;

export function siteContext(docs: readonly Doc[]) {
  const of = (type: string) => docs.filter((d) => d._type === type);
  const byId = new Map(docs.map((d) => [d._id, d]));
  const settings = of('siteSettings')[0] ?? ({ _id: 'siteSettings', _type: 'siteSettings' } as Doc);

  /** A product category and its parents, the root first (at most six deep). */
  const lineage = (c: Doc | undefined): Doc[] => {
    const chain: Doc[] = [];
    for (let at = c, depth = 0; at && depth < 6; depth++) {
      chain.unshift(at);
      at = byId.get(refOf(at.parent));
    }
    return chain;
  };
  const pathOf = (d: Doc): string => {
    switch (d._type) {
      case 'page':
        return slugOf(d) === 'home' ? '/' : `/${slugOf(d)}/`;
      case 'post':
        return `/${slugOf(d)}/`;
      case 'category':
        return `/category/${slugOf(d)}/`;
      case 'productCategory':
        return `/product-category/${lineage(d).map(slugOf).join('/')}/`;
      case 'product':
        return `/product/${slugOf(d)}/`;
      case 'brand':
        return `/our-brands/${slugOf(d)}/`;
      default:
        return '/';
    }
  };
  const hrefOf = (link: unknown): string => {
    if (!isObj(link)) return '/';
    if (link.type === 'internal') {
      const target = byId.get(refOf(link.internal));
      return target ? pathOf(target) : '/';
    }
    return str(link.url) || str(link.path) || '/';
  };
  const navLinks = (items: unknown): Link[] =>
    arr(items).flatMap((item) =>
      isObj(item) ? [{ text: str(item.text), href: hrefOf(item.link), children: navLinks(item.links) }] : [],
    );
  const link = (d: Doc): Link => plainLink(str(d.title), pathOf(d));

  const posts = of('post').sort((a, b) => str(b.published).localeCompare(str(a.published)));
  const products = of('product').sort(byOrder);
  const productsByCategory = new Map<string, Doc[]>();
  for (const p of products) {
    for (const c of arr(p.categories)) {
      const id = refOf(c);
      const list = productsByCategory.get(id) ?? [];
      list.push(p);
      productsByCategory.set(id, list);
    }
  }
  /** A card linking the document by its title, with the picture and the line of text given. */
  const card = (d: Doc, picture: unknown, text = ''): Card => ({
    title: str(d.title),
    href: pathOf(d),
    image: imageOf(picture, str(d.title)),
    text,
  });

  return {
    of,
    byId,
    settings,
    siteName: str(settings.siteName),
    pathOf,
    navLinks,
    link,
    posts,
    products,
    productCategories: of('productCategory').sort(byOrder),
    brands: of('brand').sort(byOrder),
    productsByCategory,
    card,
    productCard: (p: Doc) => card(p, arr(p.images)[0], str(p.excerpt)),
    postCard: (p: Doc) => card(p, p.image, `${dateText(str(p.published))}. ${str(p.excerpt)}`),
    /** Home, then the category and its parents, the root first. */
    crumbs: (c: Doc | undefined): Link[] => [HOME_LINK, ...lineage(c).map(link)],
  };
}
