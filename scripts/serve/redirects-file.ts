// Parser and matcher for the host's `_redirects` file: `from [query=value …] to [status][!]`.
// Rules are tried top to bottom and the first match wins. `from` may end in `*` (its match is
// `:splat` in `to`) and hold `:name` segments; a trailing slash never matters. 3xx statuses
// redirect; 200 and 4xx serve `to` with that status (a rewrite). A rule is skipped when a file
// exists at the path ("shadowing") unless it is forced with `!`. The query string is passed on
// unless the rule matches on query parameters. Pure: the server reads the file once.

import type { FileProblem } from './file-problem.ts';

export type RedirectRule = {
  line: number;
  from: string;
  to: string;
  status: number;
  force: boolean;
  /** Required query parameters: a value starting with `:` captures, any other must be equal. */
  query: ReadonlyArray<readonly [key: string, value: string]>;
  matcher: RegExp;
  /** Names of the capture groups of `matcher`, in order (`splat` for the `*`). */
  names: readonly string[];
};

export type ParsedRedirects = { rules: RedirectRule[]; problems: FileProblem[] };

export type RedirectRequest = {
  /** Decoded URL path. */
  path: string;
  /** The query string with its `?`, or empty. */
  search: string;
};

export type RedirectMatch = {
  rule: RedirectRule;
  /** URL-encoded path and query (or an absolute URL) with the captures filled in. */
  target: string;
};

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const ABSOLUTE_URL = /^https?:\/\//i;

export function isRedirectStatus(status: number): boolean {
  return REDIRECT_STATUSES.has(status);
}

export function parseRedirectsFile(text: string): ParsedRedirects {
  const rules: RedirectRule[] = [];
  const problems: FileProblem[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    const hash = raw.search(/(^|\s)#/);
    const tokens = (hash === -1 ? raw : raw.slice(0, hash)).trim().split(/\s+/).filter(Boolean);
    if (tokens.length === 0) return;
    const parsed = parseRule(tokens, line);
    if ('message' in parsed) problems.push(parsed);
    else rules.push(parsed);
  });
  return { rules, problems };
}

function parseRule(tokens: string[], line: number): RedirectRule | FileProblem {
  const [from = '', ...rest] = tokens;
  if (!from.startsWith('/')) {
    return { line, message: `"${from}" must be a path starting with /; host-wide rules are not emulated` };
  }
  const query: Array<[string, string]> = [];
  while (rest.length > 0 && isQueryCondition(rest[0] ?? '')) {
    const condition = rest.shift() ?? '';
    const equals = condition.indexOf('=');
    query.push([condition.slice(0, equals), condition.slice(equals + 1)]);
  }
  const to = rest.shift();
  if (to === undefined || !(to.startsWith('/') || ABSOLUTE_URL.test(to))) {
    return { line, message: `rule for ${from} has no target path or URL` };
  }
  let status = 301;
  let force = false;
  const statusToken = rest[0];
  if (statusToken !== undefined && /^\d{3}!?$/.test(statusToken)) {
    rest.shift();
    status = Number(statusToken.slice(0, 3));
    force = statusToken.endsWith('!');
  }
  if (!(status === 200 || isRedirectStatus(status) || (status >= 400 && status < 500))) {
    return { line, message: `status ${status} is not supported (use 200, 301, 302, 303, 307, 308 or 4xx)` };
  }
  if (rest.length > 0) {
    return { line, message: `conditions (${rest.join(' ')}) are not emulated; rule skipped` };
  }
  const compiled = compileFrom(from);
  if (compiled === null) return { line, message: `"*" may only end the path in ${from}` };
  return { line, from, to, status, force, query, ...compiled };
}

function isQueryCondition(token: string): boolean {
  return !token.startsWith('/') && !ABSOLUTE_URL.test(token) && token.indexOf('=') > 0;
}

function compileFrom(from: string): { matcher: RegExp; names: string[] } | null {
  let path = stripTrailingSlash(from);
  let splat: 'none' | 'segment' | 'suffix' = 'none';
  if (path.endsWith('/*')) {
    splat = 'segment';
    path = path.slice(0, -2);
  } else if (path.endsWith('*')) {
    splat = 'suffix';
    path = path.slice(0, -1);
  }
  if (path.includes('*')) return null;
  const names: string[] = [];
  const source = path
    .split('/')
    .map((segment) => {
      if (/^:[A-Za-z_][A-Za-z0-9_]*$/.test(segment)) {
        names.push(segment.slice(1));
        return '([^/]+)';
      }
      return segment.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  if (splat !== 'none') names.push('splat');
  // `/news/*` also matches `/news` itself, as on the host.
  const tail = splat === 'segment' ? '(?:/(.*))?' : splat === 'suffix' ? '(.*)' : '';
  // A greedy splat keeps a trailing slash; otherwise an optional one is allowed and ignored.
  return { matcher: new RegExp(`^${source}${tail}/?$`), names };
}

/** The first rule that applies, with its target built; `shadowed`: a file exists at the path. */
export function findRedirect(
  rules: readonly RedirectRule[],
  request: RedirectRequest,
  shadowed: boolean,
): RedirectMatch | null {
  const params = new URLSearchParams(request.search);
  for (const rule of rules) {
    if (shadowed && !rule.force) continue;
    const captures = matchRule(rule, request.path, params);
    if (captures === null) continue;
    return { rule, target: buildTarget(rule, captures, request.search) };
  }
  return null;
}

function matchRule(rule: RedirectRule, path: string, params: URLSearchParams): Map<string, string> | null {
  const found = rule.matcher.exec(path);
  if (found === null) return null;
  const captures = new Map<string, string>();
  rule.names.forEach((name, index) => {
    captures.set(name, found[index + 1] ?? '');
  });
  for (const [key, expected] of rule.query) {
    const actual = params.get(key);
    if (actual === null) return null;
    if (expected.startsWith(':')) captures.set(expected.slice(1), actual);
    else if (actual !== expected) return null;
  }
  return captures;
}

function buildTarget(rule: RedirectRule, captures: Map<string, string>, search: string): string {
  const queryAt = rule.to.indexOf('?');
  const toPath = queryAt === -1 ? rule.to : rule.to.slice(0, queryAt);
  const toQuery = queryAt === -1 ? '' : rule.to.slice(queryAt);
  // Captures are decoded text; encode them for the part of the URL they land in.
  const path = fill(toPath, captures, (value, name) =>
    name === 'splat' ? value.split('/').map(encodeURIComponent).join('/') : encodeURIComponent(value),
  );
  const query = fill(toQuery, captures, (value) => encodeURIComponent(value));
  if (query !== '') return path + query;
  const passQuery = rule.query.length === 0 && search.length > 1;
  return passQuery ? path + search : path;
}

function fill(
  template: string,
  captures: Map<string, string>,
  encode: (value: string, name: string) => string,
) {
  return template.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (whole, name: string) => {
    const value = captures.get(name);
    return value === undefined ? whole : encode(value, name);
  });
}

// The root becomes `` so that `/` and `/*` compile like every other path.
function stripTrailingSlash(path: string): string {
  return path.endsWith('/') ? path.slice(0, -1) : path;
}
