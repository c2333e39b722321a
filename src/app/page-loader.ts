// The page loader (docs/runtime.md "The page loader"): one object owns what a page needs before
// it renders, its data and its chunks, and what the app does about each outcome, as Gatsby's
// cache-dir/loader.js owns a page's resources. The router, the viewport prefetch and the intent to
// click all ask it, so a path's data is loaded once for the life of the page and shared in flight,
// and a failure is forgotten (SPEC §4). Outcomes are data (`PageLoad`), never exceptions; SPEC §8
// gives their messages. Ships in the first-load JS: keep it small.

import type { SiteData } from '../content/page-data.ts';
import { normalisePathname } from '../content/page-data-path.ts';
import { memo } from '../lib/memo.ts';
import { notFoundPage } from '../templates/not-found/model.ts';
import type { PageData } from '../templates/template-types.ts';
import { loadChunk, loadPageChunks } from './chunks.ts';
import { failureError, type LoadFailure } from './load-result.ts';
import { loadThroughWorker } from './offline-fallback.ts';
import { fetchPageData, fetchSiteData } from './page-data-loader.ts';
import { clearReloadMark, reloadOnce } from './reload-guard.ts';
import { isTemplateName, loadTemplate } from './templates.ts';

/** What loading a page came to: the page to render (`not-found`: the not-found page), or why not. */
export type PageLoad = { kind: 'ok'; page: PageData } | { kind: 'not-found'; page: PageData } | LoadFailure;

export type PageLoaderOptions = {
  /** The build hash of this document: page data of any other build is a `stale-deploy`. */
  documentHash: string;
  /** Injected so tests can point the loader at a server of their own. */
  fetch?: typeof globalThis.fetch;
  dataTimeoutMs?: number;
  chunkTimeoutMs?: number;
  /** The reload guard, injected so tests can see a reload without making one. */
  reloads?: { reloadOnce(url: string): boolean; clearReloadMark(url: string): void };
};

export interface PageLoader {
  /** The data and chunks of `pathname`, loaded once; what came of it. */
  load(pathname: string): Promise<PageLoad>;
  /**
   * The router's loader: the page to render at `target` (the whole address, #hash included).
   * A stale deploy is one full load of the target, no signal under the offline worker a full load
   * through it; both never resolve, as the page is being replaced. Else a failure is logged and
   * thrown, for the error screen.
   */
  open(pathname: string, target: string): Promise<PageData>;
  /** A link in view: its page's data, so the click needs no request. Failures wait for the click. */
  prefetch(pathname: string): Promise<void>;
  /** The intent to click (pointer over a link, touch, focus): the chunks of a page whose data is in. */
  prepare(pathname: string): void;
  /**
   * The first page, from the document: keeps its data, and loads its template beside the site
   * data at `sitePath`. The site data, or null when the app cannot start: the page then stays as
   * prerendered, which the visitor is already reading, with plain links.
   */
  start(page: PageData, sitePath: string): Promise<SiteData | null>;
  /**
   * The app has hydrated: if a stale deploy's reload brought the visitor here, the next deploy may
   * reload this page again (the mark only has to stop this very page from failing into a loop).
   */
  started(): void;
}

/** The page is being replaced by a full load; keep the router waiting rather than render. */
const never = () => new Promise<never>(() => {});

export function createPageLoader({
  documentHash,
  fetch,
  dataTimeoutMs,
  chunkTimeoutMs,
  reloads = { reloadOnce, clearReloadMark },
}: PageLoaderOptions): PageLoader {
  const data = memo(
    (path: string) => fetchPageData<PageData>(path, { fetch, documentHash, timeoutMs: dataTimeoutMs }),
    (result) => result.kind === 'ok',
  );

  async function notFound(): Promise<PageLoad> {
    const chunk = await loadChunk('not-found', () => loadTemplate('not-found'), chunkTimeoutMs);
    return chunk.kind === 'ok'
      ? { kind: 'not-found', page: { hash: documentHash, ...notFoundPage() } }
      : chunk;
  }

  async function load(pathname: string): Promise<PageLoad> {
    const result = await data.load(normalisePathname(pathname));
    // A 404, or a template this build does not have, is the not-found page (SPEC §4).
    if (result.kind === 'not-found' || (result.kind === 'ok' && !isTemplateName(result.page.template))) {
      return notFound();
    }
    if (result.kind !== 'ok') return result;
    const chunks = await loadPageChunks(result.page, { timeoutMs: chunkTimeoutMs });
    return chunks.kind === 'ok' ? result : chunks;
  }

  /** A new deploy: this document's chunks or hash are stale, so load `target` afresh, once. */
  const reloaded = (failure: LoadFailure, target: string) =>
    failure.kind === 'stale-deploy' && reloads.reloadOnce(target);

  return {
    load,
    async open(pathname, target) {
      const result = await load(pathname);
      if (result.kind === 'ok') reloads.clearReloadMark(target);
      if (result.kind === 'ok' || result.kind === 'not-found') return result.page;
      // No signal: the offline worker answers a full load with the saved page or the offline page.
      if (reloaded(result, target) || loadThroughWorker(result, target)) return never();
      const error = failureError(result);
      console.error(error);
      throw error;
    },
    async prefetch(pathname) {
      await data.load(normalisePathname(pathname));
    },
    prepare(pathname) {
      const result = data.peek(normalisePathname(pathname));
      // The click loads them again, and reports a failure then.
      if (result?.kind === 'ok' && isTemplateName(result.page.template)) void loadPageChunks(result.page);
    },
    async start(page, sitePath) {
      data.put(normalisePathname(location.pathname), { kind: 'ok', page });
      // Each is dealt with as it comes: a stale one reloads at once, whatever the other does.
      const settle = async <T extends { kind: 'ok' }>(loading: Promise<T | LoadFailure>) => {
        const result = await loading;
        if (result.kind === 'ok') return result as T;
        if (reloaded(result, location.href)) return never();
        console.error(failureError(result));
        return null;
      };
      const [site, chunks] = await Promise.all([
        settle(fetchSiteData(sitePath)),
        settle(loadPageChunks(page, { late: false, timeoutMs: chunkTimeoutMs })),
      ]);
      return site && chunks ? site.site : null;
    },
    started: () => reloads.clearReloadMark(location.href),
  };
}
