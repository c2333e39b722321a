// The list's state from the address, and changes written back to it (docs/stock.md). As the media
// library's filters: a change replaces the history entry without a router navigation (which would
// re-run the loader and reset the scroll), so Back leaves the list, and coming back to it (Back
// from a machine, a reload, a shared link) reads the filtered list from the address again.
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { DEFAULT_STATE, type Indexed, type ListState } from './facets.ts';
import { stateFromQuery, stateToQuery, withKnownWords } from './query.ts';

/** `items`: the list's facts, null on a later page until they come (its words then stand unchecked). */
export function useListState(
  items: readonly Indexed[] | null,
  page: number,
): { state: ListState; ready: boolean; change: (next: ListState) => void } {
  const { search, key } = useLocation();
  // The prerender knows no query: the first render is the page as prerendered, the address after.
  const [state, setState] = useState<ListState>({ ...DEFAULT_STATE, page });
  const [ready, setReady] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new entry (key) with the same query reads it again; facts that come later are checked below
  useEffect(() => {
    setState(stateFromQuery(items, new URLSearchParams(search), page));
    setReady(true);
  }, [search, key, page]);

  // A later page's facts came: check the words against them. Not the address read again: a change
  // has moved it on without the router, which still holds the address the page opened at.
  useEffect(() => {
    if (items) setState((current) => withKnownWords(items, current));
  }, [items]);

  const change = useCallback((next: ListState) => {
    setState(next);
    const url = new URL(window.location.href);
    url.search = stateToQuery(next, url.searchParams).toString();
    window.history.replaceState(window.history.state, '', url);
  }, []);

  return { state, ready, change };
}
