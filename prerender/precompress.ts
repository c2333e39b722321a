// Writes compressed copies beside the text files of the built site (`page.html.br`,
// `page.html.gz`), once per build: the local server sends them as they are
// (scripts/serve/file-store.ts), as a host that serves precompressed files would, instead of
// compressing on the first request. Every text file gets a brotli and a gzip copy, except page data,
// which gets brotli only (COPIES). Images and fonts are compressed already and get none.
import { readdirSync, writeFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { contentTypeFor } from '../scripts/serve/content-types.ts';
import { type ContentEncoding, compress } from '../scripts/serve/encoding.ts';

/**
 * Brotli quality by what the file is. The site's own assets (/assets/: scripts, styles, site data)
 * are few and fetched by every visitor: the best quality, 11. Pages and page data are thousands
 * (12,000 pages is 500 MB of text): quality 5, which compresses at about 50 MB/s where 10 managed
 * 2.6 MB/s (the stage took 134 s at 12,092 pages), for about 8 % more bytes than 10 on a page
 * (10.9 KB against 10.0 KB on the home page).
 */
export function brotliQualityFor(sitePath: string): number {
  return sitePath.startsWith('assets/') && !sitePath.startsWith('assets/data/') ? 11 : PAGE_BROTLI_QUALITY;
}

export const ENCODED_SUFFIXES: Record<ContentEncoding, string> = { br: '.br', gzip: '.gz' };

export interface PrecompressReport {
  files: number;
  /** Bytes of the text files, and of their brotli and gzip copies. */
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

/** The brotli quality of pages (COPIES), and of the text files outside /assets/ (brotliQualityFor). */
export const PAGE_BROTLI_QUALITY = 5;

/**
 * The copies written beside each page and its data in the prerender's threads, where a 10,000-page
 * build spends more time compressing than rendering (measured on the pages of the 10,000-product
 * bench dataset, one core).
 * - A page: brotli 5 and gzip 6. Brotli 5 makes 16.5 % of the page in 1.0 ms, brotli 4 17.7 % in
 *   0.76 ms: the page is what a visitor waits for first, so 5. Gzip 6 makes the same bytes as 9 (18.0 %)
 *   in 0.49 ms instead of 0.59.
 * - Page data: brotli 4 only, 17.9 % of the file in 0.13 ms where brotli 5 took 0.30 ms for
 *   16.8 %, and no gzip copy. Only the app fetches page data, in browsers that all accept brotli;
 *   a client that asks for gzip alone gets it from the server, compressed once on request.
 */
const COPIES: Record<'page' | 'data', { brotli: number; gzip: number | null }> = {
  page: { brotli: PAGE_BROTLI_QUALITY, gzip: 6 },
  data: { brotli: 4, gzip: null },
};

/**
 * Writes the compressed copies of a page or its data beside it, where it is rendered: in the
 * prerender's threads, from the bytes in hand, so the thousands of pages are compressed on every
 * core and never read back (the stage after them compressed 12,092 pages in 30 s).
 */
export function writeCompressedCopies(file: string, body: Buffer, kind: 'page' | 'data'): void {
  const { brotli, gzip } = COPIES[kind];
  const br = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: brotli,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  if (br.length < body.length) writeFileSync(file + ENCODED_SUFFIXES.br, br);
  if (gzip === null) return;
  const gz = gzipSync(body, { level: gzip });
  if (gz.length < body.length) writeFileSync(file + ENCODED_SUFFIXES.gzip, gz);
}

/**
 * The text files of a site folder still to compress: not the copies, nor files that have them, nor
 * anything under the folders in `skip`. Read folder by folder, synchronously: the build does
 * nothing else meanwhile, and 70,000 entries cost about a second.
 */
function textFiles(folder: string, skip: readonly string[]): string[] {
  const skipped = new Set(skip.map((path) => join(folder, path)));
  const files: string[] = [];
  const walk = (dir: string) => {
    const entries = readdirSync(dir, { withFileTypes: true });
    const names = new Set(entries.map((e) => e.name));
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!skipped.has(path)) walk(path);
      } else if (
        entry.isFile() &&
        contentTypeFor(entry.name).compressible &&
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

/**
 * Compresses every text file under `folder`, `concurrency` at a time (zlib works in its own
 * threads), but those under the folders in `skip`. A file that does not shrink gets no copy: the
 * server then sends it as it is.
 */
export async function precompressSite(
  folder: string,
  { concurrency = 4, skip = [] }: { concurrency?: number; skip?: readonly string[] } = {},
): Promise<PrecompressReport> {
  const files = textFiles(folder, skip);
  const report: PrecompressReport = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  let next = 0;
  const work = async () => {
    while (next < files.length) {
      const file = files[next++] as string;
      const body = await readFile(file);
      const quality = brotliQualityFor(relative(folder, file).split(sep).join('/'));
      const [br, gz] = await Promise.all([compress(body, 'br', quality), compress(body, 'gzip')]);
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
    }
  };
  await Promise.all(Array.from({ length: concurrency }, work));
  return report;
}
