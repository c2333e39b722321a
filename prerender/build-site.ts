// The whole build as one function: the Vite bundles (in a child process) → content and site model
// (in a process) → pages → images and site files, into a temporary folder that replaces `dist/` only when all went well.
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { SEARCH_INDEX_FILE } from '../src/lib/page-contract.ts';
import { buildSettings, NOINDEX_HEADERS_RULE } from './build-settings.ts';
import { buildBundles, bundleFolders, bundlesExist } from './bundles.ts';
import { datasetFileOf } from './content/source.ts';
import { copyFiles } from './files.ts';
import { buildImages, imageFolders } from './image-cache.ts';
import { addScriptSources } from './inline-scripts.ts';
import { buildHash } from './manifest.ts';
import { buildOfflineFiles, type PrecacheReport } from './offline-worker.ts';
import { precompressSite } from './precompress.ts';
import { type PrerenderStats, prerender } from './prerender.ts';
import { progress } from './progress.ts';
import { writeSeoFiles } from './seo/site-files.ts';
import { type BuiltModel, loadSiteModel } from './site-model-process.ts';

/**
 * The content process's heap, from the export's size: its documents, live, and the snapshot made
 * of them take about 5.8 MB of heap per MB of NDJSON at their peak (105,286 documents, 265 MB:
 * 1,536 MB; docs/architecture.md "Build at scale"), and a smaller limit keeps V8 from letting the
 * heap grow far past what is live (12k: 844 MB at the build's peak without it, within 800 MB with
 * it). A live project's size is not known before it is read. CONTENT_HEAP_MB overrides.
 */
const CONTENT_HEAP_PER_EXPORT_MB = 5.8;
const CONTENT_HEAP_MIN_MB = 320;
const CONTENT_HEAP_LIVE_MB = 1536;

function contentHeapMb(env: NodeJS.ProcessEnv): number {
  if (Number(env.CONTENT_HEAP_MB) > 0) return Number(env.CONTENT_HEAP_MB);
  const file = datasetFileOf(env);
  if (!file || !existsSync(file)) return CONTENT_HEAP_LIVE_MB;
  const exportMb = statSync(file).size / 1024 / 1024;
  return Math.max(CONTENT_HEAP_MIN_MB, Math.ceil(exportMb * CONTENT_HEAP_PER_EXPORT_MB));
}

export interface BuildOptions {
  root: string;
  outDir: string;
  /** Vite's intermediate bundles; `.build/` unless BUILD_WORK_DIR says otherwise. */
  workDir?: string;
  env: NodeJS.ProcessEnv;
  log: (line: string) => void;
  /** Reuse the Vite bundles already in the work folder, when all three are there. */
  reuseBundles?: boolean;
  /**
   * Leave the pictures out: the caller places them after the site is in place (`npm start` serves
   * pages first, and makes a picture asked for before its pass reaches it). `result.imagePaths`
   * lists them; placed with `placeImages`, the folder ends as a whole build leaves it.
   */
  deferImages?: boolean;
}

export interface BuildResult {
  routes: number;
  stages: { name: string; ms: number }[];
  prerender: PrerenderStats;
  hash: string;
  /** What the offline worker stores on its first install (docs/offline.md). */
  precache?: PrecacheReport;
  /** The local pictures the pages reference (built, or left to the caller by `deferImages`). */
  imagePaths: string[];
}

/** Places the site's local pictures into `outDir`, from the cache or made, with a progress line. */
export async function placeImages(
  root: string,
  outDir: string,
  paths: string[],
  log: (line: string) => void,
) {
  const shown = progress('images', paths.length, log);
  const images = await buildImages({
    paths,
    ...imageFolders(root),
    outDir,
    onProgress: (done) => shown.update(done),
  }).finally(() => shown.end());
  log(
    `  ${images.count.toLocaleString('en-GB')} images (${images.made} made, ${images.fromCache} from cache), ${(images.bytes / 1024 / 1024).toFixed(1)} MB`,
  );
  return images;
}

/** The pages' data files (a list's facts) beside their page data, with the build's hash as it has. */
function writeDataFiles(outDir: string, files: BuiltModel['dataFiles'], hash: string) {
  for (const { path, json } of files) {
    const file = join(outDir, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `{"hash":${JSON.stringify(hash)},"data":${json}}`);
  }
}

async function stage<T>(
  result: BuildResult,
  log: (line: string) => void,
  name: string,
  run: () => Promise<T>,
) {
  const started = performance.now();
  const value = await run();
  const ms = performance.now() - started;
  result.stages.push({ name, ms });
  const rss = Math.round(process.memoryUsage.rss() / 1024 / 1024);
  log(`✓ ${name.padEnd(10)} ${(ms / 1000).toFixed(2).padStart(7)} s  ${String(rss).padStart(5)} MB resident`);
  return value;
}

export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const { root, env, log } = options;
  const outDir = resolve(root, options.outDir);
  const work = resolve(root, options.workDir ?? env.BUILD_WORK_DIR ?? '.build');
  const { client: clientDir, server: serverDir } = bundleFolders(work);
  const staging = `${outDir}.next-${process.pid}`;
  const result: BuildResult = {
    routes: 0,
    stages: [],
    prerender: undefined as never,
    hash: '',
    imagePaths: [],
  };

  // The bundles first, in a process of their own whose memory is gone when it ends; then the
  // content, in another: the two never hold memory at the same time (docs/architecture.md "Build").
  if (!options.reuseBundles || !bundlesExist(work)) {
    const times = await stage(result, log, 'bundles', () => buildBundles(root, work));
    for (const [name, ms] of Object.entries(times)) log(`  ${name.padEnd(14)} ${(ms / 1000).toFixed(2)} s`);
  }
  const manifestText = readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8');
  result.hash = buildHash(manifestText);

  const local = !env.SANITY_PROJECT_ID;
  const { siteUrl, analyticsId, noindex } = buildSettings(env, root);
  const spoolFile = join(work, 'pages.spool');
  const siteModel = loadSiteModel(
    {
      root,
      spoolFile,
      heapMb: contentHeapMb(env),
      env: { ...env },
      options: {
        siteUrl,
        year: new Date().getFullYear(),
        analyticsId,
        images: local
          ? { mode: 'local' }
          : { mode: 'sanity', projectId: env.SANITY_PROJECT_ID, dataset: env.SANITY_DATASET || 'production' },
      },
    },
    log,
  );
  let built: BuiltModel;
  try {
    await stage(result, log, 'content', () => siteModel.content);
    built = await stage(result, log, 'model', () => siteModel.model());
  } catch (error) {
    siteModel.stop();
    throw error;
  }
  const { site, spool, seo, files, dataFiles, searchIndex } = built;
  result.routes = spool.pages;
  const spoolBytes = spool.batches.reduce((sum, batch) => sum + batch.bytes, 0);
  log(
    `  ${spool.pages.toLocaleString('en-GB')} pages for the render threads, ${(spoolBytes / 1024 / 1024).toFixed(0)} MB`,
  );

  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  try {
    cpSync(clientDir, staging, {
      recursive: true,
      filter: (src) => !src.endsWith('/index.html') && !src.includes('/.vite'),
    });
    const pagesShown = progress('pages', spool.pages, log);
    result.prerender = await stage(result, log, 'prerender', () =>
      prerender({
        serverEntry: join(serverDir, 'entry-server.js'),
        workers: env.PRERENDER_WORKERS ? Number(env.PRERENDER_WORKERS) : undefined,
        site,
        pages: spool,
        hash: result.hash,
        clientDir,
        outDir: staging,
        onProgress: (done) => pagesShown.update(done),
      }).finally(() => {
        pagesShown.end();
        rmSync(spoolFile, { force: true });
      }),
    );
    writeDataFiles(staging, dataFiles, result.hash);
    // Made with the model, in its process; written here, in the order of the stages before.
    await stage(result, log, 'search', async () => {
      writeFileSync(join(staging, SEARCH_INDEX_FILE), searchIndex);
      log(`  ${SEARCH_INDEX_FILE} ${(Buffer.byteLength(searchIndex) / 1024).toFixed(0)} KB`);
    });
    await stage(result, log, 'seo', async () => {
      const written = writeSeoFiles(seo, staging);
      log(
        `  sitemap ${written.urls.toLocaleString('en-GB')} URLs in ${written.sitemaps} file(s), robots.txt, feed ${written.feedItems} posts`,
      );
    });
    const headersFile = join(staging, '_headers');
    if (existsSync(headersFile)) {
      const headers = readFileSync(headersFile, 'utf8');
      const withSources = addScriptSources(headers, [...result.prerender.scriptSources]);
      writeFileSync(headersFile, noindex ? `${withSources}${NOINDEX_HEADERS_RULE}` : withSources);
    }
    copyFiles(files, resolve(root, 'content/files'), staging);
    result.imagePaths = [...result.prerender.imagePaths];
    if (result.imagePaths.length > 0 && !options.deferImages) {
      await stage(result, log, 'images', () => placeImages(root, staging, result.imagePaths, log));
    }
    // Once the pages, the search index and the pictures are in place: the worker lists them.
    await stage(result, log, 'offline', async () => {
      const precache = await buildOfflineFiles({
        workDir: work,
        outDir: staging,
        site,
        placePictures: options.deferImages
          ? (paths) => buildImages({ paths, ...imageFolders(root), outDir: staging })
          : undefined,
      });
      result.precache = precache;
      log(`  sw.js precaches ${precache.count} files, ${(precache.bytes / 1024).toFixed(0)} KB`);
      for (const line of precache.tooLarge) log(`  not precached: ${line}`);
    });
    // Last, when every text file is written: a brotli and a gzip copy of the shared assets and the
    // site's other text files; pages and page data are compressed by the server (docs/serving.md).
    const packed = await stage(result, log, 'compress', () => precompressSite(staging));
    log(
      `  ${packed.files.toLocaleString('en-GB')} text files, ${(packed.bytes / 1024 / 1024).toFixed(1)} MB: brotli ${(packed.brotliBytes / 1024 / 1024).toFixed(1)} MB, gzip ${(packed.gzipBytes / 1024 / 1024).toFixed(1)} MB`,
    );
    // The new site replaces the old one in two renames: a failure before this point leaves dist/ as it was.
    const old = `${outDir}.old-${process.pid}`;
    if (existsSync(outDir)) renameSync(outDir, old);
    renameSync(staging, outDir);
    rmSync(old, { recursive: true, force: true });
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  return result;
}
