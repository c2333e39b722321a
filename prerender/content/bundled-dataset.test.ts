// The bundled dataset (content/dataset.ndjson) through every query: no problems, the counts of
// the file, the SPEC's categories, brands and pages, and every internal link resolved.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type SanityApiServer, startSanityApiServer } from '../../test/sanity-api-server.test-helper.ts';
import {
  SPEC_BRANDS,
  SPEC_CHILD_CATEGORIES,
  SPEC_PARENT_CATEGORIES,
} from '../../test/spec-catalogue.test-helper.ts';
import { parseDataset } from './dataset-source.ts';
import { createSanitySource } from './sanity-source.ts';
import { loadSnapshot, type Snapshot } from './snapshot.ts';
import { createContentSource } from './source.ts';

const DATASET = 'content/dataset.ndjson';
let loaded: Promise<Awaited<ReturnType<typeof loadSnapshot>>> | undefined;
const load = () => {
  loaded ??= loadSnapshot(createContentSource({}));
  return loaded;
};
const snapshot = async (): Promise<Snapshot> => (await load()).snapshot;

/** Every value in the snapshot that passes `test`, wherever it sits. */
function collect<T>(value: unknown, test: (candidate: unknown) => candidate is T, found: T[] = []): T[] {
  if (test(value)) found.push(value);
  if (Array.isArray(value)) for (const item of value) collect(item, test, found);
  else if (typeof value === 'object' && value !== null)
    for (const item of Object.values(value)) collect(item, test, found);
  return found;
}

const hasHref = (candidate: unknown): candidate is { type?: unknown; _type?: unknown; href: string } =>
  typeof candidate === 'object' && candidate !== null && typeof Reflect.get(candidate, 'href') === 'string';

describe('the bundled dataset', () => {
  it('has no errors and no warnings', async () => {
    expect((await load()).problems).toEqual([]);
  });

  it('counts the documents of the file per type', async () => {
    const perType: Record<string, number> = {};
    for (const { _type } of parseDataset(readFileSync(DATASET, 'utf8'), DATASET)) {
      perType[_type] = (perType[_type] ?? 0) + 1;
    }
    const { counts, posts, products, productCategories, brands, pages } = await snapshot();
    expect(counts).toEqual(perType);
    expect([posts.length, products.length, productCategories.length, brands.length, pages.length]).toEqual([
      perType.post,
      perType.product,
      perType.productCategory,
      perType.brand,
      perType.page,
    ]);
  });

  it('nests product categories under their parents (SPEC §2)', async () => {
    const paths = new Set((await snapshot()).productCategories.map((category) => category.path));
    const under = (parent: string, slugs: readonly string[]) =>
      slugs.map((slug) => `/product-category/${parent}/${slug}/`);
    const expected = [
      ...Object.entries(SPEC_CHILD_CATEGORIES).flatMap(([parent, slugs]) => under(parent, slugs)),
      '/product-category/vineyard-equipment/',
      '/product-category/uncategorised/',
      '/product-category/mankar-sprayers/',
      '/product-category/hire-machines/',
      '/product-category/Pulverisers-Vineyard/',
    ];
    expect(expected.filter((path) => !paths.has(path))).toEqual([]);
  });

  it('keeps the untitled categories untitled and the parents typed parent', async () => {
    const byPath = new Map((await snapshot()).productCategories.map((category) => [category.path, category]));
    expect(byPath.get('/product-category/stock-machinery/')).toMatchObject({ title: null, type: 'parent' });
    expect(byPath.get('/product-category/Pulverisers-Vineyard/')?.title).toBeNull();
    for (const parent of SPEC_PARENT_CATEGORIES) {
      expect(byPath.get(`/product-category/${parent}/`)?.type).toBe('parent');
    }
  });

  it('has the nine news categories', async () => {
    expect((await snapshot()).categories.map((category) => category.path.split('/')[2]).sort()).toEqual(
      [
        'general',
        'product-related',
        'shows-and-events',
        'whats-happening',
        'case-studies',
        'fruit-grower-case-studies',
        'agricultural-case-studies',
        'groundcare-forestry-case-studies',
        'construction-plant-hire-case-studies',
      ].sort(),
    );
  });

  it('has the brands of the SPEC, in ascending order with the unordered last', async () => {
    const { brands } = await snapshot();
    const slugs = brands.map((brand) => brand.slug);
    for (const slug of SPEC_BRANDS) expect(slugs).toContain(slug);
    const orders = brands.map((brand) => brand.order ?? Number.POSITIVE_INFINITY);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('has the generic pages, the home page at / and every block type', async () => {
    const { pages } = await snapshot();
    const paths = pages.map((page) => page.path);
    for (const path of [
      '/',
      '/about-us/',
      '/contact-us/',
      '/meet-the-team/',
      '/media-library/',
      '/delivery-returns/',
    ]) {
      expect(paths).toContain(path);
    }
    expect(new Set(pages.flatMap((page) => page.content.map((block) => block._type))).size).toBe(21);
  });

  it('has posts from 2016 to 2023, newest first, each in a category', async () => {
    const { posts } = await snapshot();
    const dates = posts.map((post) => post.published);
    expect(dates).toEqual([...dates].sort().reverse());
    expect([dates.at(-1)?.slice(0, 4), dates[0]?.slice(0, 4)]).toEqual(['2016', '2023']);
    expect(posts.every((post) => post.categories.length > 0 && post.path === `/${post.slug}/`)).toBe(true);
  });

  it('resolves every internal link to the path of a document', async () => {
    const data = await snapshot();
    const paths = new Set(
      [data.pages, data.posts, data.categories, data.productCategories, data.products, data.brands].flatMap(
        (list) => list.map((document) => document.path),
      ),
    );
    const internal = collect(data, hasHref).filter((link) => link.type === 'internal');
    expect(internal.length).toBeGreaterThan(20);
    expect(internal.filter((link) => !paths.has(link.href))).toEqual([]);
  });

  it('gives the same snapshot through the live source over HTTP', async () => {
    let server: SanityApiServer | undefined;
    try {
      server = await startSanityApiServer({ datasetFile: DATASET });
      const live = await loadSnapshot(createSanitySource({ projectId: 'test', apiHost: server.apiHost }));
      expect(live).toEqual(await load());
    } finally {
      await server?.close();
    }
  });
});
