import { describe, expect, it } from 'vitest';
import { createDatasetSource, createDocumentsSource, type StoredDocument } from './dataset-source.ts';
import { PRODUCTS_PAGE_SIZE } from './queries.ts';
import { assertNoErrors, ContentError, loadSnapshot, type Problem, productPages } from './snapshot.ts';

const fixture = () => createDatasetSource('test/fixtures/dataset.ndjson');
const badFixture = () => createDatasetSource('test/fixtures/bad-dataset.ndjson');

describe('loadSnapshot on the fixture dataset', () => {
  it('finds no problems', async () => {
    const { problems } = await loadSnapshot(fixture());
    expect(problems).toEqual([]);
  });

  it('counts the documents per type, drafts left out', async () => {
    const { snapshot } = await loadSnapshot(fixture());
    expect(snapshot.counts).toMatchObject({ post: 2, page: 2, productCategory: 7, 'sanity.imageAsset': 5 });
    expect(snapshot.posts.map((post) => post.id)).toEqual(['post-2', 'post-1']);
  });

  it('gives product categories the path through their ancestors', async () => {
    const { snapshot } = await loadSnapshot(fixture());
    const paths = Object.fromEntries(
      snapshot.productCategories.map((category) => [category.id, category.path]),
    );
    expect(paths).toMatchObject({
      'product-category-1': '/product-category/fruit-and-vineyard-equipment/',
      'product-category-2': '/product-category/fruit-and-vineyard-equipment/sprayers-spreaders/',
      '9a4b1c2d-0000-4000-8000-000000000007':
        '/product-category/transport-equipment/soft-fruit-trailers/compact/',
    });
  });
});

describe('loadSnapshot on bad content', () => {
  const expected: [documentId: string, field: string, message: RegExp][] = [
    ['post-no-slug', 'slug', /missing slug/],
    ['page-dup-a', 'slug', /path \/services\/ is also the path of page-dup-b/],
    ['page-dup-b', 'slug', /path \/services\/ is also the path of page-dup-a/],
    ['page-named-route', 'slug', /takes the named route \/product\//],
    ['product-missing-brand', 'brand', /reference to a missing document "brand-missing"/],
    ['post-dangling-link', 'body[0].markDefs[0].reference', /missing document "page-missing"/],
    ['brand-no-asset', 'logo', /image without an asset/],
    ['post-bad-asset', 'image.asset', /malformed asset id "image-zzz-100x100-jpg"/],
    ['product-category-loop-a', 'parent', /cycle \(product-category-loop-a → product-category-loop-b → /],
    ['product-category-loop-b', 'parent', /cycle/],
    ['product-bad-condition', 'condition', /expected condition "new", "used" or "hire"/],
    ['post-bad-date', 'published', /expected published as an ISO date-time/],
    ['page-blocks', 'content[1].position', /expected one of "left"\|"right", got "middle"/],
  ];

  it.each(expected)('reports %s %s', async (documentId, field, message) => {
    const { problems } = await loadSnapshot(badFixture());
    const found = problems.filter((problem) => problem.documentId === documentId && problem.field === field);
    expect(found).toEqual([
      expect.objectContaining({ severity: 'error', message: expect.stringMatching(message) }),
    ]);
  });

  it('reports nothing else as an error: one problem per fault', async () => {
    const { problems } = await loadSnapshot(badFixture());
    const errors = problems.filter((problem) => problem.severity === 'error');
    expect(errors.map((problem) => `${problem.documentId} ${problem.field}`).sort()).toEqual(
      expected.map(([documentId, field]) => `${documentId} ${field}`).sort(),
    );
  });

  it('drops a block of an unknown type with a warning, keeping the rest of the page', async () => {
    const { problems, snapshot } = await loadSnapshot(badFixture());
    expect(problems).toContainEqual({
      severity: 'warning',
      documentId: 'page-blocks',
      field: 'content[0]',
      message: expect.stringContaining('unknown block type "oldWidget"'),
    });
    expect(snapshot.pages.find((page) => page.id === 'page-blocks')).toBeUndefined();
    expect(snapshot.pages.map((page) => page.id)).toContain('page-about');
  });

  it('warns about a product filed in a category that lists categories', async () => {
    const { problems } = await loadSnapshot(badFixture());
    expect(problems).toContainEqual(
      expect.objectContaining({
        severity: 'warning',
        documentId: 'product-in-parent',
        field: 'categories[0]',
      }),
    );
  });

  it('lists errors before warnings', async () => {
    const { problems } = await loadSnapshot(badFixture());
    const firstWarning = problems.findIndex((problem) => problem.severity === 'warning');
    expect(problems.slice(firstWarning).every((problem) => problem.severity === 'warning')).toBe(true);
  });
});

describe('loadSnapshot without the singletons', () => {
  it('throws a ContentError naming each missing one', async () => {
    const documents: StoredDocument[] = [
      {
        _id: 'category-1',
        _type: 'category',
        _updatedAt: '2024-01-10T09:00:00Z',
        title: 'General',
        slug: { current: 'general' },
      },
    ];
    const error = await loadSnapshot(createDocumentsSource(documents, 'memory')).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ContentError);
    expect(String(error)).toContain('siteSettings _id: missing the siteSettings document');
    expect(String(error)).toContain('navigation _id: missing the navigation document');
    expect(String(error)).toContain('footer _id: missing the footer document');
  });
});

describe('loadSnapshot on deep product categories', () => {
  it('rejects a chain deeper than the paths follow', async () => {
    const extra: StoredDocument[] = Array.from({ length: 6 }, (_, level) => ({
      _id: `deep-${level}`,
      _type: 'productCategory',
      _updatedAt: '2024-01-10T09:00:00Z',
      title: `Level ${level}`,
      slug: { _type: 'slug', current: `level-${level}` },
      type: 'parent',
      ...(level > 0 ? { parent: { _type: 'reference', _ref: `deep-${level - 1}` } } : {}),
    }));
    const base = await fixture().fetch<StoredDocument[]>('*');
    const { problems } = await loadSnapshot(createDocumentsSource([...base, ...extra], 'memory'));
    expect(problems).toEqual([
      expect.objectContaining({
        documentId: 'deep-5',
        field: 'parent',
        message: 'nested 6 levels deep: expected at most 5',
      }),
    ]);
  });
});

describe('assertNoErrors', () => {
  const warning: Problem = {
    severity: 'warning',
    documentId: 'page-1',
    field: 'content[0]',
    message: 'dropped',
  };
  const error = (id: string): Problem => ({
    severity: 'error',
    documentId: id,
    field: 'slug',
    message: 'missing slug',
  });

  it('lets warnings pass', () => {
    expect(() => assertNoErrors([warning])).not.toThrow();
  });

  it('throws one error listing every error as "<documentId> <field>: <message>"', () => {
    expect(() => assertNoErrors([warning, error('post-1'), error('post-2')])).toThrow(
      'content: 2 errors in the content:\n  post-1 slug: missing slug\n  post-2 slug: missing slug',
    );
  });
});

describe('productPages', () => {
  it('asks for the page after the last id until a page comes short, checking each as it comes', async () => {
    const ids = Array.from({ length: PRODUCTS_PAGE_SIZE + 3 }, (_, i) => `p-${String(i).padStart(6, '0')}`);
    const asked: unknown[] = [];
    const fetch = async (_query: string, params?: Record<string, unknown>) => {
      asked.push(params?.after);
      const after = String(params?.after);
      return ids
        .filter((id) => id > after)
        .slice(0, PRODUCTS_PAGE_SIZE)
        .map((id) => ({ id }));
    };
    const checked: number[] = [];
    const products = await productPages(fetch, (raw) => {
      checked.push(raw.length);
      return raw;
    });
    expect(products.map((p) => (p as { id: string }).id)).toEqual(ids);
    expect(asked).toEqual(['', ids[PRODUCTS_PAGE_SIZE - 1]]);
    expect(checked).toEqual([PRODUCTS_PAGE_SIZE, 3]);
  });
});
