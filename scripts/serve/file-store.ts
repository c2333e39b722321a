// Finds the file for a URL path under the site root and prepares what is sent for it: the
// strong ETag (a digest of the content), and the brotli or gzip body, taken from a precompressed
// `.br`/`.gz` sibling when the build wrote one, else compressed once and kept in memory.

import { createHash } from 'node:crypto';
import { createReadStream, type Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { type ContentEncoding, compress } from './encoding.ts';
import { LruCache } from './lru-cache.ts';

export type Resolved =
  | { kind: 'file'; file: string; stats: Stats }
  /** A folder with an index.html asked for without its trailing slash. */
  | { kind: 'folder'; file: string; stats: Stats }
  | { kind: 'missing' };

export type Representation = {
  encoding: ContentEncoding | null;
  etag: string;
  length: number;
  /** A file to stream, or bytes already in memory. */
  body: { file: string } | { bytes: Buffer };
};

export type FileStore = {
  resolve(urlPath: string): Promise<Resolved>;
  representation(file: string, stats: Stats, encoding: ContentEncoding | null): Promise<Representation>;
};

// The host reads these two files itself and never serves them.
const HIDDEN = new Set(['/_headers', '/_redirects']);
const NOT_THERE = new Set(['ENOENT', 'ENOTDIR', 'ENAMETOOLONG', 'EACCES', 'EISDIR']);
const ENCODING_SUFFIX: Record<ContentEncoding, string> = { br: '.br', gzip: '.gz' };
// Larger files are sent as they are rather than held in memory to compress.
const MAX_COMPRESS_BYTES = 32 * 1024 * 1024;

export function createFileStore(root: string): FileStore {
  const digests = new LruCache<string>({ maxEntries: 100_000 });
  const compressed = new LruCache<Buffer | null>({ maxEntries: 10_000, maxSize: 128 * 1024 * 1024 });
  const pending = new Map<string, Promise<Buffer | null>>();

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

  async function asFile(kind: 'file' | 'folder', file: string): Promise<Resolved> {
    const stats = await statOrNull(file);
    return stats?.isFile() ? { kind, file, stats } : { kind: 'missing' };
  }

  async function digest(file: string, stats: Stats): Promise<string> {
    const key = versionKey(file, stats);
    const known = digests.get(key);
    if (known !== undefined) return known;
    const hash = createHash('sha256');
    await pipeline(createReadStream(file), hash);
    const value = hash.digest('base64url').slice(0, 32);
    digests.set(key, value);
    return value;
  }

  async function representation(
    file: string,
    stats: Stats,
    encoding: ContentEncoding | null,
  ): Promise<Representation> {
    const hash = await digest(file, stats);
    const identity: Representation = {
      encoding: null,
      etag: `"${hash}"`,
      length: stats.size,
      body: { file },
    };
    if (encoding === null || stats.size > MAX_COMPRESS_BYTES) return identity;
    const etag = `"${hash}-${encoding}"`;
    const sibling = `${file}${ENCODING_SUFFIX[encoding]}`;
    const siblingStats = await statOrNull(sibling);
    // A sibling older than its source is left over from an earlier build.
    if (siblingStats?.isFile() && siblingStats.mtimeMs >= stats.mtimeMs) {
      return { encoding, etag, length: siblingStats.size, body: { file: sibling } };
    }
    const bytes = await compressOnce(`${hash}:${encoding}`, file, encoding);
    return bytes === null ? identity : { encoding, etag, length: bytes.length, body: { bytes } };
  }

  // Content-addressed by digest, so a rebuilt file never gets a stale body; concurrent first
  // requests share one compression.
  async function compressOnce(key: string, file: string, encoding: ContentEncoding): Promise<Buffer | null> {
    const cached = compressed.get(key);
    if (cached !== undefined) return cached;
    const inFlight = pending.get(key);
    if (inFlight !== undefined) return inFlight;
    const work = (async () => {
      const original = await readFile(file);
      const packed = await compress(original, encoding, path.relative(root, file).split(path.sep).join('/'));
      // Tiny files can grow when compressed; those are sent as they are.
      const result = packed.length < original.length ? packed : null;
      compressed.set(key, result, result?.length ?? 1);
      return result;
    })();
    pending.set(key, work);
    try {
      return await work;
    } finally {
      pending.delete(key);
    }
  }

  return { resolve, representation };
}

function versionKey(file: string, stats: Stats): string {
  return `${file}\0${stats.size}\0${stats.mtimeMs}\0${stats.ino}`;
}

async function statOrNull(file: string): Promise<Stats | null> {
  try {
    return await stat(file);
  } catch (error) {
    if (error instanceof Error && 'code' in error && NOT_THERE.has(String(error.code))) return null;
    throw error;
  }
}
