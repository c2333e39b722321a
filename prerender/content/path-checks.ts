// Checks across documents: every path unique and clear of the named routes, and product
// categories forming a tree whose paths run through their ancestors.
import {
  HOME_SLUG,
  MAX_CATEGORY_DEPTH,
  NAMED_ROUTE_SEGMENTS,
  PATH_PREFIXES,
  RESERVED_SEGMENTS,
} from '../../src/content/paths.ts';
import type { Product, ProductCategory } from '../../src/content/schemas/index.ts';
import type { Problem } from './problems.ts';

export interface RoutedDocument {
  id: string;
  path: string;
  slug: string;
  /** `page` and `post` sit at the site root, where the named routes live. */
  atRoot: boolean;
}

const namedRoutes: ReadonlySet<string> = new Set(NAMED_ROUTE_SEGMENTS);
const reserved: ReadonlySet<string> = new Set(RESERVED_SEGMENTS);

/** Why a page or post may not have this slug, or null when it may. */
function rootSlugProblem(slug: string, path: string): string | null {
  const name = slug.toLowerCase();
  if (namedRoutes.has(name)) return `slug "${slug}" takes the named route /${name}/: expected another slug`;
  if (reserved.has(name)) {
    return `slug "${slug}" takes /${slug}/, a name the build uses for its own files: expected another slug`;
  }
  // Only the home page may be called home: /home/ redirects to / (public/_redirects).
  if (name === HOME_SLUG && path !== '/')
    return `slug "${slug}": /home/ redirects to the home page: expected another slug`;
  return null;
}

export function checkPaths(documents: readonly RoutedDocument[]): Problem[] {
  const problems: Problem[] = [];
  // By path without regard to case: /About-Us/ and /about-us/ are one folder on many disks.
  const byPath = new Map<string, Set<string>>();
  for (const document of documents) {
    const key = document.path.toLowerCase();
    byPath.set(key, (byPath.get(key) ?? new Set()).add(document.id));
    const problem = document.atRoot ? rootSlugProblem(document.slug, document.path) : null;
    if (problem)
      problems.push({ severity: 'error', documentId: document.id, field: 'slug', message: problem });
  }
  for (const [path, set] of byPath) {
    // Two copies of one id are reported on `_id` (snapshot.ts); here they are one document.
    const ids = [...set];
    if (ids.length < 2) continue;
    for (const id of ids) {
      const others = ids.filter((other) => other !== id).join(', ');
      problems.push({
        severity: 'error',
        documentId: id,
        field: 'slug',
        message: `path ${path} is also the path of ${others}: expected one document per path`,
      });
    }
  }
  return problems;
}

/**
 * Each category's chain of ancestors, from the root down to the category: cycles and chains
 * deeper than MAX_CATEGORY_DEPTH are errors, and the projected path must follow the chain.
 */
export function checkCategoryTree(categories: readonly ProductCategory[]): Problem[] {
  const problems: Problem[] = [];
  const byId = new Map(categories.map((category) => [category.id, category]));
  for (const category of categories) {
    const chain: ProductCategory[] = [category];
    let cycle = false;
    for (let parent = byId.get(category.parentId ?? ''); parent; parent = byId.get(parent.parentId ?? '')) {
      if (chain.includes(parent)) {
        cycle = true;
        chain.push(parent);
        break;
      }
      chain.push(parent);
    }
    const error = (field: string, message: string) =>
      problems.push({ severity: 'error', documentId: category.id, field, message });
    if (cycle) {
      // Reported on the members of the loop; a category that merely hangs below one is not.
      if (chain.at(-1) === category) {
        const loop = chain.map((member) => member.id).join(' → ');
        error('parent', `product categories form a cycle (${loop}): expected a tree`);
      }
    } else if (chain.length > MAX_CATEGORY_DEPTH) {
      error('parent', `nested ${chain.length} levels deep: expected at most ${MAX_CATEGORY_DEPTH}`);
    } else {
      const expected = `${PATH_PREFIXES.productCategory}${chain
        .map((member) => member.slug)
        .reverse()
        .join('/')}/`;
      if (category.path !== expected) error('path', `path ${category.path}: expected ${expected}`);
    }
  }
  return problems;
}

/** A product listed in a category that lists child categories is never shown there. */
export function checkProductCategories(
  products: readonly Product[],
  categories: readonly ProductCategory[],
): Problem[] {
  const types = new Map(categories.map((category) => [category.id, category.type]));
  return products.flatMap((product) =>
    product.categories.flatMap((category, index): Problem[] =>
      types.get(category.id) === 'parent'
        ? [
            {
              severity: 'warning',
              documentId: product.id,
              field: `categories[${index}]`,
              message: `category ${category.id} lists child categories, not products: expected a category of type "products"`,
            },
          ]
        : [],
    ),
  );
}
