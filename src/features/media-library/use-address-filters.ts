// The filters live in the address (`?type=video&gallery=…&brand=…`) so a filtered view can be
// shared, and survives back and forward. Changes replace the history entry rather than add one:
// the back button leaves the library instead of undoing filter choices one by one.
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { MediaItem } from '../../content/schemas/index.ts';
import {
  changeFilter,
  DEFAULT_FILTERS,
  filtersFromQuery,
  filtersToQuery,
  type MediaFilters,
  sameFilters,
} from './filters.ts';

export function useAddressFilters(
  items: readonly MediaItem[],
): [MediaFilters, (key: keyof MediaFilters, value: string) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  // The prerender knows no address query, so the first render is the unfiltered library, and the
  // address is read after hydration: otherwise a shared link would not match the HTML.
  const [filters, setFilters] = useState(DEFAULT_FILTERS);
  const query = searchParams.toString();

  useEffect(() => {
    const fromAddress = filtersFromQuery(items, new URLSearchParams(query));
    setFilters((current) => (sameFilters(current, fromAddress) ? current : fromAddress));
  }, [items, query]);

  const change = useCallback(
    (key: keyof MediaFilters, value: string) => {
      const next = changeFilter(items, filters, key, value);
      setFilters(next);
      setSearchParams((current) => filtersToQuery(next, current), {
        replace: true,
        preventScrollReset: true,
      });
    },
    [items, filters, setSearchParams],
  );

  return [filters, change];
}
