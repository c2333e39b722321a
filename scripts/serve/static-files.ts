// The built site's files: finds the file for a URL path and sends it with its media type, ETag and
// encoding. A file that goes out as it is on disk (the file itself, or the `.br`/`.gz` copy the
// build wrote beside it) is streamed by sirv. Two cases sirv cannot serve come from memory: a page
// or page data compressed on its first request, as the host does (sirv only sends copies that
// exist), and the 404 page, whose status sirv would send as 200.

import type { Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Readable } from 'node:stream';
import sirv from 'sirv';
import { contentTypeFor } from '../../prerender/content-types.ts';
import { type ContentEncoding, compress } from '../../prerender/precompress.ts';
import { negotiateEncoding } from './encoding.ts';
import { endOnLastByte } from './end-on-last-byte.ts';

export type SiteFile = { file: string; stats: Stats };

export type Resolved =
  | ({ kind: 'file' } & SiteFile)
  /** A folder with an index.html asked for without its trailing slash. */
  | ({ kind: 'folder' } & SiteFile)
  | { kind: 'missing' };

export type StaticFiles = {
  resolve(urlPath: string): Promise<Resolved>;
  /** Sends the file with `status`; only a 200 carries an ETag and may answer 304. */
  send(req: IncomingMessage, res: ServerResponse, found: SiteFile, status: number): Promise<void>;
};

type Representation = { encoding: ContentEncoding | null; etag: string } & (
  | { file: string }
  | { bytes: Buffer }
);

// The host reads these two files itself and never serves them.
const HIDDEN = new Set(['/_headers', '/_redirects']);
const NOT_THERE = new Set(['ENOENT', 'ENOTDIR', 'ENAMETOOLONG', 'EACCES', 'EISDIR']);
const SUFFIX: Record<ContentEncoding, string> = { br: '.br', gzip: '.gz' };
// Larger files are sent as they are rather than held in memory to compress.
const MAX_COMPRESS_BYTES = 32 * 1024 * 1024;
const MAX_CACHED_BYTES = 128 * 1024 * 1024;
const MAX_CACHED_FILES = 10_000;

export function createStaticFiles(root: string): StaticFiles {
  const fromDisk = sirv(root, {
    // Looks the file up on each request instead of listing the folder once at start: a rebuild
    // while the server runs is served at once, and start-up stays instant on a large site.
    dev: true,
    // The ETag and the 304 are ours (send): sirv's tag is weak, and it compares If-None-Match as
    // one exact string (no lists, no `*`) and answers 304 without Cache-Control.
    etag: false,
    // Only the file named: no `/about` → `/about.html` guessing.
    extensions: [],
    // The file went between our look-up and sirv's (a rebuild swapping the folder): nothing may be
    // cached, least of all under the year-long Cache-Control of a hashed asset.
    onNoMatch: (_req, res) => {
      for (const name of res.getHeaderNames()) res.removeHeader(name);
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end('Not found');
    },
  });
  // Bodies compressed here, by file version and encoding; a Map iterates oldest first.
  const compressed = new Map<string, Buffer | null>();
  let compressedBytes = 0;

  async function resolve(urlPath: string): Promise<Resolved> {
    if (HIDDEN.has(urlPath)) return { kind: 'missing' };
    const full = path.join(root, urlPath);
    // Belt and braces: the request path has no `..` segments, but nothing may leave the root.
    const relative = path.relative(root, full);
    if (relative.startsWith('..') || path.isAbsolute(relative)) return { kind: 'missing' };
    if (urlPath.endsWith('/')) return asFile('file', path.join(full, 'index.html'));
    const stats = await statOrNull(full);
    if (stats?.isFile()) return { kind: 'file', file: full, stats };
    if (stats?.isDirectory()) return asFile('folder', path.join(full, 'index.html'));
    return { kind: 'missing' };
  }

  async function send(req: IncomingMessage, res: ServerResponse, found: SiteFile, status: number) {
    const type = contentTypeFor(found.file);
    const accepted = type.compressible ? negotiateEncoding(req.headers['accept-encoding']) : null;
    const chosen = await representation(found, accepted);
    if (type.compressible) res.setHeader('Vary', 'Accept-Encoding');
    if (status === 200) {
      res.setHeader('ETag', chosen.etag);
      if (matchesEtag(req.headers['if-none-match'], chosen.etag)) {
        res.writeHead(304).end();
        return;
      }
    }
    // sirv's types name no charset but HTML's, and nosniff makes the browser trust the type.
    if (!res.hasHeader('Content-Type')) res.setHeader('Content-Type', type.type);
    // sirv takes any name ending in .br or .gz for a compressed copy and labels it so: such a
    // file asked for by its own name is sent from here, as it is.
    if ('file' in chosen && status === 200 && (chosen.encoding !== null || !/\.(br|gz)$/.test(chosen.file))) {
      return streamFile(req, res, chosen.file);
    }
    const bytes = 'bytes' in chosen ? chosen.bytes : await readFile(chosen.file);
    if (chosen.encoding !== null) res.setHeader('Content-Encoding', chosen.encoding);
    res.setHeader('Content-Length', bytes.length);
    res.writeHead(status);
    res.end(req.method === 'HEAD' ? undefined : bytes);
  }

  function streamFile(req: IncomingMessage, res: ServerResponse, file: string) {
    // sirv pipes the file with no error handler and never closes it when the visitor leaves: a
    // read error would end the process, and every abandoned download would keep a file open.
    res.once('pipe', (source: Readable) => {
      source.once('error', (error) => {
        console.error('Request failed:', error);
        res.destroy();
      });
      res.once('close', () => source.destroy());
      endOnLastByte(res, source);
    });
    const asked = req.url;
    // sirv serves the URL of the request; it is pointed at the file chosen here. Its Range support
    // reads `bytes=-500` as the first 501 bytes, so ranges are not offered, as before.
    req.url = encodeURI(`/${path.relative(root, file).split(path.sep).join('/')}`);
    delete req.headers.range;
    try {
      fromDisk(req, res);
    } finally {
      req.url = asked;
    }
  }

  async function representation(found: SiteFile, encoding: ContentEncoding | null): Promise<Representation> {
    const identity = { encoding: null, etag: tagOf(found.stats), file: found.file };
    if (encoding === null || found.stats.size > MAX_COMPRESS_BYTES) return identity;
    const sibling = `${found.file}${SUFFIX[encoding]}`;
    const siblingStats = await statOrNull(sibling);
    // A copy older than its source is left over from an earlier build; sirv's own choice of copy
    // would not tell, nor honour `q=0` in Accept-Encoding.
    if (siblingStats?.isFile() && siblingStats.mtimeMs >= found.stats.mtimeMs) {
      return { encoding, etag: tagOf(siblingStats, encoding), file: sibling };
    }
    const bytes = await compressOnce(found, encoding);
    return bytes === null ? identity : { encoding, etag: tagOf(found.stats, encoding), bytes };
  }

  // Keyed by the file's version, so a rebuilt file never gets a stale body. Bounded, oldest out.
  async function compressOnce({ file, stats }: SiteFile, encoding: ContentEncoding): Promise<Buffer | null> {
    const key = `${file}\0${tagOf(stats)}\0${encoding}`;
    const known = compressed.get(key);
    if (known !== undefined) return known;
    const original = await readFile(file);
    const packed = await compress(original, encoding, path.relative(root, file).split(path.sep).join('/'));
    // Tiny files can grow when compressed; those are sent as they are.
    const result = packed.length < original.length ? packed : null;
    if (compressed.has(key)) return result;
    compressed.set(key, result);
    compressedBytes += result?.length ?? 0;
    for (const [oldKey, old] of compressed) {
      if (compressedBytes <= MAX_CACHED_BYTES && compressed.size <= MAX_CACHED_FILES) break;
      compressed.delete(oldKey);
      compressedBytes -= old?.length ?? 0;
    }
    return result;
  }

  return { resolve, send };
}

async function asFile(kind: 'file' | 'folder', file: string): Promise<Resolved> {
  const stats = await statOrNull(file);
  return stats?.isFile() ? { kind, file, stats } : { kind: 'missing' };
}

/** A strong ETag from size and modification time, one per encoding. */
function tagOf(stats: Stats, encoding?: ContentEncoding): string {
  const version = `${stats.size.toString(36)}-${Math.round(stats.mtimeMs * 1000).toString(36)}`;
  return `"${version}${encoding === undefined ? '' : `-${encoding}`}"`;
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  // If-None-Match compares weakly: a `W/` prefix does not stop a match.
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === etag;
  });
}

async function statOrNull(file: string): Promise<Stats | null> {
  try {
    return await stat(file);
  } catch (error) {
    if (error instanceof Error && 'code' in error && NOT_THERE.has(String(error.code))) return null;
    throw error;
  }
}
