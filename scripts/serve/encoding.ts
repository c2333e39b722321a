import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { isPageDataPath } from '../../src/content/page-data-route.ts';

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
