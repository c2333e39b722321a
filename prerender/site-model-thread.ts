// The build's content, site model and search index, made in a thread of their own
// (prerender/site-model-worker.ts) for prerender/build-site.ts. Reading and checking 10,000
// documents leaves about 200 MB of garbage in the heap that did it, which V8 kept committed for the
// rest of the build: a quarter of its peak memory. In a thread, that heap goes when the thread ends,
// and only the model comes back.
import { Worker } from 'node:worker_threads';
import type { ContentEnv } from './content/source.ts';
import type { SiteModel, SiteModelOptions } from './site-model.ts';

export interface SiteModelSetup {
  root: string;
  env: ContentEnv;
  options: SiteModelOptions;
}

/** The messages of prerender/site-model-worker.ts. */
export type FromModelWorker =
  | { type: 'log'; line: string }
  | { type: 'content' }
  | { type: 'model'; model: SiteModel; files: string[]; searchIndex: string }
  | { type: 'failed'; message: string; name: string };

export interface SiteModelLoader {
  /** Resolves when the content is loaded and checked; rejects with its problems. */
  content: Promise<void>;
  /** The site model, the content files it links and the search index, once the thread has ended. */
  model(): Promise<{ model: SiteModel; files: Set<string>; searchIndex: string }>;
  /** Ends the thread early (the build failed before it asked for the model). */
  stop(): void;
}

type Built = Awaited<ReturnType<SiteModelLoader['model']>>;

/**
 * Starts loading the content in a thread, which then makes the model. The source's line and the
 * content's warnings go to `log`. The model is handed over once the thread has ended, so
 * its heap is gone before the prerender's threads start.
 */
export function loadSiteModel(setup: SiteModelSetup, log: (line: string) => void): SiteModelLoader {
  const thread = new Worker(new URL('./site-model-worker.ts', import.meta.url), { workerData: setup });
  const content = Promise.withResolvers<void>();
  const model = Promise.withResolvers<Built>();
  // Awaited only after the content stage; a failure before then is reported there.
  model.promise.catch(() => {});
  let built: Built | null = null;
  const fail = (error: Error) => {
    content.reject(error);
    model.reject(error);
    void thread.terminate();
  };
  thread.on('message', (message: FromModelWorker) => {
    if (message.type === 'log') log(message.line);
    else if (message.type === 'content') content.resolve();
    else if (message.type === 'model') {
      built = { model: message.model, files: new Set(message.files), searchIndex: message.searchIndex };
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
