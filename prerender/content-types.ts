// Media types by file extension. `compressible` marks text formats worth brotli or gzip; images,
// fonts and PDFs are compressed already.

export type ContentType = { type: string; compressible: boolean };

const text = (type: string): ContentType => ({ type, compressible: true });
const binary = (type: string): ContentType => ({ type, compressible: false });

const BY_EXTENSION: Readonly<Record<string, ContentType>> = {
  '.html': text('text/html; charset=utf-8'),
  '.htm': text('text/html; charset=utf-8'),
  '.js': text('text/javascript; charset=utf-8'),
  '.mjs': text('text/javascript; charset=utf-8'),
  '.css': text('text/css; charset=utf-8'),
  '.json': text('application/json; charset=utf-8'),
  '.map': text('application/json; charset=utf-8'),
  '.webmanifest': text('application/manifest+json; charset=utf-8'),
  '.xml': text('application/xml; charset=utf-8'),
  '.txt': text('text/plain; charset=utf-8'),
  '.svg': text('image/svg+xml'),
  '.ico': text('image/x-icon'),
  '.png': binary('image/png'),
  '.jpg': binary('image/jpeg'),
  '.jpeg': binary('image/jpeg'),
  '.gif': binary('image/gif'),
  '.webp': binary('image/webp'),
  '.avif': binary('image/avif'),
  '.woff2': binary('font/woff2'),
  '.woff': binary('font/woff'),
  '.pdf': binary('application/pdf'),
  '.mp4': binary('video/mp4'),
  '.webm': binary('video/webm'),
};

// With `X-Content-Type-Options: nosniff` a browser trusts this type, so unknown files must not
// claim to be anything renderable.
const UNKNOWN = binary('application/octet-stream');

export function contentTypeFor(fileName: string): ContentType {
  const dot = fileName.lastIndexOf('.');
  const slash = fileName.lastIndexOf('/');
  if (dot <= slash) return UNKNOWN;
  return BY_EXTENSION[fileName.slice(dot).toLowerCase()] ?? UNKNOWN;
}
