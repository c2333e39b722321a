// Renders every route of the site model into HTML and page-data JSON under an output folder, in
// worker threads when there are enough pages to be worth it (prerender/prerender-worker.ts). The
// build hash is stamped on each page here, as it is written: the model is made without it.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { SITE_DATA_FOLDER } from '../src/app/hydration.ts';
import { PAGE_MODULES_META } from '../src/app/page-modules.ts';
import type { ModelPage, PageData } from '../src/app/page-types.ts';
import type { SiteData } from '../src/content/page-data.ts';
import { pageDataPath } from '../src/content/page-data-path.ts';
import { escapeHtml, type HtmlTemplate, renderDocument, renderHead, splitTemplate } from './html.ts';
import { minifyScript, scriptHashSource } from './inline-scripts.ts';
import { type Manifest, pageModules } from './manifest.ts';

/** What the SSR bundle (src/app/entry-server.tsx) exports, as the prerender uses it. */
export interface ServerEntry {
  createRenderer(): Promise<{
    render(page: PageData, site: SiteData, options?: { reuse?: boolean }): Promise<string>;
  }>;
  documentTitle(title: string, siteName: string): string;
  canonicalUrl(siteUrl: string, path: string): string;
  joinHydration(sitePath: string, pageJson: string): string;
  HYDRATION_ELEMENT_ID: string;
  NOT_FOUND_PATH: string;
  pageChunkSources(page: PageData): string[];
  clientOnlyImagePaths(page: PageData): string[];
  recordImagePaths(into: Set<string> | null): void;
  configureImages(config: SiteData['images']): void;
  inlineHeadScript(): string;
}

export interface PrerenderInput {
  /** The SSR bundle's entry file (each worker imports it). */
  serverEntry: string;
  site: SiteData;
  pages: ModelPage[];
  /** The client build's hash (prerender/manifest.ts), stamped on every page as it is written. */
  hash: string;
  /** Vite's client output: index.html and .vite/manifest.json. */
  clientDir: string;
  outDir: string;
  /** Threads to render in; by default one per core, fewer for a small site. */
  workers?: number;
  onProgress?: (done: number, total: number) => void;
}

export interface PrerenderStats {
  pages: number;
  workers: number;
  /** Time spent rendering, on the busiest thread: the render's share of the stage's wall time. */
  renderMs: number;
  /** Time spent writing files, on the busiest thread. */
  writeMs: number;
  htmlBytes: number;
  dataBytes: number;
  /** Local image files the pages reference, in their HTML or in states only the browser renders. */
  imagePaths: Set<string>;
  /** The CSP sources (`'sha256-…'`) of the inline scripts the pages carry. */
  scriptSources: Set<string>;
}

/** Fewer pages than this per extra thread do not repay its start-up (loading the bundle, ~100 ms). */
const PAGES_PER_WORKER_MIN = 150;
/** Pages per message to a worker: small enough to balance the threads and bound the copies held. */
const BATCH_SIZE = 100;
/**
 * One page in this many is rendered a second time without the chrome's HTML cache
 * (src/app/server-fragments.tsx) and must come out identical.
 */
const VERIFY_EVERY = 97;
/**
 * A thread's heap limits. A thread holds the SSR bundle, the site data, one batch and its caches:
 * tens of MB, and each page is garbage as soon as it is written. Left to its defaults V8 lets the
 * heaps grow long before collecting, and a 10,000-page build passed DESIGN.md's 800 MB (1,080 MB
 * measured); with these limits it peaks near 680 MB, and renders faster.
 */
const WORKER_HEAP = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 48 };

/** `/product/x/` → `product/x/`; `/` → `` (files go in the folder's index). */
export function routeFolder(path: string): string {
  return path.replace(/^\/+/, '');
}

/**
 * A page of the site model as it is written and served: with the hash of the client build that
 * will read it, which the browser checks against its document's (src/app/page-data-loader.ts).
 */
export function stampPage(page: ModelPage, hash: string): PageData {
  return { hash, ...page };
}

/** One page's whole HTML document: the one place, for the build and the dev server alike. */
export function pageDocument(
  server: ServerEntry,
  template: HtmlTemplate,
  {
    page,
    site,
    sitePath,
    appHtml,
    preloads,
    inlineScript,
    pageJson = JSON.stringify(page),
  }: {
    page: PageData;
    site: SiteData;
    /** The site data file (writeSiteData). */
    sitePath: string;
    appHtml: string;
    preloads: string;
    /** The early-events holder, as the page carries it (minified in a build). */
    inlineScript: string;
    /** The page data as JSON, when the caller has it already. */
    pageJson?: string;
  },
): string {
  const head = renderHead({
    page,
    site,
    title: server.documentTitle(page.meta.title, site.siteName),
    canonical: server.canonicalUrl(site.siteUrl, page.meta.path),
    inlineScript,
    preloads,
  });
  const hydrationJson = server.joinHydration(sitePath, pageJson);
  return renderDocument(template, head, appHtml, hydrationJson, server.HYDRATION_ELEMENT_ID);
}

export interface RenderedPage {
  html: string;
  json: string;
  renderMs: number;
}

/** Everything one thread needs to render pages: made once per thread. */
export async function createPageRenderer(
  server: ServerEntry,
  { site, sitePath, clientDir, hash }: { site: SiteData; sitePath: string; clientDir: string; hash: string },
) {
  const template = splitTemplate(readFileSync(join(clientDir, 'index.html'), 'utf8'));
  const manifest = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const inlineScript = minifyScript(server.inlineHeadScript());
  // Most pages share a few chunk sets (a template, perhaps a heavy block or two): cache by set.
  const moduleTags = new Map<string, string>();
  const headTagsFor = (page: PageData) => {
    const sources = server.pageChunkSources(page);
    const key = sources.join(' ');
    let tags = moduleTags.get(key);
    if (tags === undefined) {
      const files = pageModules(manifest, sources).join(' ');
      tags = `<meta name="${PAGE_MODULES_META}" content="${escapeHtml(files)}">`;
      moduleTags.set(key, tags);
    }
    return tags;
  };
  const verifiedTemplates = new Set<string>();
  server.configureImages(site.images);
  // In local mode the build makes each image file the pages use: every URL the render makes (the
  // reused header and footer were recorded when first rendered), the sharing picture, and the
  // images only the browser renders.
  const recorded = new Set<string>();
  const local = site.images.mode === 'local';
  server.recordImagePaths(local ? recorded : null);
  const localPath = (url: string | null | undefined) => {
    if (url) recorded.add(new URL(url).pathname);
  };
  // The site's own pictures in every head: the fallback sharing picture, the structured data's logo.
  if (local) {
    localPath(site.seo.image?.url);
    localPath(site.seo.logo);
  }
  const recordPageImages = (page: PageData) => {
    if (!local) return;
    localPath(page.meta.image?.url);
    for (const path of server.clientOnlyImagePaths(page)) recorded.add(path);
  };
  const renderer = await server.createRenderer();

  return {
    /**
     * Renders page number `index`. The first page of each template, and every VERIFY_EVERY-th, is
     * checked against a render without reused fragments.
     */
    async render(modelPage: ModelPage, index: number): Promise<RenderedPage> {
      const started = performance.now();
      const page = stampPage(modelPage, hash);
      let appHtml: string;
      recordPageImages(page);
      try {
        appHtml = await renderer.render(page, site);
        const verify = index % VERIFY_EVERY === 0 || !verifiedTemplates.has(page.template);
        verifiedTemplates.add(page.template);
        if (verify && appHtml !== (await renderer.render(page, site, { reuse: false }))) {
          throw new Error(
            'the reused header or footer HTML differs from a fresh render: a chrome component depends on something its fragment id (src/app/layout.tsx) does not name',
          );
        }
      } catch (error) {
        throw new Error(
          `Rendering ${page.meta.path} (template ${page.template}) failed: ${(error as Error).message}`,
          { cause: error },
        );
      }
      const json = JSON.stringify(page);
      const html = pageDocument(server, template, {
        page,
        site,
        sitePath,
        appHtml,
        preloads: headTagsFor(page),
        inlineScript,
        pageJson: json,
      });
      return { html, json, renderMs: performance.now() - started };
    },
    /** The CSP sources of the inline scripts in every page. */
    scriptSources: [scriptHashSource(inlineScript)],
    /** Local image files the page needs: in its HTML, and in states only the browser renders. */
    takeImagePaths(): string[] {
      const paths = [...recorded];
      recorded.clear();
      return paths;
    },
    notFoundPath: server.NOT_FOUND_PATH,
  };
}

/**
 * Writes the site data (menus, footer) once, named by its content so it can be cached for good;
 * returns its path, which every page's hydration data names.
 */
export function writeSiteData(outDir: string, site: SiteData): string {
  const json = JSON.stringify(site);
  const path = `${SITE_DATA_FOLDER}${createHash('sha256').update(json).digest('hex').slice(0, 16)}.json`;
  mkdirSync(join(outDir, SITE_DATA_FOLDER), { recursive: true });
  writeFileSync(join(outDir, path), json);
  return path;
}

/** Writes a page's HTML and page data; returns the time it took. */
export function writePage(
  outDir: string,
  path: string,
  rendered: RenderedPage,
  notFoundPath: string,
): number {
  const started = performance.now();
  const folder = routeFolder(path);
  // Strings, not Buffers: fs encodes them as it writes, without a 40 KB Buffer per page to collect.
  const written: [file: string, body: string][] = [
    [join(outDir, folder, 'index.html'), rendered.html],
    [join(outDir, pageDataPath(path)), rendered.json],
  ];
  if (path === notFoundPath) written.push([join(outDir, '404.html'), rendered.html]);
  for (const [file, body] of written) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, body);
  }
  return performance.now() - started;
}

/** What a thread reports for a batch of pages. */
export interface BatchResult {
  pages: number;
  renderMs: number;
  writeMs: number;
  htmlBytes: number;
  dataBytes: number;
  imagePaths: string[];
  scriptSources: string[];
}

/** Renders and writes `pages`, numbered from `first`, with one thread's renderer. */
export async function renderBatch(
  renderer: Awaited<ReturnType<typeof createPageRenderer>>,
  outDir: string,
  pages: readonly ModelPage[],
  first: number,
): Promise<BatchResult> {
  const result: BatchResult = {
    pages: 0,
    renderMs: 0,
    writeMs: 0,
    htmlBytes: 0,
    dataBytes: 0,
    imagePaths: [],
    scriptSources: renderer.scriptSources,
  };
  for (const [offset, page] of pages.entries()) {
    const rendered = await renderer.render(page, first + offset);
    result.writeMs += writePage(outDir, page.meta.path, rendered, renderer.notFoundPath);
    result.renderMs += rendered.renderMs;
    result.htmlBytes += Buffer.byteLength(rendered.html);
    result.dataBytes += Buffer.byteLength(rendered.json);
    result.pages += 1;
  }
  result.imagePaths = renderer.takeImagePaths();
  return result;
}

function defaultWorkers(pages: number): number {
  return Math.max(1, Math.min(availableParallelism(), Math.ceil(pages / PAGES_PER_WORKER_MIN)));
}

export async function prerender(input: PrerenderInput): Promise<PrerenderStats> {
  const { pages, onProgress } = input;
  const workers = input.workers ?? defaultWorkers(pages.length);
  const stats: PrerenderStats = {
    pages: 0,
    workers,
    renderMs: 0,
    writeMs: 0,
    htmlBytes: 0,
    dataBytes: 0,
    imagePaths: new Set(),
    scriptSources: new Set(),
  };
  const sitePath = writeSiteData(input.outDir, input.site);
  const perThread = Array.from({ length: workers }, () => ({ renderMs: 0, writeMs: 0 }));
  const add = (thread: number, batch: BatchResult) => {
    stats.pages += batch.pages;
    stats.htmlBytes += batch.htmlBytes;
    stats.dataBytes += batch.dataBytes;
    for (const path of batch.imagePaths) stats.imagePaths.add(path);
    for (const source of batch.scriptSources) stats.scriptSources.add(source);
    const own = perThread[thread] as { renderMs: number; writeMs: number };
    own.renderMs += batch.renderMs;
    own.writeMs += batch.writeMs;
    onProgress?.(stats.pages, pages.length);
  };

  // Always in worker threads, even one: the main thread keeps the content, the threads' heaps
  // stay small (WORKER_HEAP), and there is one code path to test.
  await runWorkers({ ...input, sitePath }, workers, add);
  stats.renderMs = Math.max(...perThread.map((t) => t.renderMs));
  stats.writeMs = Math.max(...perThread.map((t) => t.writeMs));
  return stats;
}

/** The messages of prerender/prerender-worker.ts. */
export type ToWorker = { type: 'batch'; first: number; pages: ModelPage[] } | { type: 'end' };
export type FromWorker =
  | { type: 'ready' }
  | { type: 'batch'; result: BatchResult }
  | { type: 'failed'; message: string };
export interface WorkerSetup {
  serverEntry: string;
  site: SiteData;
  sitePath: string;
  clientDir: string;
  outDir: string;
  hash: string;
}

/** Hands batches of pages to `count` threads as each one asks for more, until all are done. */
function runWorkers(
  input: PrerenderInput & { sitePath: string },
  count: number,
  add: (thread: number, batch: BatchResult) => void,
): Promise<void> {
  const { pages } = input;
  const setup: WorkerSetup = {
    serverEntry: input.serverEntry,
    site: input.site,
    sitePath: input.sitePath,
    clientDir: input.clientDir,
    outDir: input.outDir,
    hash: input.hash,
  };
  let next = 0;
  const threads: Worker[] = [];
  return new Promise<void>((resolve, reject) => {
    let running = count;
    const fail = (error: Error) => {
      for (const thread of threads) void thread.terminate();
      reject(error);
    };
    for (let i = 0; i < count; i++) {
      const thread = new Worker(new URL('./prerender-worker.ts', import.meta.url), {
        workerData: setup,
        resourceLimits: WORKER_HEAP,
      });
      threads.push(thread);
      const feed = () => {
        if (next >= pages.length) {
          thread.postMessage({ type: 'end' } satisfies ToWorker);
          return;
        }
        const first = next;
        next += BATCH_SIZE;
        thread.postMessage({ type: 'batch', first, pages: pages.slice(first, next) } satisfies ToWorker);
      };
      thread.on('message', (message: FromWorker) => {
        if (message.type === 'failed') return fail(new Error(message.message));
        if (message.type === 'batch') add(i, message.result);
        feed();
      });
      thread.on('error', fail);
      thread.on('exit', (code) => {
        if (code !== 0) return fail(new Error(`A prerender thread stopped with code ${code}.`));
        running -= 1;
        if (running === 0) resolve();
      });
    }
  });
}
