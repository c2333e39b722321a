// The pure document builder: from the asset index (which files exist, and their digests) to
// every document of the bundled dataset. No I/O, so tests can run it and compare its output
// with content/dataset.ndjson line by line.
import { BRANDS, brandId } from './brands.ts';
import { buildBrands, buildCategories, buildProducts, PRODUCTS, productId } from './build-catalogue.ts';
import { createContext } from './build-context.ts';
import { buildCarouselSlides } from './carousel.ts';
import { CATEGORIES, categoryId } from './catalogue.ts';
import { type AssetIndex, assetDocuments, type SanityDocument, toNdjsonLines } from './documents.ts';
import { buildNewsCategories, buildPosts, newsCategoryId, POSTS, postId } from './editorial.ts';
import { buildMediaItems } from './media.ts';
import { buildPages, PAGES, pageId } from './pages.ts';
import { NEWS_CATEGORIES } from './post-data.ts';
import { buildSite } from './site.ts';

/** `type:slug` → document id, for internal links written as slugs in the copy. */
export function linkRegistry(): Map<string, string> {
  const registry = new Map<string, string>();
  const add = (key: string, id: string) => {
    if (registry.has(key)) throw new Error(`two documents answer to ${key}`);
    registry.set(key, id);
  };
  for (const c of CATEGORIES) add(`productCategory:${c.key}`, categoryId(c));
  for (const b of BRANDS) add(`brand:${b.slug}`, brandId(b.slug));
  for (const [i, p] of PRODUCTS.entries()) add(`product:${p.slug}`, productId(i));
  for (const [i, p] of POSTS.entries()) add(`post:${p.slug}`, postId(i));
  for (const p of PAGES) add(`page:${p.slug}`, pageId(p.slug));
  for (const c of NEWS_CATEGORIES) add(`category:${c.slug}`, newsCategoryId(c.n));
  return registry;
}

export function buildDocuments(assets: AssetIndex): SanityDocument[] {
  const ctx = createContext(assets, linkRegistry());
  return [
    ...assetDocuments(assets),
    ...buildSite(ctx),
    ...buildCategories(ctx),
    ...buildBrands(ctx),
    ...buildProducts(ctx),
    ...buildNewsCategories(),
    ...buildPosts(ctx),
    ...buildPages(ctx),
    ...buildMediaItems(ctx),
    ...buildCarouselSlides(ctx),
  ];
}

/** The dataset file's lines: one document per line, sorted by `_id`. */
export function buildDatasetLines(assets: AssetIndex): string[] {
  return toNdjsonLines(buildDocuments(assets));
}
