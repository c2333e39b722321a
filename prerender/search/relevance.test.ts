// The relevance table over the bundled dataset, read back the way the browser reads the index:
// each query's first three hits must hold the pages the table names.
import { beforeAll, describe, expect, test } from 'vitest';
import { loadSearchEngine, type SearchEngine, type SearchIndexFile } from '../../src/features/search/search-engine.ts';
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
    const first = engine.search(query).slice(0, 3).map((h) => h.path);
    expect(first).toEqual(expect.arrayContaining(top3));
  });
});
