// Renders every route of the site model into HTML and page-data JSON under an output folder, in
// worker threads (prerender/prerender-worker.ts): this module hands the threads their batches and
// sums what they report. A page's document is made in page-document.ts, and written by
// page-writer.ts.
import { availableParallelism } from 'node:os';
import Tinypool from 'tinypool';
import type { SiteData } from '../src/content/page-data.ts';
import type { ModelPage } from '../src/templates/template-types.ts';
import type { createPageRenderer } from './page-document.ts';
import { type PageBatch, type PageSpool, readPageBatch } from './page-spool.ts';
import { writePage, writeSiteData } from './page-writer.ts';

export interface PrerenderInput {
  /** The SSR bundle's entry file (each worker imports it). */
  serverEntry: string;
  site: SiteData;
  /** The pages, in the model thread's spool file (page-spool.ts): each thread reads its own batches. */
  pages: PageSpool;
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
/**
 * A thread's heap limits. A thread holds the SSR bundle, the site data, one batch and its caches:
 * tens of MB, and each page is garbage as soon as it is written. Left to its defaults V8 lets the
 * heaps grow long before collecting, and a 10,000-page build passed DESIGN.md's 800 MB (1,080 MB
 * measured); with these limits it peaks near 680 MB, and renders faster.
 */
const DEFAULT_HEAP_MB = 256;

/** PRERENDER_HEAP_MB raises a thread's heap, for a site whose largest page needs more. */
function workerHeap(env: NodeJS.ProcessEnv = process.env) {
  const mb = Number(env.PRERENDER_HEAP_MB);
  return { maxOldGenerationSizeMb: mb > 0 ? mb : DEFAULT_HEAP_MB, maxYoungGenerationSizeMb: 48 };
}

/**
 * A thread that ran out of heap ends with Node's bare "Worker terminated due to reaching memory
 * limit": say which pages it was on, the largest of them, and what to change.
 */
function outOfMemory(error: unknown, task: BatchTask, heapMb: number): unknown {
  if (!(error instanceof Error) || (error as { code?: string }).code !== 'ERR_WORKER_OUT_OF_MEMORY') {
    return error;
  }
  // The batch is read again here, only to name its largest page.
  const sizes = readPageBatch(task.file, task.batch).map((p) => ({
    path: p.meta.path,
    bytes: JSON.stringify(p.data).length,
  }));
  const largest = sizes.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  const { first, count } = task.batch;
  return new Error(
    `A render thread ran out of its ${heapMb} MB of memory on pages ${first + 1} to ${first + count} ` +
      `(the largest, ${largest.path}, has ${(largest.bytes / 1024 / 1024).toFixed(1)} MB of page data). ` +
      'Page long lists (a category or brand with thousands of machines), or set PRERENDER_HEAP_MB ' +
      `above ${heapMb} on a machine with the memory for it.`,
  );
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
  const workers = input.workers ?? defaultWorkers(pages.pages);
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
    onProgress?.(stats.pages, pages.pages);
  };

  // Always in worker threads, even one: the main thread holds no page, the threads' heaps
  // stay small (workerHeap), and there is one code path to test.
  await runWorkers({ ...input, sitePath }, workers, add);
  stats.renderMs = Math.max(...perThread.map((t) => t.renderMs));
  stats.writeMs = Math.max(...perThread.map((t) => t.writeMs));
  return stats;
}

export interface WorkerSetup {
  serverEntry: string;
  site: SiteData;
  sitePath: string;
  clientDir: string;
  outDir: string;
  hash: string;
}

/** One task of prerender/prerender-worker.ts: a batch to read from the spool file. */
export interface BatchTask {
  file: string;
  batch: PageBatch;
}

/** Hands the pages to `count` threads in batches, as each thread is free, until all are done. */
async function runWorkers(
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
  const heap = workerHeap();
  const pool = new Tinypool({
    filename: new URL('./prerender-worker.ts', import.meta.url).href,
    minThreads: count,
    maxThreads: count,
    workerData: setup,
    resourceLimits: heap,
  });
  // Threads are numbered by the pool from 1; the stats count them from 0.
  const threadIndex = new Map<number, number>();
  try {
    const batches: Promise<void>[] = [];
    for (const batch of pages.batches) {
      const task: BatchTask = { file: pages.file, batch };
      batches.push(
        pool.run(task).then(
          ({ thread, ...batch }: BatchResult & { thread: number }) => {
            if (!threadIndex.has(thread)) threadIndex.set(thread, threadIndex.size);
            add(threadIndex.get(thread) ?? 0, batch);
          },
          (error: unknown) => {
            throw outOfMemory(error, task, heap.maxOldGenerationSizeMb);
          },
        ),
      );
    }
    await Promise.all(batches);
  } finally {
    await pool.destroy();
  }
}
