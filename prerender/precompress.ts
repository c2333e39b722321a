// Writes compressed copies beside the built site's shared text files (`/assets/…/x.js.br`, `.gz`),
// once per build, at brotli's best quality: the local server sends them as they are
// (scripts/serve/static-files.ts) instead of compressing on the first request. Pages and page data
// get none (copiesWanted). Images and fonts are compressed already and get none either.
import { readdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { contentTypeFor } from '../scripts/serve/content-types.ts';
import { type ContentEncoding, compress } from '../scripts/serve/encoding.ts';
import { isPageDataPath } from '../src/content/page-data-route.ts';

export const ENCODED_SUFFIXES: Record<ContentEncoding, string> = { br: '.br', gzip: '.gz' };

export interface PrecompressReport {
  files: number;
  /** Bytes of the text files, and of their brotli and gzip copies. */
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
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
  let next = 0;
  const work = async () => {
    while (next < files.length) {
      const file = files[next++] as string;
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
    }
  };
  await Promise.all(Array.from({ length: concurrency }, work));
  return report;
}
