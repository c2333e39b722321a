// Writes compressed copies beside the built site's shared text files (`/assets/…/x.js.br`, `.gz`),
// once per build, at brotli's best quality: the local server sends them as they are
// (scripts/host/serve/static-files.ts) instead of compressing on the first request. Pages and page data
// get none (copiesWanted). Images and fonts are compressed already and get none either. How a file
// is compressed is decided here (compress), for the build and for the server that compresses the
// rest on request, so the two cannot differ.
import { readdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { isPageDataPath } from '../src/content/page-data-route.ts';
import { contentTypeFor } from './content-types.ts';
import { pool } from './pool.ts';

export type ContentEncoding = 'br' | 'gzip';

export const ENCODED_SUFFIXES: Record<ContentEncoding, string> = { br: '.br', gzip: '.gz' };

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface PrecompressReport {
  files: number;
  /** Bytes of the text files, and of their brotli and gzip copies. */
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

// Brotli's best quality is slow on large files; the result is cached, but a first request for a
// multi-megabyte search index should not wait seconds for it.
const BEST_QUALITY_LIMIT = 1024 * 1024;
/** What a CDN uses for responses it compresses itself: about 50 MB/s, 8 % more bytes than 10. */
const FAST_QUALITY = 5;

/**
 * Brotli quality by what the file is (`sitePath`: its path in the site folder, `/`-separated).
 * The site's own assets (/assets/: scripts, styles, site data) are few and fetched by every
 * visitor: the best, 11, made once by the build (prerender/precompress.ts). Pages and page data
 * are thousands: compressed when first asked for, as the host does, at FAST_QUALITY.
 */
export function brotliQualityFor(sitePath: string, size = 0): number {
  const asset = sitePath.startsWith('assets/') && !isPageDataPath(`/${sitePath}`);
  return asset && size <= BEST_QUALITY_LIMIT ? 11 : FAST_QUALITY;
}

export function compress(body: Buffer, encoding: ContentEncoding, sitePath: string): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body, { level: 9 });
  return brotli(body, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: brotliQualityFor(sitePath, body.length),
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/**
 * Pages and their data get no copies (docs/decisions/012-pages-compressed-by-the-host.md): the host
 * compresses what it sends and never reads a `.br` beside a file, and `npm start` does the same,
 * once per file. Writing them was most of the prerender's time at 10,000 pages.
 */
export function copiesWanted(sitePath: string): boolean {
  return !sitePath.endsWith('.html') && !isPageDataPath(`/${sitePath}`);
}

/**
 * The text files of a site folder that want copies (copiesWanted): not the copies themselves, nor
 * files that have them. Read folder by folder, synchronously: the build does nothing else
 * meanwhile, and 70,000 entries cost about a second.
 */
function textFiles(folder: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    const entries = readdirSync(dir, { withFileTypes: true });
    const names = new Set(entries.map((e) => e.name));
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        // A folder no file of which could want copies (the page data, a third of the site's
        // files) is not read at all.
        if (copiesWanted(`${sitePathOf(folder, path)}/`)) walk(path);
      } else if (
        entry.isFile() &&
        contentTypeFor(entry.name).compressible &&
        copiesWanted(sitePathOf(folder, path)) &&
        !names.has(entry.name + ENCODED_SUFFIXES.br) &&
        !names.has(entry.name + ENCODED_SUFFIXES.gzip)
      ) {
        files.push(path);
      }
    }
  };
  walk(folder);
  return files;
}

const sitePathOf = (folder: string, file: string) => relative(folder, file).split(sep).join('/');

/**
 * Compresses the text files under `folder` that want copies, `concurrency` at a time (zlib works in
 * its own threads). A file that does not shrink gets no copy: the server then sends it as it is.
 */
export async function precompressSite(
  folder: string,
  { concurrency = 4 }: { concurrency?: number } = {},
): Promise<PrecompressReport> {
  const files = textFiles(folder);
  const report: PrecompressReport = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  await pool(files, concurrency, async (file) => {
    const body = await readFile(file);
    const sitePath = sitePathOf(folder, file);
    const [br, gz] = await Promise.all([compress(body, 'br', sitePath), compress(body, 'gzip', sitePath)]);
    report.files += 1;
    report.bytes += body.length;
    if (br.length < body.length) {
      await writeFile(file + ENCODED_SUFFIXES.br, br);
      report.brotliBytes += br.length;
    }
    if (gz.length < body.length) {
      await writeFile(file + ENCODED_SUFFIXES.gzip, gz);
      report.gzipBytes += gz.length;
    }
  });
  return report;
}
