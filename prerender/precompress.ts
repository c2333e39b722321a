// Writes a brotli and a gzip copy beside every text file of the built site (`page.html.br`,
// `page.html.gz`), at the best settings, once per build: the local server sends them as they are
// (scripts/serve/file-store.ts), as a host that serves precompressed files would, instead of
// compressing on the first request. Images and fonts are compressed already and get none.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { contentTypeFor } from '../scripts/serve/content-types.ts';
import { type ContentEncoding, compress } from '../scripts/serve/encoding.ts';

/**
 * Brotli quality 10, not 11: on a busy two-core machine 11 took this stage to 53 s for the bundled
 * site's 318 pages, and saves only about 2 % (250 bytes of the home page's 10.9 KB).
 */
const BROTLI_QUALITY = 10;

export const ENCODED_SUFFIXES: Record<ContentEncoding, string> = { br: '.br', gzip: '.gz' };

export interface PrecompressReport {
  files: number;
  /** Bytes of the text files, and of their brotli and gzip copies. */
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

/** The text files of a site folder worth compressing (not the copies themselves). */
async function textFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && contentTypeFor(e.name).compressible)
    .map((e) => join(e.parentPath, e.name));
}

/**
 * Compresses every text file under `folder`, `concurrency` at a time (zlib works in its own
 * threads). A file that does not shrink gets no copy: the server then sends it as it is.
 */
export async function precompressSite(folder: string, concurrency = 4): Promise<PrecompressReport> {
  const files = await textFiles(folder);
  const report: PrecompressReport = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  let next = 0;
  const work = async () => {
    while (next < files.length) {
      const file = files[next++] as string;
      const body = await readFile(file);
      const [br, gz] = await Promise.all([compress(body, 'br', BROTLI_QUALITY), compress(body, 'gzip')]);
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
