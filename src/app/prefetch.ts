// Viewport prefetch of links (SPEC §2): after 250 ms in view, once per path, never on a data-saving
// or very slow connection. Ships in the first-load JS: keep it tiny.

import type { Prefetcher } from '../components/use-prefetch.ts';
import { normalisePathname } from '../content/page-data-path.ts';
import { PREFETCH_DELAY_MS, PREFETCH_ROOT_MARGIN, PREFETCH_THRESHOLD } from '../lib/constants.ts';

/** The parts of the Network Information API read here (not in every browser, nor in TS's DOM lib). */
export type ConnectionInfo = { saveData?: boolean; effectiveType?: string };

/** What is used of `IntersectionObserver`, so a test can stand in for it. */
export type ViewportEntry = Pick<
  IntersectionObserverEntry,
  'target' | 'isIntersecting' | 'intersectionRatio'
>;
export type ViewportObserver = Pick<IntersectionObserver, 'observe' | 'unobserve' | 'disconnect'>;
export type ViewportObserverConstructor = new (
  callback: (entries: ViewportEntry[]) => void,
  options: IntersectionObserverInit,
) => ViewportObserver;

export type PrefetcherOptions = {
  /** Fetches what a navigation to `pathname` needs; its failures are ignored. */
  prefetch: (pathname: string) => Promise<unknown>;
  delayMs?: number;
  rootMargin?: string;
  threshold?: number;
  /** Absent in old browsers and in the prerender: then nothing is prefetched. */
  IntersectionObserver?: ViewportObserverConstructor;
  connection?: ConnectionInfo;
};

const SLOW_CONNECTIONS = new Set(['slow-2g', '2g']);

export function createPrefetcher({
  prefetch,
  delayMs = PREFETCH_DELAY_MS,
  rootMargin = PREFETCH_ROOT_MARGIN,
  threshold = PREFETCH_THRESHOLD,
  IntersectionObserver = globalThis.IntersectionObserver,
  connection = navigatorConnection(),
}: PrefetcherOptions): Prefetcher {
  const done = new Set<string>();
  const watched = new Map<Element, { pathname: string; timer?: ReturnType<typeof setTimeout> }>();

  // The connection can change while the page is open, so it is read at each decision.
  const allowed = () => !connection?.saveData && !SLOW_CONNECTIONS.has(connection?.effectiveType ?? '');

  const unwatch = (el: Element) => {
    clearTimeout(watched.get(el)?.timer);
    watched.delete(el);
    observer?.unobserve(el);
  };

  const run = (el: Element, pathname: string) => {
    // Still watched: a later entry into view may find a better connection.
    if (!allowed()) return;
    unwatch(el);
    if (done.has(pathname)) return;
    done.add(pathname);
    // A prefetch is only a head start: the navigation itself will load and report errors.
    Promise.resolve()
      .then(() => prefetch(pathname))
      .catch(() => {});
  };

  const observer = IntersectionObserver
    ? new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            const watch = watched.get(entry.target);
            if (!watch) continue;
            clearTimeout(watch.timer);
            watch.timer = undefined;
            if (done.has(watch.pathname)) {
              unwatch(entry.target);
            } else if (entry.isIntersecting && entry.intersectionRatio >= threshold && allowed()) {
              watch.timer = setTimeout(() => run(entry.target, watch.pathname), delayMs);
            }
          }
        },
        { rootMargin, threshold },
      )
    : undefined;

  return {
    observe(el, pathname) {
      const path = normalisePathname(pathname);
      if (!observer || done.has(path)) return () => {};
      unwatch(el);
      watched.set(el, { pathname: path });
      observer.observe(el);
      return () => {
        if (watched.get(el)?.pathname === path) unwatch(el);
      };
    },
    disconnect() {
      for (const watch of watched.values()) clearTimeout(watch.timer);
      watched.clear();
      observer?.disconnect();
    },
  };
}

function navigatorConnection(): ConnectionInfo | undefined {
  const nav = globalThis.navigator;
  if (!nav || !('connection' in nav) || typeof nav.connection !== 'object' || nav.connection === null) {
    return undefined;
  }
  return nav.connection;
}
