// The built site's files: finds the file for a URL path and sends it with its media type, ETag and
// encoding: the file itself, the `.br`/`.gz` copy the build wrote beside it, or (pages and page
// data, as the host does) a copy compressed on its first request and kept in memory.

import type { Stats } from 'node:fs';
import { open, readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { contentTypeFor } from '../../../prerender/content-types.ts';
import { type ContentEncoding, compress, ENCODED_SUFFIXES } from '../../../prerender/precompress.ts';

export type SiteFile = { file: string; stats: Stats };

export type Resolved =
  | ({ kind: 'file' } & SiteFile)
  /** A folder with an index.html asked for without its trailing slash. */
  | ({ kind: 'folder' } & SiteFile)
  | { kind: 'missing' };

/** What is sent: `file` from disk, or `bytes` compressed here. */
type Representation = {
  encoding: ContentEncoding | null;
  etag: string;
  file: string;
  size: number;
  bytes?: Buffer;
};

// The host reads these two files itself and never serves them.
const HIDDEN = new Set(['/_headers', '/_redirects']);
const NOT_THERE = new Set(['ENOENT', 'ENOTDIR', 'ENAMETOOLONG', 'EACCES', 'EISDIR']);
// Larger files are sent as they are rather than held in memory to compress.
const MAX_COMPRESS_BYTES = 32 * 1024 * 1024;
const MAX_CACHED_BYTES = 128 * 1024 * 1024;
const MISSING: Resolved = { kind: 'missing' };

export function createStaticFiles(root: string) {
  // Bodies compressed here (null: it would not shrink), by file version and encoding; a Map
  // iterates oldest first.
  const compressed = new Map<string, Buffer | null>();
  let compressedBytes = 0;

  async function resolve(urlPath: string): Promise<Resolved> {
    const full = path.join(root, urlPath);
    // Belt and braces: the request path has no `..` segments, but nothing may leave the root.
    const relative = path.relative(root, full);
    if (HIDDEN.has(urlPath) || relative.startsWith('..') || path.isAbsolute(relative)) return MISSING;
    if (urlPath.endsWith('/')) return indexOf('file', full);
    const stats = await statOrNull(full);
    if (stats?.isFile()) return { kind: 'file', file: full, stats };
    return stats?.isDirectory() ? indexOf('folder', full) : MISSING;
  }

  /** Sends the file with `status`; only a 200 carries an ETag and may answer 304. */
  async function send(req: IncomingMessage, res: ServerResponse, found: SiteFile, status: number) {
    const type = contentTypeFor(found.file);
    const accepted = type.compressible ? negotiateEncoding(req.headers['accept-encoding']) : null;
    const chosen = await representation(found, accepted);
    if (type.compressible) res.setHeader('Vary', 'Accept-Encoding');
    if (status === 200) {
      res.setHeader('ETag', chosen.etag);
      if (matchesEtag(req.headers['if-none-match'], chosen.etag)) return void res.writeHead(304).end();
    }
    if (!res.hasHeader('Content-Type')) res.setHeader('Content-Type', type.type);
    if (chosen.encoding !== null) res.setHeader('Content-Encoding', chosen.encoding);
    res.setHeader('Content-Length', chosen.size);
    if (chosen.bytes !== undefined || req.method === 'HEAD') {
      return void res.writeHead(status).end(req.method === 'HEAD' ? undefined : chosen.bytes);
    }
    // Opened before the status is sent: a file gone since its look-up (a rebuild swapping the
    // folder) must not be answered with a hashed asset's year-long Cache-Control.
    const handle = await open(chosen.file).catch(() => null);
    if (handle === null) {
      for (const name of res.getHeaderNames()) res.removeHeader(name);
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      return void res.end('Not found');
    }
    res.writeHead(status);
    const source = handle.createReadStream();
    const sent = pipeline(source, res);
    endOnLastByte(res, source);
    // A visitor who leaves (mid-file, or before it starts) closes the file; only a read error is
    // worth a line.
    await sent.catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ERR_STREAM_PREMATURE_CLOSE' && error.code !== 'ERR_STREAM_UNABLE_TO_PIPE') {
        console.error('Request failed:', error);
      }
    });
  }

  async function representation(found: SiteFile, encoding: ContentEncoding | null): Promise<Representation> {
    const identity = { encoding: null, etag: tagOf(found.stats), file: found.file, size: found.stats.size };
    if (encoding === null || found.stats.size > MAX_COMPRESS_BYTES) return identity;
    const sibling = `${found.file}${ENCODED_SUFFIXES[encoding]}`;
    const siblingStats = await statOrNull(sibling);
    // A copy older than its source is left over from an earlier build.
    if (siblingStats?.isFile() && siblingStats.mtimeMs >= found.stats.mtimeMs) {
      return { encoding, etag: tagOf(siblingStats, encoding), file: sibling, size: siblingStats.size };
    }
    const bytes = await compressOnce(found, encoding);
    if (bytes === null) return identity;
    return { encoding, etag: tagOf(found.stats, encoding), file: found.file, size: bytes.length, bytes };
  }

  // Keyed by the file's version, so a rebuilt file never gets a stale body. Bounded, oldest out.
  async function compressOnce({ file, stats }: SiteFile, encoding: ContentEncoding): Promise<Buffer | null> {
    const key = `${file}\0${tagOf(stats)}\0${encoding}`;
    if (compressed.has(key)) return compressed.get(key) ?? null;
    const original = await readFile(file);
    const packed = await compress(original, encoding, path.relative(root, file).split(path.sep).join('/'));
    // Tiny files can grow when compressed; those are sent as they are.
    const result = packed.length < original.length ? packed : null;
    if (compressed.has(key)) return result;
    compressed.set(key, result);
    compressedBytes += result?.length ?? 0;
    for (const [oldKey, old] of compressed) {
      if (compressedBytes <= MAX_CACHED_BYTES) break;
      compressed.delete(oldKey);
      compressedBytes -= old?.length ?? 0;
    }
    return result;
  }

  return { resolve, send };
}

/** A strong ETag from size and modification time, one per encoding. */
function tagOf(stats: Stats, encoding?: ContentEncoding): string {
  const version = `${stats.size.toString(36)}-${Math.round(stats.mtimeMs * 1000).toString(36)}`;
  return `"${version}${encoding === undefined ? '' : `-${encoding}`}"`;
}

async function indexOf(kind: 'file' | 'folder', folder: string): Promise<Resolved> {
  const file = path.join(folder, 'index.html');
  const stats = await statOrNull(file);
  return stats?.isFile() ? { kind, file, stats } : MISSING;
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  // If-None-Match compares weakly: a `W/` prefix does not stop a match.
  return (ifNoneMatch ?? '').split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === etag;
  });
}

async function statOrNull(file: string): Promise<Stats | null> {
  return stat(file).catch((error: NodeJS.ErrnoException) => {
    if (NOT_THERE.has(String(error.code))) return null;
    throw error;
  });
}

/** Picks brotli or gzip from an Accept-Encoding header by quality; brotli wins a tie. */
export function negotiateEncoding(acceptEncoding = ''): ContentEncoding | null {
  const quality = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = Number(params.find((param) => param.startsWith('q='))?.slice(2) ?? 1);
    if (name !== '') quality.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(q) ? q : 0);
  }
  const star = quality.get('*') ?? 0;
  const br = quality.get('br') ?? star;
  const gz = quality.get('gzip') ?? star;
  return br > 0 && br >= gz ? 'br' : gz > 0 ? 'gzip' : null;
}

/**
 * Ends `res` as the last of its Content-Length bytes is piped from `source`, not on the source's
 * 'end' a read later. A visitor who hangs up as soon as the last byte arrives has had the whole
 * body, and the access log reads `writableEnded` to tell that visit from an aborted one. The
 * pipe's own end() afterwards does nothing.
 */
export function endOnLastByte(res: ServerResponse, source: Readable) {
  const length = Number(res.getHeader('Content-Length'));
  if (!Number.isSafeInteger(length)) return;
  let piped = 0;
  source.on('data', (chunk: Buffer) => {
    piped += chunk.length;
    if (piped === length) res.end();
  });
}
