// Fetches the search index and the code that reads it, on the first focus of the search box,
// never on page load. Ships in the first-load JS: flexsearch stays behind the dynamic import.

import { SEARCH_INDEX_FILE } from '../../lib/page-contract.ts';
import type { SearchEngine, SearchIndexFile } from './search-engine.ts';

/** One load for every search box on the page; forgotten on failure, so the next focus retries. */
let pending: Promise<SearchEngine> | undefined;

export function loadSearch(): Promise<SearchEngine> {
  if (!pending) {
    const path = `/${SEARCH_INDEX_FILE}`;
    const loading = Promise.all([
      import('./search-engine.ts'),
      fetch(path).then((response) => {
        if (!response.ok) throw new Error(`Failed to fetch ${path}.`);
        return response.json() as Promise<SearchIndexFile>;
      }),
    ]).then(([{ loadSearchEngine }, file]) => loadSearchEngine(file));
    loading.catch(() => {
      if (pending === loading) pending = undefined;
    });
    pending = loading;
  }
  return pending;
}
