import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Picks brotli or gzip from an Accept-Encoding header by quality; brotli wins a tie. */
export function negotiateEncoding(acceptEncoding: string | undefined): ContentEncoding | null {
  if (!acceptEncoding) return null;
  const quality = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (name === '') continue;
    const q = params.find((param) => param.startsWith('q='));
    const value = q === undefined ? 1 : Number(q.slice(2));
    quality.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(value) ? value : 0);
  }
  const star = quality.get('*') ?? 0;
  const br = quality.get('br') ?? star;
  const gz = quality.get('gzip') ?? star;
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return null;
}

// Brotli's best quality is slow on large files; the result is cached, but a first request for a
// multi-megabyte search index should not wait seconds for it.
const BEST_QUALITY_LIMIT = 1024 * 1024;

/** `brotliQuality` overrides the quality chosen by size (the build's copies: prerender/precompress.ts). */
export function compress(body: Buffer, encoding: ContentEncoding, brotliQuality?: number): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body, { level: 9 });
  return brotli(body, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: brotliQuality ?? (body.length <= BEST_QUALITY_LIMIT ? 11 : 5),
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}
