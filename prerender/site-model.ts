// The site model: pure functions from the validated snapshot to the site-wide data and every
// route with its template and page data (SPEC §2 routing table). No I/O here.

import { LATEST_NEWS_CARDS, RECENT_POSTS } from '../src/app/constants.ts';
import { notFoundPage } from '../src/app/not-found-page.ts';
import type { ModelPage, TemplateName } from '../src/app/page-types.ts';
import { configureImages } from '../src/content/image-url.ts';
import { categoryDisplayTitle } from '../src/content/names.ts';
import type {
  BrandCard,
  CategoryCard,
  Crumb,
  PageContent,
  PostCard,
  ProductCard,
  Ref,
  ResolvedBlock,
  SiteData,
} from '../src/content/page-data.ts';
import type { Block, Page, Post, Product, ProductCategory } from '../src/content/schemas/index.ts';
import { clipOnWord, DESCRIPTION_MAX, TITLE_MAX } from '../src/content/text-limits.ts';
import { OFFLINE_PATH } from '../src/features/offline/caches.ts';
import type { Snapshot } from './content/snapshot.ts';
import { describeBlocks, describePortableText } from './describe.ts';
import { addPageSeo } from './seo/page-seo.ts';

export interface SiteModelOptions {
  siteUrl: string;
  year: number;
  analyticsId: string | null;
  images: SiteData['images'];
}

export interface SiteModel {
  site: SiteData;
  pages: ModelPage[];
}

const RELATED_PRODUCTS = 4;

/** Ascending by `order`, documents without one last, then by title (SPEC: brands, products, categories). */
export function byOrder<T extends { order: number | null; title: string | null }>(a: T, b: T): number {
  const ao = a.order ?? Number.POSITIVE_INFINITY;
  const bo = b.order ?? Number.POSITIVE_INFINITY;
  if (ao !== bo) return ao < bo ? -1 : 1;
  return (a.title ?? '').localeCompare(b.title ?? '', 'en-GB');
}

function newestFirst(a: { published: string }, b: { published: string }): number {
  return a.published < b.published ? 1 : a.published > b.published ? -1 : 0;
}

function postCard(post: Post): PostCard {
  const { id, title, path, published, excerpt, image, categories } = post;
  return { id, title, path, published, excerpt, image, categories };
}

/**
 * Two groups on one page may come from categories with the same title (new and used "Platforms &
 * Harvesters"): name each after its parent too, so headings and landmarks stay distinguishable.
 */
export function qualifyDuplicateTitles(
  groups: { category: Ref }[],
  parentTitle: (categoryId: string) => string | null,
): void {
  const counts = new Map<string, number>();
  for (const { category } of groups) counts.set(category.title, (counts.get(category.title) ?? 0) + 1);
  for (const group of groups) {
    const parent = parentTitle(group.category.id);
    if ((counts.get(group.category.title) ?? 0) > 1 && parent) {
      group.category = { ...group.category, title: `${group.category.title} (${parent})` };
    }
  }
}

export function buildSiteModel(snapshot: Snapshot, options: SiteModelOptions): SiteModel {
  const posts = [...snapshot.posts].sort(newestFirst);
  const postCards = posts.map(postCard);
  const categoriesById = new Map(snapshot.productCategories.map((c) => [c.id, c]));
  const categoryTitle = (c: ProductCategory) => categoryDisplayTitle(c.title, c.slug);
  const categoryRef = (c: ProductCategory): Ref => ({ id: c.id, title: categoryTitle(c), path: c.path });
  const brandsInOrder = [...snapshot.brands].sort(byOrder);
  const productsInOrder = [...snapshot.products].sort(byOrder);

  const productCard = (p: Product): ProductCard => ({
    id: p.id,
    title: p.title,
    path: p.path,
    excerpt: p.excerpt,
    image: p.images[0] ?? null,
    brand: p.brand,
    condition: p.condition,
    price: p.price,
  });
  // Indexed once: every product page asks for its category's products (related machines).
  const productsByCategory = new Map<string, Product[]>();
  for (const product of productsInOrder) {
    for (const id of new Set(product.categories.map((c) => c.id))) {
      const list = productsByCategory.get(id);
      if (list) list.push(product);
      else productsByCategory.set(id, [product]);
    }
  }
  const productsIn = (categoryId: string): readonly Product[] => productsByCategory.get(categoryId) ?? [];

  const ancestors = (category: ProductCategory): ProductCategory[] => {
    const chain: ProductCategory[] = [];
    for (let c = category.parentId ? categoriesById.get(category.parentId) : undefined; c; ) {
      chain.unshift(c);
      c = c.parentId ? categoriesById.get(c.parentId) : undefined;
    }
    return chain;
  };
  const home: Crumb = { title: 'Home', path: '/' };
  const categoryCrumbs = (category: ProductCategory): Crumb[] =>
    [...ancestors(category), category].map((c) => ({ title: categoryTitle(c), path: c.path }));

  const resolveBlock = (block: Block): ResolvedBlock => {
    switch (block._type) {
      case 'brands':
        return {
          ...block,
          items: brandsInOrder.map(
            (b): BrandCard => ({ id: b.id, title: b.title, path: b.path, logo: b.logo }),
          ),
        };
      case 'latestNews': {
        const given = block.posts.length > 0 ? block.posts : postCards;
        return { ...block, cards: given.slice(0, LATEST_NEWS_CARDS) };
      }
      case 'posts':
        return {
          ...block,
          items: block.category
            ? postCards.filter((p) => p.categories.some((c) => c.id === block.category?.id))
            : postCards,
        };
      case 'mediaLibrary':
        return { ...block, items: [...snapshot.mediaItems].sort(byOrder) };
      default:
        return block;
    }
  };
  const pageContent = (page: Page): PageContent => ({ ...page, content: page.content.map(resolveBlock) });

  const described = (...candidates: (string | null | undefined)[]) =>
    candidates.find((c) => c && c.trim().length > 0)?.trim() ?? snapshot.settings.siteDescription;
  const page = <T extends TemplateName>(
    template: T,
    meta: { title: string; path: string; description: string; indexable?: boolean },
    data: Extract<ModelPage, { template: T }>['data'],
  ) =>
    ({
      template,
      // Cut where search engines and link previews cut, on a word (text-limits.ts).
      meta: {
        image: null,
        indexable: true,
        updatedAt: null,
        ...meta,
        title: clipOnWord(meta.title, TITLE_MAX),
        description: clipOnWord(meta.description, DESCRIPTION_MAX),
      },
      data,
    }) as Extract<ModelPage, { template: T }>;

  const pages: ModelPage[] = [];

  for (const p of snapshot.pages) {
    const isHome = p.slug === 'home';
    pages.push(
      page(
        isHome ? 'home' : 'page',
        {
          title: isHome ? snapshot.settings.siteName : p.title,
          path: isHome ? '/' : p.path,
          description: described(p.seo.description, p.hero?.subtitle, describeBlocks(p.content)),
        },
        { page: pageContent(p) },
      ),
    );
  }

  posts.forEach((post, index) => {
    const newer = posts[index - 1];
    const older = posts[index + 1];
    pages.push(
      page(
        'post',
        { title: post.title, path: post.path, description: described(post.seo.description, post.excerpt) },
        {
          post,
          previous: older ? { id: older.id, title: older.title, path: older.path } : null,
          next: newer ? { id: newer.id, title: newer.title, path: newer.path } : null,
        },
      ),
    );
  });

  pages.push(
    page(
      'latest-news',
      {
        title: 'Latest News',
        path: '/latest-news/',
        description: 'News, shows and case studies from growers and farms using our machinery.',
      },
      { posts: postCards },
    ),
  );

  for (const category of snapshot.categories) {
    const ref = { id: category.id, title: category.title, path: category.path };
    pages.push(
      page(
        'category',
        {
          title: category.title,
          path: category.path,
          description: `${category.title}: news and stories from ${snapshot.settings.siteName}.`,
        },
        { category: ref, posts: postCards.filter((p) => p.categories.some((c) => c.id === category.id)) },
      ),
    );
  }

  for (const category of snapshot.productCategories) {
    const title = categoryTitle(category);
    const children = snapshot.productCategories
      .filter((c) => c.parentId === category.id)
      .sort(byOrder)
      .map((c): CategoryCard => ({ id: c.id, title: categoryTitle(c), path: c.path, image: c.image }));
    const products = category.type === 'products' ? productsIn(category.id).map(productCard) : [];
    pages.push(
      page(
        'product-category',
        {
          title,
          path: category.path,
          description: described(
            describePortableText(category.description),
            `${title}: machinery from ${snapshot.settings.siteName}.`,
          ),
        },
        {
          category: {
            id: category.id,
            title,
            path: category.path,
            type: category.type,
            description: category.description,
            image: category.image,
          },
          breadcrumb: [home, ...categoryCrumbs(category)],
          children,
          products,
        },
      ),
    );
  }

  for (const product of productsInOrder) {
    const primary = product.categories[0] ? categoriesById.get(product.categories[0].id) : undefined;
    const related = primary
      ? productsIn(primary.id)
          .filter((p) => p.id !== product.id)
          .slice(0, RELATED_PRODUCTS)
          .map(productCard)
      : [];
    pages.push(
      page(
        'product',
        {
          title: product.title,
          path: product.path,
          description: described(product.excerpt, describePortableText(product.description)),
        },
        {
          product: {
            ...product,
            // Validation guarantees every reference resolves; the lookup gives the display title.
            categories: product.categories.flatMap((c) => {
              const full = categoriesById.get(c.id);
              return full ? [categoryRef(full)] : [];
            }),
          },
          breadcrumb: [
            home,
            ...(primary ? categoryCrumbs(primary) : []),
            { title: product.title, path: product.path },
          ],
          related,
        },
      ),
    );
  }

  pages.push(
    page(
      'brands',
      {
        title: 'Our Brands',
        path: '/our-brands/',
        description: `The manufacturers ${snapshot.settings.siteName} imports and supports in the UK.`,
      },
      { brands: brandsInOrder },
    ),
  );

  for (const brand of brandsInOrder) {
    const groups = new Map<string, { category: Ref; products: ProductCard[] }>();
    for (const product of productsInOrder) {
      if (product.brand?.id !== brand.id) continue;
      const first = product.categories[0] ? categoriesById.get(product.categories[0].id) : undefined;
      if (!first) continue;
      const group = groups.get(first.id) ?? { category: categoryRef(first), products: [] };
      group.products.push(productCard(product));
      groups.set(first.id, group);
    }
    qualifyDuplicateTitles([...groups.values()], (id) => {
      const parent = categoriesById.get(id)?.parentId;
      const category = parent ? categoriesById.get(parent) : undefined;
      return category ? categoryTitle(category) : null;
    });
    pages.push(
      page(
        'brand',
        {
          title: brand.title,
          path: brand.path,
          description: described(
            describePortableText(brand.description),
            `${brand.title} machinery in the UK.`,
          ),
        },
        { brand, groups: [...groups.values()] },
      ),
    );
  }

  pages.push(
    page(
      'enquiry-basket',
      {
        title: 'Enquiry Basket',
        path: '/enquiry-basket/',
        description: 'The machines you have collected for an enquiry.',
        indexable: false,
      },
      {},
    ),
  );

  // What the offline worker shows for a page never opened before, when there is no signal.
  pages.push(
    page(
      'offline',
      {
        title: "You're offline",
        path: OFFLINE_PATH,
        description:
          'This page has not been saved on this device. The pages you have opened before still work.',
        indexable: false,
      },
      {},
    ),
  );

  pages.push(notFoundPage());

  // Sharing images come from the same URL builder, configured as the pages' own images are.
  configureImages(options.images);
  const seo = addPageSeo(pages, snapshot, { siteUrl: options.siteUrl });

  const { settings, navigation, footer } = snapshot;
  const site: SiteData = {
    siteName: settings.siteName,
    siteDescription: settings.siteDescription,
    siteUrl: options.siteUrl,
    year: options.year,
    logo: settings.logo,
    vatNumber: settings.vatNumber,
    telephone: settings.telephone,
    email: settings.email,
    address: settings.address,
    details: settings.details,
    navigation,
    footer,
    recentPosts: posts.slice(0, RECENT_POSTS).map((p) => ({ id: p.id, title: p.title, path: p.path })),
    newsCategories: snapshot.categories.map((c) => ({ id: c.id, title: c.title, path: c.path })),
    analyticsId: options.analyticsId,
    seo,
    images: options.images,
  };

  return { site, pages };
}
