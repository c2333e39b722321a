// Prints the relevance table's queries with their first three hits over the bundled dataset, as
// Markdown rows: how docs/search-relevance.md records the search's answers before and after a
// change to the index or the ranking. `node scripts/quality/search-relevance.ts`
import { createDatasetSource } from '../../prerender/content/dataset-source.ts';
import { loadSnapshot } from '../../prerender/content/snapshot.ts';
import { RELEVANCE_TABLE } from '../../prerender/search/relevance-table.ts';
import { buildSearchDocuments, buildSearchIndex } from '../../prerender/search-index.ts';
import { loadSearchEngine, type SearchIndexFile } from '../../src/features/search/search-engine.ts';

const { snapshot } = await loadSnapshot(createDatasetSource('content/dataset.ndjson'));
const engine = loadSearchEngine(
  JSON.parse(buildSearchIndex(buildSearchDocuments(snapshot))) as SearchIndexFile,
);
for (const { query, top3 } of RELEVANCE_TABLE) {
  const first = engine.search(query).slice(0, 3);
  const ok = top3.every((path) => first.some((hit) => hit.path === path));
  const titles = first.map((hit) => hit.title).join('; ') || '(nothing)';
  console.log(`| ${query} | ${ok ? 'pass' : 'FAIL'} | ${titles} |`);
}
