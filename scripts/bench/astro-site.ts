// The Astro anchor's site (scripts/bench/astro-anchor.ts): the dataset's documents as the pages our
// build makes, one per route (prerender/site-model.ts: pages, posts, news listing and categories,
// product categories, products, brands, the basket, the offline page and 404), each with the
// fields its page shows.
// No imports: this file is copied into the temporary Astro project as src/site.ts, where Astro's
// build reads the NDJSON and runs it, as ours reads the dataset and builds its site model.

export interface Doc {
  _id: string;
  _type: string;
  [field: string]: unknown;
}

/** An image as our pages show it: the asset's folder under /images/, its size and text. */
export interface Img {
  folder: string;
  width: number;
  height: number;
  alt: string;
}

/** Portable text as plain markup: paragraphs, headings and bullet lists. */
export type Block = { kind: 'p' | 'h2' | 'h3'; text: string } | { kind: 'ul'; items: string[] };

export interface Link {
  text: string;
  href: string;
  children: Link[];
}

export interface Card {
  title: string;
  href: string;
  image: Img | null;
  text: string;
}

export interface SitePage {
  path: string;
  template: string;
  title: string;
  description: string;
  /** A date or a brand, under the heading. */
  meta: string;
  intro: string;
  breadcrumb: Link[];
  images: Img[];
  facts: { label: string; value: string }[];
  text: Block[];
  links: Link[];
  groups: { heading: string; cards: Card[] }[];
}

/** What every page shows around its own content: the header's and the footer's. */
export interface Chrome {
  siteName: string;
  siteUrl: string;
  logo: Img | null;
  telephone: string;
  email: string;
  vatNumber: string;
  main: Link[];
  secondary: Link[];
  footerLinks: Link[];
  infoLinks: Link[];
  details: Block[];
  social: { href: string; image: Img | null; alt: string }[];
  recentPosts: Link[];
  newsCategories: Link[];
}

export interface AstroSite {
  chrome: Chrome;
  pages: SitePage[];
}

const RELATED_PRODUCTS = 4;
const RECENT_POSTS = 3;

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const refOf = (v: unknown): string => (isObj(v) ? str(v._ref) : '');
const slugOf = (d: Obj): string => (isObj(d.slug) ? str(d.slug.current) : '');

export function parseNdjson(text: string): Doc[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Doc);
}

/** `image-<hash>-1200x900-jpg` → the image, or null when the value is not an image. */
export function imageOf(value: unknown, fallbackAlt = ''): Img | null {
  if (!isObj(value)) return null;
  const ref = refOf(value.asset);
  const match = /^image-([0-9a-f]+)-(\d+)x(\d+)-(\w+)$/.exec(ref);
  if (!match) return null;
  return {
    folder: `${match[1]}-${match[2]}x${match[3]}-${match[4]}`,
    width: Number(match[2]),
    height: Number(match[3]),
    alt: str(value.alt) || fallbackAlt,
  };
}

/** Our image URLs: `/images/<folder>/w800-h600-q85.webp`, at each width up to the original's. */
export function srcset(image: Img, format: 'avif' | 'webp', widths: readonly number[]): string {
  const usable = widths.filter((w) => w <= image.width);
  return (usable.length ? usable : [image.width])
    .map((w) => `${imageUrl(image, format, w)} ${w}w`)
    .join(', ');
}

export function imageUrl(image: Img, format: 'avif' | 'webp', width: number): string {
  const w = Math.min(width, image.width);
  const h = Math.round((w * image.height) / image.width);
  return `/images/${image.folder}/w${w}-h${h}-q85.${format}`;
}

/** Portable text → paragraphs, headings and lists; consecutive bullets make one list. */
export function plainBlocks(value: unknown): Block[] {
  const out: Block[] = [];
  for (const block of arr(value)) {
    if (!isObj(block) || block._type !== 'block') continue;
    const text = arr(block.children)
      .map((c) => (isObj(c) ? str(c.text) : ''))
      .join('');
    if (block.listItem) {
      const last = out[out.length - 1];
      if (last?.kind === 'ul') last.items.push(text);
      else out.push({ kind: 'ul', items: [text] });
    } else if (block.style === 'h2') out.push({ kind: 'h2', text });
    else if (typeof block.style === 'string' && /^h[3-6]$/.test(block.style)) out.push({ kind: 'h3', text });
    else out.push({ kind: 'p', text });
  }
  return out;
}

const isPortableText = (value: unknown[]) => value.some((v) => isObj(v) && v._type === 'block');

/** Every portable text and image in a page builder's blocks, in order, however deep. */
export function collectContent(
  value: unknown,
  out: { text: Block[]; images: Img[] } = { text: [], images: [] },
) {
  if (Array.isArray(value)) {
    if (isPortableText(value)) out.text.push(...plainBlocks(value));
    else for (const v of value) collectContent(v, out);
  } else if (isObj(value)) {
    const image = imageOf(value);
    if (image) out.images.push(image);
    else {
      for (const [key, v] of Object.entries(value)) {
        if (key === 'heading' || key === 'title' || key === 'subtitle') {
          if (typeof v === 'string' && v) out.text.push({ kind: key === 'subtitle' ? 'p' : 'h2', text: v });
        } else if (!key.startsWith('_')) collectContent(v, out);
      }
    }
  }
  return out;
}

const plainText = (value: unknown) =>
  plainBlocks(value)
    .map((b) => (b.kind === 'ul' ? b.items.join(' ') : b.text))
    .join(' ');

const byOrder = (a: Obj, b: Obj) => {
  const ao = typeof a.order === 'number' ? a.order : Number.POSITIVE_INFINITY;
  const bo = typeof b.order === 'number' ? b.order : Number.POSITIVE_INFINITY;
  return ao - bo || str(a.title).localeCompare(str(b.title));
};

const dateText = (iso: string) =>
  iso
    ? new Date(iso).toLocaleDateString('en-GB', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      })
    : '';

/** The pages our build makes from these documents, with the header's and footer's content. */
export function buildAstroSite(docs: readonly Doc[], siteUrl: string): AstroSite {
  const of = (type: string) => docs.filter((d) => d._type === type);
  const byId = new Map(docs.map((d) => [d._id, d]));
  const settings = of('siteSettings')[0] ?? ({ _id: 'siteSettings', _type: 'siteSettings' } as Doc);
  const siteName = str(settings.siteName);

  const categoryPath = (c: Doc): string => {
    const chain: string[] = [];
    for (let at: Doc | undefined = c, depth = 0; at && depth < 6; depth++) {
      chain.unshift(slugOf(at));
      at = byId.get(refOf(at.parent));
    }
    return `/product-category/${chain.join('/')}/`;
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
        return categoryPath(d);
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
  const link = (d: Doc): Link => ({ text: str(d.title), href: pathOf(d), children: [] });

  const posts = of('post').sort((a, b) => str(b.published).localeCompare(str(a.published)));
  const products = of('product').sort(byOrder);
  const productCategories = of('productCategory').sort(byOrder);
  const brands = of('brand').sort(byOrder);
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
  const productCard = (p: Doc) => card(p, arr(p.images)[0], str(p.excerpt));
  const postCard = (p: Doc) => card(p, p.image, `${dateText(str(p.published))}. ${str(p.excerpt)}`);
  const crumbs = (c: Doc | undefined): Link[] => {
    const chain: Link[] = [];
    for (let at = c, depth = 0; at && depth < 6; depth++) {
      chain.unshift(link(at));
      at = byId.get(refOf(at.parent));
    }
    return [{ text: 'Home', href: '/', children: [] }, ...chain];
  };
  const empty = (path: string, template: string, title: string, description: string): SitePage => ({
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

  const pages: SitePage[] = [];
  for (const p of of('page')) {
    const isHome = slugOf(p) === 'home';
    const hero = isObj(p.hero) ? p.hero : {};
    const content = collectContent(p.content);
    const heroImage = imageOf(hero.image);
    pages.push({
      ...empty(pathOf(p), isHome ? 'home' : 'page', isHome ? siteName : str(p.title), ''),
      description: (isObj(p.seo) ? str(p.seo.description) : '') || str(hero.subtitle),
      intro: str(hero.subtitle),
      images: [...(heroImage ? [heroImage] : []), ...content.images],
      text: content.text,
    });
  }
  posts.forEach((post, index) => {
    const older = posts[index + 1];
    const newer = posts[index - 1];
    const image = imageOf(post.image, str(post.title));
    pages.push({
      ...empty(pathOf(post), 'post', str(post.title), str(post.excerpt)),
      meta: dateText(str(post.published)),
      intro: str(post.excerpt),
      breadcrumb: [
        { text: 'Home', href: '/', children: [] },
        { text: 'Latest News', href: '/latest-news/', children: [] },
      ],
      images: image ? [image] : [],
      text: plainBlocks(post.body),
      links: [
        ...arr(post.categories).flatMap((c) => {
          const category = byId.get(refOf(c));
          return category ? [link(category)] : [];
        }),
        ...(older ? [{ ...link(older), text: `Previous: ${str(older.title)}` }] : []),
        ...(newer ? [{ ...link(newer), text: `Next: ${str(newer.title)}` }] : []),
      ],
    });
  });
  pages.push({
    ...empty('/latest-news/', 'latest-news', 'Latest News', 'News, shows and case studies.'),
    groups: [{ heading: 'Latest News', cards: posts.map(postCard) }],
  });
  for (const category of of('category')) {
    pages.push({
      ...empty(
        pathOf(category),
        'category',
        str(category.title),
        `${str(category.title)}: news and stories.`,
      ),
      groups: [
        {
          heading: str(category.title),
          cards: posts.filter((p) => arr(p.categories).some((c) => refOf(c) === category._id)).map(postCard),
        },
      ],
    });
  }
  // As our lists (LIST_PAGE_SIZE in src/content/machine-list.ts; this file imports nothing): sold machines left out, a parent lists every machine below it, 24 to a page,
  // page n > 1 at `<path>page/<n>/` (src/content/machine-list.ts).
  const LIST_PAGE_SIZE = 24;
  const listed = (p: Doc) => str(p.status) !== 'sold';
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
        ...empty(`${pathOf(category)}page/${n}/`, 'product-category', str(category.title), ''),
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
      ...empty(pathOf(category), 'product-category', str(category.title), plainText(category.description)),
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
      ...empty(pathOf(product), 'product', str(product.title), str(product.excerpt)),
      meta: brand ? str(brand.title) : '',
      intro: str(product.excerpt),
      breadcrumb: [...crumbs(primary), { text: str(product.title), href: pathOf(product), children: [] }],
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
          ? [
              {
                text: str(brochure.title) || 'Brochure',
                href: `/files/${refOf(brochure.asset)}.pdf`,
                children: [],
              },
            ]
          : []),
        ...(product.video ? [{ text: 'Watch the video', href: str(product.video), children: [] }] : []),
        ...(brand ? [link(brand)] : []),
      ],
      groups: related.length ? [{ heading: 'Related products', cards: related.map(productCard) }] : [],
    });
  }
  pages.push({
    ...empty('/our-brands/', 'brands', 'Our Brands', `The manufacturers ${siteName} imports and supports.`),
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
      ...empty(pathOf(brand), 'brand', str(brand.title), plainText(brand.description)),
      breadcrumb: [
        { text: 'Home', href: '/', children: [] },
        { text: 'Our Brands', href: '/our-brands/', children: [] },
      ],
      images: image ? [image] : [],
      text: plainBlocks(brand.description),
      groups: [...groups.values()],
    });
  }
  // The pages whose body is one sentence: [path, template, title, description, text].
  const onePara: ReadonlyArray<readonly [string, string, string, string, string]> = [
    [
      '/enquiry-basket/',
      'enquiry-basket',
      'Enquiry Basket',
      'The machines you have collected.',
      'Your enquiry basket is empty. Add machines from their pages.',
    ],
    [
      '/search/',
      'search',
      'Search',
      'Search the machines, ranges and news.',
      'Search needs JavaScript. Browse the main ranges instead.',
    ],
    [
      '/offline/',
      'offline',
      "You're offline",
      'What this device can open without a signal.',
      'This page is not saved on this device, so it needs a connection.',
    ],
    [
      '/404/',
      'not-found',
      'Page not found',
      'This page does not exist.',
      'Sorry, we cannot find that page. Try the menu or the search.',
    ],
  ];
  for (const [path, template, title, description, text] of onePara) {
    pages.push({ ...empty(path, template, title, description), text: [{ kind: 'p', text }] });
  }

  const navigation = of('navigation')[0] ?? ({ _id: 'navigation', _type: 'navigation' } as Doc);
  const footer = of('footer')[0] ?? ({ _id: 'footer', _type: 'footer' } as Doc);
  const chrome: Chrome = {
    siteName,
    siteUrl: siteUrl.replace(/\/+$/, ''),
    logo: imageOf(settings.logo, siteName),
    telephone: str(settings.telephone),
    email: str(settings.email),
    vatNumber: str(settings.vatNumber),
    main: navLinks(navigation.main),
    secondary: navLinks(navigation.secondary),
    footerLinks: navLinks(footer.links),
    infoLinks: navLinks(footer.infoLinks),
    details: plainBlocks(settings.details),
    social: arr(footer.socialIcons).flatMap((s) =>
      isObj(s) ? [{ href: str(s.link), image: imageOf(s.image, str(s.alt)), alt: str(s.alt) }] : [],
    ),
    recentPosts: posts.slice(0, RECENT_POSTS).map(link),
    newsCategories: of('category').map(link),
  };
  return { chrome, pages };
}

/** `/` → undefined (the index); `/product/x/` → `product/x`: the catch-all route's parameter. */
export function slugParam(path: string): string | undefined {
  const slug = path.replace(/^\/+|\/+$/g, '');
  return slug === '' ? undefined : slug;
}
