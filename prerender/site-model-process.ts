// The build's content, site model and search index, made in a process of its own
// (prerender/site-model-worker.ts) for prerender/build-site.ts. Reading and checking the content
// leaves its memory with whoever did it: in a worker thread, V8 gave the heap back when the thread
// ended but the process kept the pages it had used (12,286 documents: 643 MB resident after the
// thread had ended, 14 MB of it heap). A process's memory goes when it ends, and only the site data,
// the pages' spool index, the sitemap and feed, and the search index come back.
import { fork } from 'node:child_process';
import type { SiteData } from '../src/content/page-data.ts';
import type { ContentEnv } from './content/source.ts';
import type { PageSpool } from './page-spool.ts';
import type { SeoFiles } from './seo/site-files.ts';
import type { SiteModelOptions } from './site-model.ts';

export interface SiteModelSetup {
  root: string;
  env: ContentEnv;
  options: SiteModelOptions;
  /** The process's heap in MB (`--max-old-space-size`): it holds the content, so the build's peak. */
  heapMb: number;
  /** Where the process writes the pages for the render threads (page-spool.ts). */
  spoolFile: string;
}

/** What the build needs of the site model after the process has ended. */
export interface BuiltModel {
  site: SiteData;
  spool: PageSpool;
  /** The sitemap, robots.txt and feed, made from the pages in the process. */
  seo: SeoFiles;
  /** The content files the pages link. */
  files: Set<string>;
  /** The pages' data files (a list's facts), each as its JSON, written with the build's hash. */
  dataFiles: { path: string; json: string }[];
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
  /** What the build needs of the site model, once the process has ended. */
  model(): Promise<BuiltModel>;
  /** Ends the process early (the build failed before it asked for the model). */
  stop(): void;
}

/**
 * Why the process ended before the model, in words that say what to do: V8 stops a process out of
 * its heap with SIGABRT ("Reached heap limit" on stderr says nothing of the cause); Linux's
 * out-of-memory killer, when the machine itself has run out, with SIGKILL.
 */
export function stoppedMessage(code: number | null, signal: NodeJS.Signals | null, heapMb: number): string {
  if (signal === 'SIGABRT' || code === 134)
    return (
      `The content process ran out of its ${heapMb} MB of memory reading and modelling the ` +
      'content (about 8 KB a document at 105,000 documents, docs/architecture.md "Build at ' +
      'scale"). Give it more, on a machine with the memory free: CONTENT_HEAP_MB=3072.'
    );
  if (signal === 'SIGKILL')
    return (
      `The content process was killed (SIGKILL) while reading and modelling the content: most often ` +
      `the system, out of memory. It may use up to ${heapMb} MB beside the build; free that much, ` +
      'or build on a machine with more (docs/architecture.md "Build at scale").'
    );
  return `The content process stopped (code ${code}, ${signal ?? 'no signal'}) before making the site model.`;
}

/**
 * Starts loading the content in a process, which then makes the model. The source's line and the
 * content's warnings go to `log`. The model is handed over once the process has ended, so its
 * memory is gone before the prerender's threads start.
 */
export function loadSiteModel(setup: SiteModelSetup, log: (line: string) => void): SiteModelLoader {
  // Structured clones over IPC ('advanced'), so the seo files' Map arrives as a Map.
  const child = fork(new URL('./site-model-worker.ts', import.meta.url), {
    serialization: 'advanced',
    // Without a limit V8 lets the heap grow to twice what is live before collecting it (105,286
    // documents: 2.4 GB resident for 0.9 GB live); with one it collects instead, and a content that
    // truly needs more stops with the message below.
    execArgv: [...process.execArgv, `--max-old-space-size=${setup.heapMb}`],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  child.send(setup);
  const content = Promise.withResolvers<void>();
  const model = Promise.withResolvers<BuiltModel>();
  // Awaited only after the content stage; a failure before then is reported there.
  model.promise.catch(() => {});
  let built: BuiltModel | null = null;
  let failed = false;
  const fail = (error: Error) => {
    failed = true;
    content.reject(error);
    model.reject(error);
    child.kill();
  };
  child.on('message', (message: FromModelWorker) => {
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
  child.on('error', fail);
  child.on('exit', (code, signal) => {
    if (built) model.resolve(built);
    else if (failed) return;
    else fail(new Error(stoppedMessage(code, signal, setup.heapMb)));
  });
  return {
    content: content.promise,
    model: () => model.promise,
    stop: () => void child.kill(),
  };
}
