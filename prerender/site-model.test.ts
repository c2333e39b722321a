// The site model's promises to the templates: readable category names, brands in the editor's
// order, related products that never repeat the product being shown, sold machines in no list.
import { beforeAll, describe, expect, it } from 'vitest';
import { type ListTable, listFactsPath, qualifyDuplicateTitles } from '../src/content/machine-list.ts';
import type { Brand, Product } from '../src/content/schemas/index.ts';
import { byOrder } from '../src/content/site-order.ts';
import { notFoundPage } from '../src/templates/not-found/model.ts';
import type { ModelPage } from '../src/templates/template-types.ts';
import type { Snapshot } from './content/snapshot.ts';
import { fixtureOptions, fixtureSnapshot } from './fixture.test-helper.ts';
import { buildSiteModel } from './site-model.ts';

const options = fixtureOptions();
let snapshot: Snapshot;

beforeAll(async () => {
  snapshot = await fixtureSnapshot();
});

function pagesOf<T extends ModelPage['template']>(pages: ModelPage[], template: T) {
  return pages.filter((p): p is Extract<ModelPage, { template: T }> => p.template === template);
}

describe('untitled product categories', () => {
  it('are named from their slug everywhere they show, never "null" or blank', () => {
    const { pages, files } = buildSiteModel(snapshot, options);
    const root = pagesOf(pages, 'product-category').find(
      (p) => p.meta.path === '/product-category/stock-machinery/',
    );
    expect(root?.data.category.title).toBe('Stock Machinery');
    expect(root?.meta.title).toBe('Stock Machinery');

    const child = pagesOf(pages, 'product-category').find((p) => p.data.category.title === 'Tractors');
    expect(child?.data.breadcrumb.map((c) => c.title)).toEqual(['Home', 'Stock Machinery', 'Tractors']);

    const names = [
      ...pagesOf(pages, 'product-category').flatMap((p) => [
        p.meta.title,
        p.data.category.title,
        ...p.data.breadcrumb.map((c) => c.title),
        ...p.data.children.map((c) => c.title),
      ]),
      ...pagesOf(pages, 'product').flatMap((p) => [
        ...p.data.product.categories.map((c) => c.title),
        ...p.data.breadcrumb.map((c) => c.title),
      ]),
      ...pagesOf(pages, 'brand')
        .filter((p) => p.data.list.page === 1)
        .flatMap((p) => {
          const facts = files.find((f) => f.path === listFactsPath(p.data.list.path))?.data;
          return (facts as ListTable).kinds.map((k) => k.title);
        }),
    ];
    expect(names.length).toBeGreaterThan(10);
    for (const name of names) {
      expect(name).toEqual(expect.any(String));
      expect(name.trim()).not.toBe('');
      expect(name).not.toMatch(/null|undefined/i);
    }
  });

  it('gives a product filed only in an untitled category a named category link', () => {
    const untitled = snapshot.productCategories.find((c) => c.title === null);
    expect(untitled).toBeDefined();
    const product = snapshot.products[0] as Product;
    const orphan: Product = {
      ...product,
      id: 'product-in-untitled',
      path: '/product/in-untitled/',
      categories: [{ id: untitled!.id, title: null, path: untitled!.path }],
    };
    const { pages } = buildSiteModel({ ...snapshot, products: [...snapshot.products, orphan] }, options);
    const page = pagesOf(pages, 'product').find((p) => p.data.product.id === orphan.id);
    expect(page?.data.product.categories).toEqual([
      { id: untitled!.id, title: 'Stock Machinery', path: untitled!.path },
    ]);
  });
});

describe('brands order', () => {
  const brand = (id: string, order: number | null, title: string): Brand => ({
    ...(snapshot.brands[0] as Brand),
    id,
    order,
    title,
    path: `/our-brands/${id}/`,
    slug: id,
  });

  it('lists brands by ascending order, those without one last, ties by title', () => {
    const brands = [
      brand('b-none-z', null, 'Zeta'),
      brand('b-3', 3, 'Gamma'),
      brand('b-1', 1, 'Alpha'),
      brand('b-none-a', null, 'Able'),
      brand('b-2b', 2, 'Bravo'),
      brand('b-2a', 2, 'Baker'),
      brand('b-10', 10, 'Kilo'),
    ];
    const { pages } = buildSiteModel({ ...snapshot, brands }, options);
    const [brandsPage] = pagesOf(pages, 'brands');
    expect(brandsPage?.data.brands.map((b) => b.id)).toEqual([
      'b-1',
      'b-2a',
      'b-2b',
      'b-3',
      'b-10',
      'b-none-a',
      'b-none-z',
    ]);
  });

  it('byOrder treats order 0 as a number, not as missing', () => {
    const items = [
      { order: null, title: 'A' },
      { order: 0, title: 'B' },
    ];
    expect([...items].sort(byOrder).map((i) => i.title)).toEqual(['B', 'A']);
  });
});

describe('related products', () => {
  it('come from the product’s first category and never include the product itself', () => {
    const base = snapshot.products.find((p) => p.id === 'product-1') as Product;
    const siblings = [2, 3, 4, 5, 6].map(
      (n): Product => ({
        ...base,
        id: `sibling-${n}`,
        slug: `sibling-${n}`,
        path: `/product/sibling-${n}/`,
        order: n,
      }),
    );
    const { pages } = buildSiteModel({ ...snapshot, products: [...snapshot.products, ...siblings] }, options);
    const products = pagesOf(pages, 'product');
    const page = products.find((p) => p.data.product.id === 'product-1');
    const related = page?.data.related.map((r) => r.id) ?? [];
    expect(related).not.toContain('product-1');
    expect(related).toEqual(['sibling-2', 'sibling-3', 'sibling-4', 'sibling-5']);

    for (const p of products) {
      expect(p.data.related.map((r) => r.id)).not.toContain(p.data.product.id);
    }
  });

  it('is empty when the product is alone in its category', () => {
    const { pages } = buildSiteModel(snapshot, options);
    const page = pagesOf(pages, 'product').find((p) => p.data.product.id === 'product-2');
    expect(page?.data.related).toEqual([]);
  });
});

describe('a sold machine', () => {
  it('leaves its category, its brand page and every related list, and keeps its own page', () => {
    const base = snapshot.products.find((p) => p.id === 'product-1') as Product;
    const sibling = (id: string, status: Product['status']): Product => ({
      ...base,
      id,
      slug: id,
      path: `/product/${id}/`,
      status,
    });
    const products = [...snapshot.products, sibling('sold-one', 'sold'), sibling('kept-one', 'reserved')];
    const { pages } = buildSiteModel({ ...snapshot, products }, options);
    const listed = [
      ...pagesOf(pages, 'product-category').flatMap((p) => p.data.list.machines.map((c) => c.id)),
      ...pagesOf(pages, 'brand').flatMap((p) => p.data.list.machines.map((c) => c.id)),
      ...pagesOf(pages, 'product').flatMap((p) => p.data.related.map((c) => c.id)),
    ];
    expect(listed).toContain('kept-one');
    expect(listed).not.toContain('sold-one');
    const own = pagesOf(pages, 'product').find((p) => p.data.product.id === 'sold-one');
    expect(own?.data.product.status).toBe('sold');
    expect(own?.data.related.map((c) => c.id)).toContain('kept-one');
  });
});

describe('qualifyDuplicateTitles', () => {
  it('names same-titled kinds after their parents and leaves unique titles alone', () => {
    const kinds = [
      { id: 'a', title: 'Platforms & Harvesters', path: '/a/' },
      { id: 'b', title: 'Platforms & Harvesters', path: '/b/' },
      { id: 'c', title: 'Mowers', path: '/c/' },
    ];
    const parents: Record<string, string> = {
      a: 'Fruit & Vineyard Equipment',
      b: 'Stock Machinery',
      c: 'Machinery',
    };
    const named = qualifyDuplicateTitles(kinds, (id) => parents[id] ?? null);
    expect(named.map((k) => k.title)).toEqual([
      'Platforms & Harvesters (Fruit & Vineyard Equipment)',
      'Platforms & Harvesters (Stock Machinery)',
      'Mowers',
    ]);
  });
});

describe('the not-found page', () => {
  it('is the same whether the build makes it or the browser does', () => {
    const built = buildSiteModel(snapshot, options).pages.find((p) => p.template === 'not-found');
    expect(built).toEqual(notFoundPage());
  });
});
