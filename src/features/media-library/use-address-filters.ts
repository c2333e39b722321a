// The filters live in the address (`?type=video&gallery=…&brand=…`) so a filtered view can be
// shared, and comes back with back and forward. A change replaces the history entry rather than
// adding one: the back button leaves the library instead of undoing filter choices one by one.
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { MediaItem } from '../../content/schemas/index.ts';
import {
  changeFilter,
  DEFAULT_FILTERS,
  filtersFromQuery,
  filtersToQuery,
  type MediaFilters,
  sameFilters,
} from './filters.ts';

/**
 * Writes the query into the current history entry without a navigation: a router navigation
 * would re-run the page's loader and reset the scroll position (a new location is a new page),
 * neither of which a filter change is. The router's state object is kept, so its history stays
 * intact, and a later back or forward reads the address afresh.
 */
function replaceQuery(filters: MediaFilters): void {
  const url = new URL(window.location.href);
  url.search = filtersToQuery(filters, url.searchParams).toString();
  window.history.replaceState(window.history.state, '', url);
}

export function useAddressFilters(
  items: readonly MediaItem[],
): [MediaFilters, (key: keyof MediaFilters, value: string) => void] {
  const { search, key } = useLocation();
  // The prerender knows no address query, so the first render is the unfiltered library, and the
  // address is read after hydration: otherwise a shared link would not match the HTML.
  const [filters, setFilters] = useState(DEFAULT_FILTERS);

  // On arrival, and whenever the router brings another entry (back, forward, a link).
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new entry (key) with the same query reads it again
  useEffect(() => {
    const fromAddress = filtersFromQuery(items, new URLSearchParams(search));
    setFilters((current) => (sameFilters(current, fromAddress) ? current : fromAddress));
  }, [items, search, key]);

  const change = useCallback(
    (name: keyof MediaFilters, value: string) => {
      const next = changeFilter(items, filters, name, value);
      setFilters(next);
      replaceQuery(next);
    },
    [items, filters],
  );

  return [filters, change];
}
