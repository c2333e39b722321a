// The built site's files: finds the file for a URL path and sends it with its media type, ETag and
// encoding: the file itself, the `.br`/`.gz` copy the build wrote beside it, or (pages and page
// data, as the host does) a copy compressed on its first request and kept in memory.

import type { Stats } from 'node:fs';
import { open, readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { contentTypeFor } from '../../../prerender/content-types.ts';
import { type ContentEncoding, compress, ENCODED_SUFFIXES } from '../../../prerender/precompress.ts';
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
  | { file: string; size: number }
  | { bytes: Buffer }
);

// The host reads these two files itself and never serves them.
const HIDDEN = new Set(['/_headers', '/_redirects']);
const NOT_THERE = new Set(['ENOENT', 'ENOTDIR', 'ENAMETOOLONG', 'EACCES', 'EISDIR']);
// Larger files are sent as they are rather than held in memory to compress.
const MAX_COMPRESS_BYTES = 32 * 1024 * 1024;
const MAX_CACHED_BYTES = 128 * 1024 * 1024;
const MAX_CACHED_FILES = 10_000;

export function createStaticFiles(root: string): StaticFiles {
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
    if (!res.hasHeader('Content-Type')) res.setHeader('Content-Type', type.type);
    if (chosen.encoding !== null) res.setHeader('Content-Encoding', chosen.encoding);
    res.setHeader('Content-Length', 'bytes' in chosen ? chosen.bytes.length : chosen.size);
    if ('bytes' in chosen || req.method === 'HEAD') {
      res.writeHead(status).end(req.method === 'HEAD' || !('bytes' in chosen) ? undefined : chosen.bytes);
      return;
    }
    // Opened before the status is sent: a file gone since its look-up (a rebuild swapping the
    // folder) must not be answered with a hashed asset's year-long Cache-Control.
    const handle = await open(chosen.file).catch(() => null);
    if (handle === null) {
      for (const name of res.getHeaderNames()) res.removeHeader(name);
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end('Not found');
      return;
    }
    res.writeHead(status);
    const source = handle.createReadStream();
    // A visitor who leaves (mid-file, or before it starts) closes the file; only a read error is
    // worth a line.
    const sent = pipeline(source, res);
    endOnLastByte(res, source);
    await sent.catch((error: unknown) => {
      const code = error instanceof Error && 'code' in error ? error.code : '';
      if (code !== 'ERR_STREAM_PREMATURE_CLOSE' && code !== 'ERR_STREAM_UNABLE_TO_PIPE') {
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
