// What every template's model shares (src/templates/model-context.ts): the snapshot's documents
// in site order, indexed once, and the makers of cards and crumbs. Pure; no I/O.

import { categoryDisplayTitle } from '../../src/content/names.ts';
import type { BrandCard, PostCard, ProductCard, Ref, ResolvedBlock } from '../../src/content/page-data.ts';
import type { Block, Post, Product, ProductCategory } from '../../src/content/schemas/index.ts';
import { byOrder, newestFirst } from '../../src/content/site-order.ts';
import type { Snapshot } from '../../src/content/snapshot.ts';
import { isListed } from '../../src/content/stock-facts.ts';
import { LATEST_NEWS_CARDS } from '../../src/lib/constants.ts';
import type { ModelContext } from '../../src/templates/model-context.ts';

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
    year: p.year,
    hours: p.hours,
    status: p.status,
  };
}

export function createModelContext(snapshot: Snapshot): ModelContext {
  const posts = [...snapshot.posts].sort(newestFirst);
  const postCards = posts.map(postCard);
  const categoriesById = new Map(snapshot.productCategories.map((c) => [c.id, c]));
  const categoryTitle = (c: ProductCategory) => categoryDisplayTitle(c.title, c.slug);
  const categoryRef = (c: ProductCategory): Ref => ({ id: c.id, title: categoryTitle(c), path: c.path });
  const brandsInOrder = [...snapshot.brands].sort(byOrder);
  const productsInOrder = [...snapshot.products].sort(byOrder);

  // Indexed once: every product page asks for its category's products (related machines). Only
  // listed machines: a sold one leaves the category lists and the related machines.
  const productsByCategory = new Map<string, Product[]>();
  for (const product of productsInOrder) {
    if (!isListed(product)) continue;
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
        // The picks become the cards: kept as well, they would be in the page's data twice.
        const { posts: picks, ...rest } = block;
        const given = picks.length > 0 ? picks : postCards;
        return { ...rest, cards: given.slice(0, LATEST_NEWS_CARDS) };
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
    siteName: snapshot.settings.siteName,
    posts,
    postCards,
    categoriesById,
    categoryTitle,
    categoryRef,
    brandsInOrder,
    productsInOrder,
    productCard,
    productsIn: (categoryId) => productsByCategory.get(categoryId) ?? [],
    home: { title: 'Home', path: '/' },
    categoryCrumbs: (category) =>
      [...ancestors(category), category].map((c) => ({ title: categoryTitle(c), path: c.path })),
    pageContent: (page) => ({ ...page, content: page.content.map(resolveBlock) }),
    described: (...candidates) =>
      candidates.find((c) => c && c.trim().length > 0)?.trim() ?? snapshot.settings.siteDescription,
  };
}
