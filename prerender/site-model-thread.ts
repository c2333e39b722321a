// The build's content, site model and search index, made in a thread of their own
// (prerender/site-model-worker.ts) for prerender/build-site.ts. Reading and checking 10,000
// documents leaves about 200 MB of garbage in the heap that did it, which V8 kept committed for the
// rest of the build: a quarter of its peak memory. In a thread, that heap goes when the thread ends,
// and only the site data, the pages' spool index, the sitemap and feed, and the search index come back.
import { Worker } from 'node:worker_threads';
import type { SiteData } from '../src/content/page-data.ts';
import type { ContentEnv } from './content/source.ts';
import type { PageSpool } from './page-spool.ts';
import type { SeoFiles } from './seo/site-files.ts';
import type { SiteModelOptions } from './site-model.ts';

export interface SiteModelSetup {
  root: string;
  env: ContentEnv;
  options: SiteModelOptions;
  /** Where the thread writes the pages for the render threads (page-spool.ts). */
  spoolFile: string;
}

/** What the build needs of the site model after the thread has ended. */
export interface BuiltModel {
  site: SiteData;
  spool: PageSpool;
  /** The sitemap, robots.txt and feed, made from the pages in the thread. */
  seo: SeoFiles;
  /** The content files the pages link. */
  files: Set<string>;
  searchIndex: string;
}

/** The messages of prerender/site-model-worker.ts. */
export type FromModelWorker =
  | { type: 'log'; line: string }
  | { type: 'content' }
  | ({ type: 'model'; files: string[] } & Omit<BuiltModel, 'files'>)
  | { type: 'failed'; message: string; name: string };

export interface SiteModelLoader {
  /** Resolves when the content is loaded and checked; rejects with its problems. */
  content: Promise<void>;
  /** What the build needs of the site model, once the thread has ended. */
  model(): Promise<BuiltModel>;
  /** Ends the thread early (the build failed before it asked for the model). */
  stop(): void;
}

/**
 * Starts loading the content in a thread, which then makes the model. The source's line and the
 * content's warnings go to `log`. The model is handed over once the thread has ended, so
 * its heap is gone before the prerender's threads start.
 */
export function loadSiteModel(setup: SiteModelSetup, log: (line: string) => void): SiteModelLoader {
  const thread = new Worker(new URL('./site-model-worker.ts', import.meta.url), { workerData: setup });
  const content = Promise.withResolvers<void>();
  const model = Promise.withResolvers<BuiltModel>();
  // Awaited only after the content stage; a failure before then is reported there.
  model.promise.catch(() => {});
  let built: BuiltModel | null = null;
  const fail = (error: Error) => {
    content.reject(error);
    model.reject(error);
    void thread.terminate();
  };
  thread.on('message', (message: FromModelWorker) => {
    if (message.type === 'log') log(message.line);
    else if (message.type === 'content') content.resolve();
    else if (message.type === 'model') {
      const { type, files, ...rest } = message;
      built = { ...rest, files: new Set(files) };
    } else {
      const error = new Error(message.message);
      error.name = message.name;
      fail(error);
    }
  });
  thread.on('error', (error: Error) => {
    // Node's own words ("Worker terminated due to reaching memory limit") say nothing of the cause.
    if ((error as { code?: string }).code !== 'ERR_WORKER_OUT_OF_MEMORY') return fail(error);
    fail(
      new Error(
        'The content thread ran out of memory reading and modelling the content (about 20 KB a ' +
          'document at 100,000 documents). Give the build more heap, on a machine with it free: ' +
          'NODE_OPTIONS=--max-old-space-size=4096 (MB); docs/architecture.md, "Build at scale".',
      ),
    );
  });
  thread.on('exit', (code) => {
    if (built) model.resolve(built);
    else fail(new Error(`The content thread stopped (code ${code}) before making the site model.`));
  });
  return {
    content: content.promise,
    model: () => model.promise,
    stop: () => void thread.terminate(),
  };
}
