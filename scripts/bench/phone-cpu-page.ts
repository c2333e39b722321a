// Runs in the phone-CPU bench's page (phone-cpu.ts bundles it): the site's own search and list
// code, timed there under the CPU model. Never shipped with the site.
import {
  applyFilters,
  CHOICE_FACETS,
  choiceOptions,
  indexList,
  type ListState,
  listPage,
  RANGE_FACETS,
  rangeOptions,
  sortItems,
} from '../../src/features/machine-list/facets.ts';
import { loadSearchEngine, type SearchIndexFile } from '../../src/features/search/search-engine.ts';
import type { PhoneBenchPage, SearchRun } from './phone-cpu-types.ts';

/** As the box does on the first focus: fetch and parse the file, read it into a ready engine. */
async function searchRun(path: string, queries: readonly string[], rounds: number): Promise<SearchRun> {
  const started = performance.now();
  const file = (await (await fetch(path)).json()) as SearchIndexFile;
  const parsedMs = performance.now() - started;
  const engine = loadSearchEngine(file);
  const readyMs = performance.now() - started;
  const queryMs: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const query of queries) {
      const t = performance.now();
      engine.search(query);
      queryMs.push(performance.now() - t);
    }
  }
  return { parsedMs, readyMs, firstQueryMs: queryMs[0] ?? 0, queryMs };
}

/**
 * One change as the list view makes it: filter, sort, the shown page, and the open filter sheet's
 * counts for every option (changes apply at once, with the sheet open). React's render is not in it.
 */
function listRun(list: Parameters<typeof indexList>[0], changes: readonly ListState[]): number[] {
  const items = indexList(list);
  const label = (item: { choices: Record<string, string | null> }) => String(item.choices.kind);
  return changes.map((state) => {
    const started = performance.now();
    listPage(sortItems(applyFilters(items, state), state.sort), state.page);
    for (const facet of CHOICE_FACETS) choiceOptions(items, state, facet, label);
    for (const facet of RANGE_FACETS) {
      rangeOptions(items, state, facet, 'min');
      rangeOptions(items, state, facet, 'max');
    }
    return performance.now() - started;
  });
}

const bench: PhoneBenchPage = { searchRun, listRun };
(globalThis as unknown as { phoneBench: PhoneBenchPage }).phoneBench = bench;
