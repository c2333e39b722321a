// The snapshot: every document the site reads, fetched from the content source, validated and
// typed. Problems name the document, the field and what was expected; the caller decides
// (assertNoErrors) whether they stop the build.
import { z } from 'zod';
import {
  BLOCK_TYPES,
  type Brand,
  brandSchema,
  type Category,
  categorySchema,
  type Footer,
  footerSchema,
  type MediaItem,
  mediaItemSchema,
  type Navigation,
  navigationSchema,
  type Page,
  type Post,
  type Product,
  type ProductCategory,
  pageSchema,
  postSchema,
  productCategorySchema,
  productSchema,
  type SiteSettings,
  siteSettingsSchema,
} from '../../src/content/schemas/index.ts';
import { checkCategoryTree, checkPaths, checkProductCategories } from './path-checks.ts';
import { byImportance, ContentError, type Problem, rootField, zodProblems } from './problems.ts';
import * as queries from './queries.ts';
import type { ContentSource } from './source.ts';
import { CONTENT_TYPES, checkStoredDocuments } from './stored-checks.ts';

export { assertNoErrors, ContentError, formatProblem, type Problem } from './problems.ts';

export interface Snapshot {
  settings: SiteSettings;
  navigation: Navigation;
  footer: Footer;
  pages: Page[];
  /** Newest first. */
  posts: Post[];
  /** News categories. */
  categories: Category[];
  productCategories: ProductCategory[];
  products: Product[];
  /** Ascending by `order`, those without one last. */
  brands: Brand[];
  /** Ascending by `order`. */
  mediaItems: MediaItem[];
  /** Documents per `_type`, assets included. */
  counts: Record<string, number>;
}

export interface SnapshotResult {
  snapshot: Snapshot;
  problems: Problem[];
}

const indexSchema = z.array(z.object({ _id: z.string(), _type: z.string() }));
const storedSchema = z.array(z.looseObject({ _id: z.string(), _type: z.string() }));
const listSchema = z.array(z.unknown());
const knownBlocks: ReadonlySet<string> = new Set(BLOCK_TYPES);

function get(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined;
}

/** Validates projected documents one by one; a document that fails is left out, with its problems. */
class Validator {
  readonly problems: Problem[] = [];
  /** Per document, the top-level fields already reported by the stored checks. */
  private readonly reported = new Map<string, Set<string>>();

  constructor(stored: readonly Problem[]) {
    for (const problem of stored) {
      const roots = this.reported.get(problem.documentId) ?? new Set<string>();
      roots.add(rootField(problem.field));
      // A missing slug leaves the projected path null too.
      if (problem.field === 'slug') roots.add('path');
      this.reported.set(problem.documentId, roots);
    }
    this.problems.push(...stored);
  }

  parse<T extends z.ZodType>(
    schema: T,
    value: unknown,
    remap?: (path: readonly PropertyKey[]) => PropertyKey[],
  ) {
    const result = schema.safeParse(value, { reportInput: true });
    if (result.success) return result.data;
    const id = get(value, 'id');
    const documentId = typeof id === 'string' ? id : '(unknown document)';
    const roots = this.reported.get(documentId);
    // The stored checks said it better; the projection's nulls would repeat them.
    const fresh = zodProblems(documentId, result.error, remap).filter(
      (problem) => !roots?.has(rootField(problem.field)),
    );
    this.problems.push(...fresh);
    return undefined;
  }

  list<T extends z.ZodType>(schema: T, values: unknown): z.output<T>[] {
    return listSchema.parse(values).flatMap((value) => {
      const parsed = this.parse(schema, value);
      return parsed === undefined ? [] : [parsed];
    });
  }

  /** Pages: a block of an unknown `_type` is dropped with a warning, never a crash. */
  pages(values: unknown): Page[] {
    return listSchema.parse(values).flatMap((value) => {
      const content = get(value, 'content');
      if (typeof value !== 'object' || value === null || !Array.isArray(content)) {
        const parsed = this.parse(pageSchema, value);
        return parsed ? [parsed] : [];
      }
      const kept: number[] = [];
      content.forEach((block: unknown, index) => {
        const type = get(block, '_type');
        if (typeof type === 'string' && knownBlocks.has(type)) kept.push(index);
        else {
          const id = get(value, 'id');
          this.problems.push({
            severity: 'warning',
            documentId: typeof id === 'string' ? id : '(unknown document)',
            field: `content[${index}]`,
            message: `unknown block type "${String(type)}": the block is left out (expected one of ${BLOCK_TYPES.join(', ')})`,
          });
        }
      });
      const page = { ...value, content: kept.map((index) => content[index]) };
      // Issue paths count the kept blocks; name the stored index instead.
      const remap = (path: readonly PropertyKey[]) =>
        path[0] === 'content' && typeof path[1] === 'number'
          ? ['content', kept[path[1]] ?? path[1], ...path.slice(2)]
          : [...path];
      const parsed = this.parse(pageSchema, page, remap);
      return parsed ? [parsed] : [];
    });
  }

  singleton<T extends z.ZodType>(schema: T, id: string, value: unknown): z.output<T> | undefined {
    if (value === null || value === undefined) {
      this.problems.push({
        severity: 'error',
        documentId: id,
        field: '_id',
        message: `missing the ${id} document: expected one document with _id "${id}"`,
      });
      return undefined;
    }
    return this.parse(schema, value);
  }
}

export async function loadSnapshot(source: ContentSource): Promise<SnapshotResult> {
  const index = indexSchema.parse(await source.fetch(queries.DOCUMENT_IDS_QUERY));
  const counts: Record<string, number> = {};
  for (const { _type } of index) counts[_type] = (counts[_type] ?? 0) + 1;
  const ids = new Set(index.map((document) => document._id));

  const [
    stored,
    settings,
    navigation,
    footer,
    pages,
    posts,
    categories,
    productCategories,
    products,
    brands,
    media,
  ] = await Promise.all([
    source.fetch(queries.STORED_DOCUMENTS_QUERY, { types: CONTENT_TYPES }),
    source.fetch(queries.SITE_SETTINGS_QUERY),
    source.fetch(queries.NAVIGATION_QUERY),
    source.fetch(queries.FOOTER_QUERY),
    source.fetch(queries.PAGES_QUERY),
    source.fetch(queries.POSTS_QUERY),
    source.fetch(queries.CATEGORIES_QUERY),
    source.fetch(queries.PRODUCT_CATEGORIES_QUERY),
    source.fetch(queries.PRODUCTS_QUERY),
    source.fetch(queries.BRANDS_QUERY),
    source.fetch(queries.MEDIA_ITEMS_QUERY),
  ]);

  const validator = new Validator(checkStoredDocuments(storedSchema.parse(stored), ids));
  const snapshot = {
    settings: validator.singleton(siteSettingsSchema, 'siteSettings', settings),
    navigation: validator.singleton(navigationSchema, 'navigation', navigation),
    footer: validator.singleton(footerSchema, 'footer', footer),
    pages: validator.pages(pages),
    posts: validator.list(postSchema, posts),
    categories: validator.list(categorySchema, categories),
    productCategories: validator.list(productCategorySchema, productCategories),
    products: validator.list(productSchema, products),
    brands: validator.list(brandSchema, brands),
    mediaItems: validator.list(mediaItemSchema, media),
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
