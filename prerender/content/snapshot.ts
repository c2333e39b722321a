// The snapshot: every document the site reads, fetched from the content source, validated and
// typed. Problems name the document, the field and what was expected; the caller decides
// (assertNoErrors) whether they stop the build.
import { z } from 'zod';
import {
  brandSchema,
  categorySchema,
  footerSchema,
  mediaItemSchema,
  navigationSchema,
  postSchema,
  productCategorySchema,
  productSchema,
  siteSettingsSchema,
} from '../../src/content/schemas/index.ts';
import type { Snapshot } from '../../src/content/snapshot.ts';
import { type AssetFolders, assetFileCheck } from './asset-files.ts';
import { cleanValue } from './clean-text.ts';
import type { ContentSource } from './content-source.ts';
import { checkCategoryTree, checkPaths, checkProductCategories } from './path-checks.ts';
import { byImportance, ContentError, type Problem } from './problems.ts';
import * as queries from './queries.ts';
import { CONTENT_TYPES, checkStoredDocuments } from './stored-checks.ts';
import { Validator } from './validator.ts';

export { assertNoErrors, ContentError, formatProblem, type Problem } from './problems.ts';
export type { Snapshot };

export interface SnapshotResult {
  snapshot: Snapshot;
  problems: Problem[];
}

const indexSchema = z.array(z.object({ _id: z.string(), _type: z.string() }));
const storedSchema = z.array(z.looseObject({ _id: z.string(), _type: z.string() }));

export interface SnapshotOptions {
  /**
   * For content read from an export: the folders holding its image and file assets, whose files
   * are then checked with the content (asset-files.ts). A live project's files are its CDN's.
   */
  assetFolders?: AssetFolders;
}

/** An export with one `_id` twice (two copies of a document) is an error on that id. */
function duplicateIds(index: readonly { _id: string }[]): Problem[] {
  const counts = new Map<string, number>();
  for (const { _id } of index) counts.set(_id, (counts.get(_id) ?? 0) + 1);
  return [...counts]
    .filter(([, count]) => count > 1)
    .map(([id, count]) => ({
      severity: 'error',
      documentId: id,
      field: '_id',
      message: `${count} documents have this _id: expected each document once`,
    }));
}

type Fetch = (query: string, params?: Record<string, unknown>) => Promise<unknown>;

/** Every product, a page of PRODUCTS_QUERY at a time, each page checked before the next is asked for. */
export async function productPages<T>(fetch: Fetch, check: (raw: unknown[]) => T[]): Promise<T[]> {
  const products: T[] = [];
  for (let after = ''; ; ) {
    const page = await fetch(queries.PRODUCTS_QUERY, { after });
    const raw = Array.isArray(page) ? page : [];
    for (const product of check(raw)) products.push(product);
    const last = raw.at(-1) as { id?: unknown } | undefined;
    if (raw.length < queries.PRODUCTS_PAGE_SIZE || typeof last?.id !== 'string') return products;
    after = last.id;
  }
}

export async function loadSnapshot(
  source: ContentSource,
  options: SnapshotOptions = {},
): Promise<SnapshotResult> {
  // Every string cleaned once, here, before anything reads it (clean-text.ts).
  const fetch = async (query: string, params?: Record<string, unknown>) =>
    cleanValue(await source.fetch(query, params));
  const index = indexSchema.parse(await fetch(queries.DOCUMENT_IDS_QUERY));
  const counts: Record<string, number> = {};
  for (const { _type } of index) counts[_type] = (counts[_type] ?? 0) + 1;
  const types = new Map(index.map((document) => [document._id, document._type]));

  const storedChecks = checkStoredDocuments(
    storedSchema.parse(await fetch(queries.STORED_DOCUMENTS_QUERY, { types: CONTENT_TYPES })),
    { types, assetFile: options.assetFolders && assetFileCheck(options.assetFolders) },
  );
  const validator = new Validator([...duplicateIds(index), ...storedChecks.problems], storedChecks.covered);
  // Each result is validated as it comes and its raw form dropped, so at most one raw result is
  // live beside the validated ones: all eleven at once, with their copies, were half of the
  // content stage's memory at 105,000 documents.
  const validated = <T>(query: string, check: (raw: unknown) => T) => fetch(query).then(check);
  const [settings, navigation, footer, pages, posts, categories, productCategories, products, brands, media] =
    await Promise.all([
      validated(queries.SITE_SETTINGS_QUERY, (raw) =>
        validator.singleton(siteSettingsSchema, 'siteSettings', raw),
      ),
      validated(queries.NAVIGATION_QUERY, (raw) => validator.singleton(navigationSchema, 'navigation', raw)),
      validated(queries.FOOTER_QUERY, (raw) => validator.singleton(footerSchema, 'footer', raw)),
      validated(queries.PAGES_QUERY, (raw) => validator.pages(raw)),
      validated(queries.POSTS_QUERY, (raw) => validator.list(postSchema, raw)),
      validated(queries.CATEGORIES_QUERY, (raw) => validator.list(categorySchema, raw)),
      validated(queries.PRODUCT_CATEGORIES_QUERY, (raw) => validator.list(productCategorySchema, raw)),
      productPages(fetch, (raw) => validator.list(productSchema, raw)),
      validated(queries.BRANDS_QUERY, (raw) => validator.list(brandSchema, raw)),
      validated(queries.MEDIA_ITEMS_QUERY, (raw) => validator.list(mediaItemSchema, raw)),
    ]);
  const snapshot = {
    settings,
    navigation,
    footer,
    pages,
    posts,
    categories,
    productCategories,
    products,
    brands,
    mediaItems: media,
    counts,
  };

  const routed = [
    ...snapshot.pages.map((page) => ({ ...page, atRoot: true })),
    ...snapshot.posts.map((post) => ({ ...post, atRoot: true })),
    ...[...snapshot.categories, ...snapshot.productCategories, ...snapshot.products, ...snapshot.brands].map(
      (document) => ({ ...document, atRoot: false }),
    ),
  ];
  const problems = [
    ...validator.problems,
    ...checkPaths(routed),
    ...checkCategoryTree(snapshot.productCategories),
    ...checkProductCategories(snapshot.products, snapshot.productCategories),
  ].sort(byImportance);

  const { settings: site, navigation: nav, footer: foot } = snapshot;
  // Without the singletons there is no site to build; every problem found goes with the error.
  if (!site || !nav || !foot) throw new ContentError(problems);
  return { snapshot: { ...snapshot, settings: site, navigation: nav, footer: foot }, problems };
}
