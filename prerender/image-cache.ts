// The persistent cache of made image files (local mode), keyed by their path, and the build's
// placing of them into dist/: each file is made once (prerender/images.ts) and reused by every
// later build and by the dev server's image middleware.
import { randomUUID } from 'node:crypto';
import { copyFile, link, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { LOCAL_IMAGE_PREFIX } from '../src/content/local-image-path.ts';
import {
  decodeSource,
  IMAGE_GENERATOR_VERSION,
  makeImage,
  parseImagePath,
  renderImage,
  sourceFileName,
} from './images.ts';
import { pool } from './pool.ts';

export interface ImageFolders {
  /** Where the source files are: `<assetId>-<w>x<h>.<ext>`. */
  sourceDir: string;
  /** The persistent cache of made files, mirroring the URL paths. */
  cacheDir: string;
}

export interface BuildImagesOptions extends ImageFolders {
  paths: Iterable<string>;
  /** The site folder: `/images/a/b.webp` is written to `<outDir>/images/a/b.webp`. */
  outDir: string;
  /** Sources worked on at once; sharp also uses threads within each, so keep it near the core count. */
  concurrency?: number;
  /** Called as each file is in place, with the count done so far. */
  onProgress?: (done: number) => void;
}

export interface BuildImagesReport {
  count: number;
  made: number;
  fromCache: number;
  bytes: number;
  ms: number;
}

/** The default folders of a project: content/images and .cache/images/<generator version>. */
export function imageFolders(root: string): ImageFolders {
  return {
    sourceDir: resolve(root, 'content/images'),
    cacheDir: resolve(root, '.cache/images', IMAGE_GENERATOR_VERSION),
  };
}

async function fileSize(file: string): Promise<number | null> {
  try {
    return (await stat(file)).size;
  } catch {
    return null;
  }
}

function cacheFile(path: string, cacheDir: string): string {
  return join(cacheDir, path.slice(LOCAL_IMAGE_PREFIX.length));
}

/** Through a temporary name and a rename: a crash or a concurrent reader never sees half a file. */
async function writeAtomically(file: string, data: Buffer): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const temporary = `${file}.${randomUUID()}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, file);
}

// One making per cache file at a time, even when the dev server gets the same request twice.
const inFlight = new Map<string, Promise<{ file: string; made: boolean }>>();

/** The cache file for a local image path, made first if the cache lacks it (the dev server's way). */
export function makeCachedImage(
  path: string,
  folders: ImageFolders,
): Promise<{ file: string; made: boolean }> {
  const file = cacheFile(path, folders.cacheDir);
  const running = inFlight.get(file);
  if (running) return running;
  const job = (async () => {
    parseImagePath(path);
    if ((await fileSize(file)) !== null) return { file, made: false };
    await writeAtomically(file, await makeImage(path, folders.sourceDir));
    return { file, made: true };
  })().finally(() => inFlight.delete(file));
  inFlight.set(file, job);
  return job;
}

/** Makes (or takes from the cache) one picture and places it into the site folder `outDir`. */
export async function placeCachedImage(path: string, folders: ImageFolders, outDir: string): Promise<void> {
  const { file } = await makeCachedImage(path, folders);
  await place(file, join(outDir, path));
}

/**
 * A hard link when cache and site share a disk (no bytes copied), else a copy; through a temporary
 * name, so a server reading the folder meanwhile finds the old file or the new, never none.
 */
async function place(from: string, to: string): Promise<void> {
  await mkdir(dirname(to), { recursive: true });
  const temporary = `${to}.${randomUUID()}.tmp`;
  try {
    await link(from, temporary);
  } catch {
    await copyFile(from, temporary);
  }
  await rename(temporary, to);
  // Two links of one file: rename does nothing (POSIX) and the temporary name stays.
  await rm(temporary, { force: true });
}

/**
 * Files placed at once: placing is a few system calls a file and no CPU to speak of, so a pool far
 * wider than the cores keeps the disk busy (3,720 cached files at 12k: 1.5-2.5 s two at a time).
 */
const PLACE_CONCURRENCY = 32;

/**
 * Makes every local image the site references into `outDir`. What the cache holds is placed many
 * at a time; what it lacks is grouped by source, so each source is decoded once, and `concurrency`
 * sources are worked on at a time.
 */
export async function buildImages(options: BuildImagesOptions): Promise<BuildImagesReport> {
  const started = performance.now();
  const paths = [...new Set(options.paths)];
  const report: BuildImagesReport = { count: paths.length, made: 0, fromCache: 0, bytes: 0, ms: 0 };
  // Every path is checked before any work, so a bad one fails the build at once.
  const sources = paths.map((path) => sourceFileName(parseImagePath(path)));
  const sizes = new Array<number | null>(paths.length);
  await pool([...paths.keys()], PLACE_CONCURRENCY, async (i) => {
    sizes[i] = await fileSize(cacheFile(paths[i] as string, options.cacheDir));
  });
  const done = (size: number) => {
    report.bytes += size;
    options.onProgress?.(report.made + report.fromCache);
  };
  const cached = [...paths.keys()].filter((i) => sizes[i] !== null);
  const groups = new Map<string, string[]>();
  paths.forEach((path, i) => {
    if (sizes[i] !== null) return;
    const source = sources[i] as string;
    groups.set(source, [...(groups.get(source) ?? []), path]);
  });

  const placeCached = async (i: number) => {
    const path = paths[i] as string;
    await place(cacheFile(path, options.cacheDir), join(options.outDir, path));
    report.fromCache++;
    done(sizes[i] as number);
  };
  const makeGroup = async (group: string[]) => {
    const decoded = decodeSource(group[0] as string, options.sourceDir);
    for (const path of group) {
      const file = cacheFile(path, options.cacheDir);
      const data = await renderImage(path, await decoded);
      await writeAtomically(file, data);
      await place(file, join(options.outDir, path));
      report.made++;
      done(data.length);
    }
  };
  await Promise.all([
    pool(cached, PLACE_CONCURRENCY, placeCached),
    pool([...groups.values()], options.concurrency ?? 2, makeGroup),
  ]);
  report.ms = performance.now() - started;
  return report;
}
