// Reader for the host's `_redirects` file, cut to the one form the site writes (public/_redirects):
// `FROM TO 301`, or `301!` to redirect even when a file exists at FROM ("forced"; otherwise an
// existing file shadows the rule). FROM and TO are plain site paths; a trailing slash on FROM does
// not matter, the first matching rule wins and the query string is passed on, as on the host.
// Every other form the host knows (splats, placeholders, query or country conditions, rewrites and
// proxies with 200, other statuses) is refused with the file, line and text: a local server that
// half-emulated them would disagree with the host without saying so. Support a new form here, with
// tests, on the day the site needs it. Pure: the server reads the file once and passes the text.

export type RedirectRule = {
  line: number;
  from: string;
  to: string;
  status: 301;
  force: boolean;
};

export type RedirectRequest = {
  /** Decoded URL path. */
  path: string;
  /** The query string with its `?`, or empty. */
  search: string;
};

export type RedirectMatch = {
  rule: RedirectRule;
  /** `to` with the request's query string. */
  target: string;
};

/** A site path: starts with one `/`, and has no splat, placeholder, query or fragment. */
const SITE_PATH = /^\/(?!\/)[^*:?#]*$/;

export class RedirectsFileError extends Error {
  override name = 'RedirectsFileError';
}

/**
 * The rules of a `_redirects` file; throws a RedirectsFileError naming every line it does not
 * support (`fileName:line: reason: the line`).
 */
export function parseRedirectsFile(text: string, fileName = '_redirects'): { rules: RedirectRule[] } {
  const rules: RedirectRule[] = [];
  const refused: string[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    const trimmed = raw.trim();
    if (trimmed === '' || trimmed.startsWith('#')) return;
    const tokens = trimmed.split(/\s+/);
    const reason = unsupported(tokens);
    if (reason !== null) {
      refused.push(`${fileName}:${line}: ${reason}: ${trimmed}`);
      return;
    }
    const [from = '', to = '', status = ''] = tokens;
    rules.push({ line, from, to, status: 301, force: status.endsWith('!') });
  });
  if (refused.length > 0) {
    throw new RedirectsFileError(
      [
        `${fileName} has rules the local server does not support; it knows only "FROM TO 301" and "FROM TO 301!" between site paths:`,
        ...refused,
      ].join('\n'),
    );
  }
  return { rules };
}

function unsupported(tokens: readonly string[]): string | null {
  const [from = '', ...rest] = tokens;
  if (!from.startsWith('/')) return `"${from}" is not a site path (rules for a host or URL)`;
  if (from.includes('*')) return 'a splat (*)';
  if (from.includes(':')) return 'a placeholder (:name)';
  if (!SITE_PATH.test(from)) return `"${from}" is not a site path`;
  const conditions = rest.filter((token) => /^[A-Za-z_][\w-]*=/.test(token));
  if (conditions.length > 0) return `a condition (${conditions.join(' ')})`;
  const [to, status, ...more] = rest;
  if (to === undefined) return 'no target';
  if (/^[a-z][a-z0-9+.-]*:/i.test(to) || to.startsWith('//'))
    return 'a target on another host (redirect or proxy)';
  if (!SITE_PATH.test(to)) return `"${to}" is not a site path (no splat, placeholder or query)`;
  if (status === undefined) return 'no status (write 301)';
  if (!/^301!?$/.test(status)) return `status ${status} (only 301 and 301!)`;
  if (more.length > 0) return `unexpected "${more.join(' ')}" after the status`;
  return null;
}

/** The first rule for the path, with its target; `shadowed`: a file exists at the path. */
export function findRedirect(
  rules: readonly RedirectRule[],
  request: RedirectRequest,
  shadowed: boolean,
): RedirectMatch | null {
  const path = withoutTrailingSlash(request.path);
  for (const rule of rules) {
    if (shadowed && !rule.force) continue;
    if (withoutTrailingSlash(rule.from) === path) return { rule, target: rule.to + request.search };
  }
  return null;
}

function withoutTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}
