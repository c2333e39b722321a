// The relevance table over the bundled dataset, read back the way the browser reads the index:
// each query's first three hits must hold the pages the table names.
import { beforeAll, describe, expect, test } from 'vitest';
import {
  loadSearchEngine,
  type SearchEngine,
  type SearchIndexFile,
} from '../../src/features/search/search-engine.ts';
import type { SearchDocument } from '../../src/features/search/search-types.ts';
import { createDatasetSource } from '../content/dataset-source.ts';
import { loadSnapshot } from '../content/snapshot.ts';
import { buildSearchDocuments, buildSearchIndex } from '../search-index.ts';
import { RELEVANCE_TABLE } from './relevance-table.ts';

describe('the relevance table', () => {
  let docs: SearchDocument[];
  let engine: SearchEngine;
  beforeAll(async () => {
    const { snapshot } = await loadSnapshot(createDatasetSource('content/dataset.ndjson'));
    docs = buildSearchDocuments(snapshot);
    engine = loadSearchEngine(JSON.parse(buildSearchIndex(docs)) as SearchIndexFile);
  }, 60_000);

  test('names pages that exist', () => {
    const paths = new Set(docs.map((d) => d.path));
    for (const { top3 } of RELEVANCE_TABLE) for (const path of top3) expect(paths).toContain(path);
    expect(RELEVANCE_TABLE.length).toBeGreaterThanOrEqual(40);
  });

  test.each(RELEVANCE_TABLE)('"$query" has $top3 in its first three', ({ query, top3 }) => {
    const first = engine
      .search(query)
      .slice(0, 3)
      .map((h) => h.path);
    expect(first).toEqual(expect.arrayContaining(top3));
  });
});

describe('the documents a grower finds', () => {
  let docs: SearchDocument[];
  beforeAll(async () => {
    const { snapshot } = await loadSnapshot(createDatasetSource('content/dataset.ndjson'));
    docs = buildSearchDocuments(snapshot);
  }, 60_000);

  test('leave out sold machines, whose page says they are gone', () => {
    expect(docs.some((d) => d.path === '/product/used-2012-landini-rex-90f/')).toBe(false);
    expect(docs.some((d) => d.path === '/product/used-2019-kubota-m5-091-narrow/')).toBe(true);
  });

  test('carry a machine’s brand, categories, condition, parents, excerpt and facts', () => {
    expect(docs.find((d) => d.path === '/product/friuli-vigna-600/')).toMatchObject({
      categories: ['Friuli Sprayers', 'Sprayers & Spreaders', 'new'],
      parents: ['Fruit & Vineyard Equipment'],
      excerpt: expect.stringMatching(/vineyard sprayer/),
      condition: 'new',
    });
    expect(docs.find((d) => d.path === '/product/used-2018-orvin-rt-30-forklift/')).toMatchObject({
      condition: 'used',
      year: 2018,
      hours: 3900,
      price: '£16,950 + VAT',
    });
  });

  test('give a category its parent, and a page its words', () => {
    expect(
      docs.find((d) => d.path === '/product-category/forklifts-and-loaders/telehandlers/')?.categories,
    ).toEqual(['Forklifts & Loaders']);
    expect(docs.find((d) => d.path === '/contact-us/')?.excerpt).toMatch(/\bopen\b/);
  });
});
