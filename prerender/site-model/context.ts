// What every route family's builder shares (prerender/site-model.ts): the snapshot's documents in
// site order, indexed once, and the makers of cards, crumbs and pages. Pure; no I/O.

import { categoryDisplayTitle } from '../../src/content/names.ts';
import type {
  BrandCard,
  Crumb,
  PageContent,
  PostCard,
  ProductCard,
  Ref,
  ResolvedBlock,
} from '../../src/content/page-data.ts';
import type { ModelPage, TemplateName } from '../../src/content/page-types.ts';
import type { Block, Page, Post, Product, ProductCategory } from '../../src/content/schemas/index.ts';
import { clipOnWord, DESCRIPTION_MAX, TITLE_MAX } from '../../src/content/text-limits.ts';
import { LATEST_NEWS_CARDS } from '../../src/lib/constants.ts';
import type { Snapshot } from '../content/snapshot.ts';
import { type PageShows, updatedIndex, withPageSeo } from '../seo/page-seo.ts';
import type { SeoUrls } from '../seo/social-image.ts';

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

function productCard(p: Product): ProductCard {
  return {
    id: p.id,
    title: p.title,
    path: p.path,
    excerpt: p.excerpt,
    image: p.images[0] ?? null,
    brand: p.brand,
    condition: p.condition,
    price: p.price,
  };
}

/** What a page of `T` carries as its data. */
type DataOf<T extends TemplateName> = Extract<ModelPage, { template: T }>['data'];

export type PageMetaInput = { title: string; path: string; description: string; indexable?: boolean };

/** A page of `template`, its title and description cut where search engines cut, on a word. */
function modelPage<T extends TemplateName>(template: T, meta: PageMetaInput, data: DataOf<T>): ModelPage {
  return {
    template,
    meta: {
      image: null,
      indexable: true,
      updatedAt: null,
      ...meta,
      title: clipOnWord(meta.title, TITLE_MAX),
      description: clipOnWord(meta.description, DESCRIPTION_MAX),
    },
    data,
  } as ModelPage;
}

export type ModelContext = ReturnType<typeof createModelContext>;

export function createModelContext(snapshot: Snapshot, urls: SeoUrls) {
  const updatedOf = updatedIndex(snapshot);
  /** The page complete, as search engines and link previews read it (seo/page-seo.ts). */
  const complete = (page: ModelPage, shows: PageShows = {}): ModelPage =>
    withPageSeo(page, urls, updatedOf, shows);
  const posts = [...snapshot.posts].sort(newestFirst);
  const postCards = posts.map(postCard);
  const categoriesById = new Map(snapshot.productCategories.map((c) => [c.id, c]));
  const categoryTitle = (c: ProductCategory) => categoryDisplayTitle(c.title, c.slug);
  const categoryRef = (c: ProductCategory): Ref => ({ id: c.id, title: categoryTitle(c), path: c.path });
  const brandsInOrder = [...snapshot.brands].sort(byOrder);
  const productsInOrder = [...snapshot.products].sort(byOrder);

  // Indexed once: every product page asks for its category's products (related machines).
  const productsByCategory = new Map<string, Product[]>();
  for (const product of productsInOrder) {
    for (const id of new Set(product.categories.map((c) => c.id))) {
      const list = productsByCategory.get(id);
      if (list) list.push(product);
      else productsByCategory.set(id, [product]);
    }
  }

  const ancestors = (category: ProductCategory): ProductCategory[] => {
    const chain: ProductCategory[] = [];
    for (let c = category.parentId ? categoriesById.get(category.parentId) : undefined; c; ) {
      chain.unshift(c);
      c = c.parentId ? categoriesById.get(c.parentId) : undefined;
    }
    return chain;
  };

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

  return {
    snapshot,
    complete,
    /**
     * A page of `template`, complete: each builder emits its pages whole, saying what picture
     * each leads with and which documents it shows, and nothing edits them after.
     */
    page: <T extends TemplateName>(template: T, meta: PageMetaInput, data: DataOf<T>, shows?: PageShows) =>
      complete(modelPage(template, meta, data), shows),
    siteName: snapshot.settings.siteName,
    posts,
    postCards,
    categoriesById,
    categoryTitle,
    categoryRef,
    brandsInOrder,
    productsInOrder,
    productCard,
    productsIn: (categoryId: string): readonly Product[] => productsByCategory.get(categoryId) ?? [],
    home: { title: 'Home', path: '/' } as Crumb,
    categoryCrumbs: (category: ProductCategory): Crumb[] =>
      [...ancestors(category), category].map((c) => ({ title: categoryTitle(c), path: c.path })),
    pageContent: (page: Page): PageContent => ({ ...page, content: page.content.map(resolveBlock) }),
    /** The first of `candidates` with text, else the site's own description. */
    described: (...candidates: (string | null | undefined)[]) =>
      candidates.find((c) => c && c.trim().length > 0)?.trim() ?? snapshot.settings.siteDescription,
  };
}
