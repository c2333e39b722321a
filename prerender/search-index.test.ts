// The search documents and the index file, read back the way the browser reads them.
import { beforeAll, describe, expect, test } from 'vitest';
import {
  loadSearchEngine,
  type SearchEngine,
  type SearchIndexFile,
} from '../src/features/search/search-engine.ts';
import { SEARCH_DOCUMENT_TYPES, type SearchDocument } from '../src/features/search/search-types.ts';
import { SEARCH_RESULT_LIMIT } from '../src/lib/constants.ts';
import { SEARCH_INDEX_FILE } from '../src/lib/page-contract.ts';
import { bundledSearch, searchDocumentsOf } from './search/engine.test-helper.ts';
import { buildSearchIndex, searchText } from './search-index.ts';

describe('search documents', () => {
  let docs: SearchDocument[];
  beforeAll(async () => {
    docs = await searchDocumentsOf('test/fixtures/dataset.ndjson');
  }, 60_000);

  test('cover every searchable type, each document once', () => {
    expect(new Set(docs.map((d) => d.type))).toEqual(new Set(SEARCH_DOCUMENT_TYPES));
    expect(new Set(docs.map((d) => d.id)).size).toBe(docs.length);
    expect(new Set(docs.map((d) => d.path)).size).toBe(docs.length);
  });

  test('carry the site paths of their pages, the home page at /', () => {
    const pathOf = (type: SearchDocument['type']) => docs.find((d) => d.type === type)?.path ?? '';
    expect(pathOf('Product')).toMatch(/^\/product\/[^/]+\/$/);
    expect(pathOf('ProductCategory')).toMatch(/^\/product-category\/(?:[^/]+\/)+$/);
    expect(pathOf('Brand')).toMatch(/^\/our-brands\/[^/]+\/$/);
    expect(pathOf('Category')).toMatch(/^\/category\/[^/]+\/$/);
    expect(pathOf('Post')).toMatch(/^\/[^/]+\/$/);
    expect(docs.filter((d) => d.type === 'Page').map((d) => d.path)).toContain('/');
  });

  test('give each machine with a photo its first photo, in the index’s short form', () => {
    const pictured = docs.filter((d) => d.type === 'Product' && d.picture !== undefined);
    expect(pictured.length).toBeGreaterThan(0);
    for (const machine of pictured) expect(machine.picture).toMatch(/^[0-9a-f]+-\d+x\d+-[a-z]+$/);
    expect(docs.filter((d) => d.type !== 'Product' && d.picture !== undefined)).toEqual([]);
  });

  test('name an untitled category from its slug, and leave no title blank', () => {
    expect(docs.find((d) => d.path === '/product-category/stock-machinery/')?.title).toBe('Stock Machinery');
    for (const doc of docs) expect(doc.title.trim()).not.toBe('');
  });
});

describe('what is indexed', () => {
  test('the title and the words of the path, without its type segment', () => {
    const text = searchText({
      id: 'p1',
      type: 'Product',
      title: 'Tower Sprayer',
      path: '/product/hire-tower-sprayer/',
    });
    expect(text.split(' ')).toEqual(expect.arrayContaining(['Tower', 'Sprayer', 'hire', 'tower', 'sprayer']));
    expect(text).not.toMatch(/\bproduct\b/);
  });

  test('model numbers also by their digits', () => {
    const text = searchText({ id: 'p2', type: 'Product', title: 'Giant G2700 HD', path: '/product/g2700/' });
    expect(text.split(' ')).toContain('2700');
  });
});

describe('the index file, read back as the browser reads it', () => {
  let docs: SearchDocument[];
  let engine: SearchEngine;
  beforeAll(async () => {
    // Reading and checking the whole bundled dataset takes seconds on a busy machine.
    ({ docs, engine } = await bundledSearch());
  }, 60_000);

  test('is named flexsearch.json and ships no content ids', () => {
    expect(SEARCH_INDEX_FILE).toBe('flexsearch.json');
    const text = buildSearchIndex(docs);
    const file = JSON.parse(text) as SearchIndexFile;
    expect(file.kinds).toHaveLength(docs.length);
    expect(file.conditions).toHaveLength(docs.length);
    expect(file.docs.split('\n')).toHaveLength(docs.length);
    const product = docs.find((d) => d.type === 'Product')!;
    expect(text).not.toContain(product.id);
  });

  test('a tab or line break in a title ends neither its cell nor its row', () => {
    const odd = { id: 'p9', type: 'Product' as const, title: 'Odd\tSprayer\nTwo', path: '/product/odd/' };
    const file = JSON.parse(buildSearchIndex([odd, ...docs.slice(0, 3)])) as SearchIndexFile;
    const hits = loadSearchEngine(file).search('odd');
    expect(hits[0]).toMatchObject({ title: 'Odd Sprayer Two', path: '/product/odd/' });
    expect(file.docs.split('\n')).toHaveLength(4);
  });

  test('"sprayer" lists sprayers (by title or category) first, then the other kinds', () => {
    const hits = engine.search('sprayer', Number.POSITIVE_INFINITY);
    const firstOther = hits.findIndex((h) => h.type !== 'Product');
    expect(firstOther).toBeGreaterThan(3);
    const sprayers = new Set(
      docs.filter((d) => d.categories?.some((c) => /spray/i.test(c))).map((d) => d.path),
    );
    for (const hit of hits.slice(0, firstOther)) {
      expect(/spray/i.test(hit.title) || sprayers.has(hit.path) || hit.type !== 'Product').toBe(true);
    }
    expect(hits.slice(firstOther).every((h) => h.type !== 'Product')).toBe(true);
    expect(hits).toContainEqual({
      type: 'ProductCategory',
      label: 'Category',
      title: 'Sprayers',
      path: '/product-category/stock-machinery/sprayers/',
    });
  });

  test('a part of a word finds the whole: "telehand" finds telehandlers', () => {
    const hits = engine.search('telehand', Number.POSITIVE_INFINITY);
    expect(hits.map((h) => h.title)).toEqual(
      expect.arrayContaining(['Telehandlers', 'Compact Telehandlers', 'Giant GT5048 Telehandler (Hire)']),
    );
  });

  test('two letters are enough to start', () => {
    expect(engine.search('an').some((h) => h.title.startsWith('Antonio Carraro'))).toBe(true);
  });

  test('ignores case and accents', () => {
    const plain = engine.search('gregoire');
    expect(plain.length).toBeGreaterThan(0);
    expect(engine.search('GRÉGOIRE')).toEqual(plain);
  });

  test('typos still find close hits', () => {
    // A slip late in the word, British and American spelling, one wrong word of two.
    expect(engine.search('telehandelr').map((h) => h.title)).toContain('Telehandlers');
    expect(engine.search('pulverizer').some((h) => /pulveriser/i.test(h.title))).toBe(true);
    const suggested = engine.search('antonio carraor');
    expect(suggested.length).toBeGreaterThan(0);
    expect(suggested[0]?.title).toMatch(/^Antonio Carraro/);
  });

  test("an apostrophe is part of its word: what's finds What's Happening, not every word with an s", () => {
    for (const term of ["what's", 'whats', 'What’s']) {
      expect(engine.search(term).map((h) => h.title)).toEqual(["What's Happening"]);
    }
  });

  test('documents with every word of the query come before those with some', () => {
    const hits = engine.search('giant telehandler', Number.POSITIVE_INFINITY);
    const both = hits.findIndex((h) => h.title === 'Giant GT5048 Telehandler (Hire)');
    const one = hits.findIndex((h) => h.title === 'Telehandlers');
    expect(both).toBeGreaterThanOrEqual(0);
    expect(one).toBeGreaterThan(both);
  });

  test('a model number finds its machine', () => {
    expect(engine.search('2700').map((h) => h.title)).toContain('Giant G2700 HD');
  });

  test('returns at most 15 hits', () => {
    expect(docs.filter((d) => /\ba/i.test(d.title)).length).toBeGreaterThan(SEARCH_RESULT_LIMIT);
    expect(engine.search('a')).toHaveLength(SEARCH_RESULT_LIMIT);
  });

  test('finds nothing for a blank term or a word in no document', () => {
    expect(engine.search('')).toEqual([]);
    expect(engine.search('   ')).toEqual([]);
    expect(engine.search('xqzw')).toEqual([]);
  });

  test('refuses a file of another version rather than search it wrongly', () => {
    const file = JSON.parse(buildSearchIndex(docs.slice(0, 3))) as SearchIndexFile;
    expect(() => loadSearchEngine({ ...file, version: 1 } as unknown as SearchIndexFile)).toThrow(/version/);
  });
});

describe('a machine’s picture in the file', () => {
  const photo = 'ffa03cd5fd6be78ff48666ffc8f7cbea86ec258d-1200x900-jpg';
  const machine = (n: number, picture?: string): SearchDocument => ({
    id: `p${n}`,
    type: 'Product',
    title: `Sprayer ${n}`,
    path: `/product/sprayer-${n}/`,
    condition: 'new',
    ...(picture ? { picture } : {}),
  });

  test('is written once however many machines share it, and read back on each hit', () => {
    const docs = [machine(1, photo), machine(2, photo), machine(3)];
    const file = JSON.parse(buildSearchIndex(docs)) as SearchIndexFile;
    expect(file.pictures).toEqual([photo]);
    const hits = loadSearchEngine(file).search('sprayer');
    const pictured = hits.filter((h) => h.picture);
    expect(pictured.map((h) => h.title).sort()).toEqual(['Sprayer 1', 'Sprayer 2']);
    expect(pictured[0]?.picture).toBe(pictured[1]?.picture);
    expect(pictured[0]?.picture?.asset).toMatchObject({ _id: `image-${photo}`, width: 1200, height: 900 });
    expect(hits.find((h) => h.title === 'Sprayer 3')?.picture).toBeUndefined();
  });
});
