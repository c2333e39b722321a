// Turns the request target into a decoded, normalised URL path, or refuses it. Every later step
// (redirect matching, header matching, file lookup) works on this one safe form, so a path can
// never climb out of the site root whatever encoding the client used.

export type RequestTarget = {
  /** Decoded path: starts with `/`, no empty, `.` or `..` segments, no control characters. */
  path: string;
  /** The path as sent (still percent-encoded, repeated slashes collapsed), for building URLs. */
  rawPath: string;
  /** The query string with its leading `?`, or an empty string. */
  search: string;
};

/** Returns null when the target must be refused with 400 Bad Request. */
export function parseRequestTarget(rawUrl: string): RequestTarget | null {
  // Only origin-form targets: an absolute-form URL would let the client pick another host.
  if (!rawUrl.startsWith('/')) return null;
  const queryAt = rawUrl.indexOf('?');
  const sentPath = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
  const search = queryAt === -1 ? '' : rawUrl.slice(queryAt);
  // `//host` in a Location header is another site: collapse before anything builds a URL from it.
  const rawPath = sentPath.replace(/\/{2,}/g, '/');
  let path: string;
  try {
    path = decodeURIComponent(rawPath).replace(/\/{2,}/g, '/');
  } catch {
    return null;
  }
  // A NUL truncates paths in some file APIs; a backslash is a separator on Windows and to browsers.
  if ([...path].some((char) => char < ' ' || char === '\x7f' || char === '\\')) return null;
  if (path.split('/').some((segment) => segment === '.' || segment === '..')) return null;
  return { path, rawPath, search };
}
