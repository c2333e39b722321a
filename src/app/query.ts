// The query client and the one query-options factory for page data, shared by route loaders,
// the prefetcher and components so the key never drifts. Ships in the first-load JS.
import { QueryCache, QueryClient, queryOptions } from '@tanstack/react-query';
import { normalisePathname } from '../content/page-data-path.ts';
import { type FetchPageDataOptions, fetchPageData, type HashedJson } from './page-data-loader.ts';

export const PAGE_DATA_QUERY_KEY = 'page-data';

/**
 * Page data never changes within the life of a page (a new deploy shows up as a hash mismatch),
 * so a loaded path is never refetched. A failure is never cached: the failed query is dropped
 * so the next navigation (or prefetch) to that path asks the network again.
 */
export function createQueryClient(): QueryClient {
  const queryCache: QueryCache = new QueryCache({
    onError: (_error, query) => queryCache.remove(query),
  });
  return new QueryClient({
    queryCache,
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        gcTime: Number.POSITIVE_INFINITY,
        // A failed load is retried by the visitor's next navigation, not behind their back.
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchOnMount: false,
      },
    },
  });
}

/**
 * Options for the page data of one route: `queryClient.query(pageDataQuery(path, deps))` in the
 * loader, `useSuspenseQuery(pageDataQuery(path, deps))` in components, `setQueryData` on hydration.
 */
export function pageDataQuery<T extends HashedJson = HashedJson>(
  pathname: string,
  deps: FetchPageDataOptions,
) {
  const path = normalisePathname(pathname);
  return queryOptions({
    queryKey: [PAGE_DATA_QUERY_KEY, path] as const,
    queryFn: () => fetchPageData<T>(path, deps),
  });
}
