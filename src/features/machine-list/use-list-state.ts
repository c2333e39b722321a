// The list's state from the address, and changes written back to it (docs/stock.md). As the media
// library's filters: a change replaces the history entry without a router navigation (which would
// re-run the loader and reset the scroll), so Back leaves the list, and coming back to it (Back
// from a machine, a reload, a shared link) reads the filtered list from the address again.
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { DEFAULT_STATE, type Indexed, type ListState } from './facets.ts';
import { stateFromQuery, stateToQuery } from './query.ts';

export function useListState(
  items: readonly Indexed[],
  page: number,
): { state: ListState; ready: boolean; change: (next: ListState) => void } {
  const { search, key } = useLocation();
  // The prerender knows no query: the first render is the page as prerendered, the address after.
  const [state, setState] = useState<ListState>({ ...DEFAULT_STATE, page });
  const [ready, setReady] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new entry (key) with the same query reads it again
  useEffect(() => {
    setState(stateFromQuery(items, new URLSearchParams(search), page));
    setReady(true);
  }, [items, search, key, page]);

  const change = useCallback((next: ListState) => {
    setState(next);
    const url = new URL(window.location.href);
    url.search = stateToQuery(next, url.searchParams).toString();
    window.history.replaceState(window.history.state, '', url);
  }, []);

  return { state, ready, change };
}
