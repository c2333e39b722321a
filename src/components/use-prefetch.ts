// Hooks a link element into the page's prefetcher. Without a provider (the prerender, tests of
// other components) it does nothing. Ships in the first-load JS.
import type { ReactNode, RefObject } from 'react';
import { createContext, createElement, useContext, useEffect } from 'react';

export type Prefetcher = {
  /** Watches a link; returns the function that stops watching it. */
  observe: (el: Element, pathname: string) => () => void;
  disconnect: () => void;
};

export const PrefetcherContext = createContext<Prefetcher | null>(null);

/** `<PrefetchProvider value={createPrefetcher({ prefetch })}>` once, around the router. */
export function PrefetchProvider({ value, children }: { value: Prefetcher; children?: ReactNode }) {
  return createElement(PrefetcherContext, { value }, children);
}

/** Prefetches `pathname` once the element has been in view long enough; `null` opts out. */
export function usePrefetch(ref: RefObject<Element | null>, pathname: string | null): void {
  const prefetcher = useContext(PrefetcherContext);
  useEffect(() => {
    const el = ref.current;
    if (!prefetcher || !el || pathname === null) return;
    return prefetcher.observe(el, pathname);
  }, [prefetcher, ref, pathname]);
}
