// Parser and matcher for the host's `_headers` file: a path pattern on its own line, then
// indented `Name: value` lines. `*` matches anything (slashes too), `:name` one path segment.
// Every matching block applies; a header set by several blocks, or repeated in one, is sent once
// with its values joined by commas, so never set one header (Cache-Control above all) in two
// blocks that can match the same path. Pure: the server reads the file once and passes the text.

import type { FileProblem } from './file-problem.ts';

export type HeaderRule = {
  line: number;
  pattern: string;
  matcher: RegExp;
  headers: ReadonlyArray<readonly [name: string, value: string]>;
};

export type ParsedHeaders = { rules: HeaderRule[]; problems: FileProblem[] };

// The host sets these itself and ignores them in `_headers`; honouring them here would make the
// local server behave differently from production.
const RESERVED = new Set([
  'accept-ranges',
  'age',
  'allow',
  'alt-svc',
  'connection',
  'content-encoding',
  'content-length',
  'content-range',
  'date',
  'location',
  'server',
  'set-cookie',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

export function parseHeadersFile(text: string): ParsedHeaders {
  const rules: HeaderRule[] = [];
  const problems: FileProblem[] = [];
  let current: { line: number; pattern: string; headers: Array<[string, string]> } | null = null;

  const close = () => {
    if (current === null) return;
    if (current.headers.length === 0) {
      problems.push({ line: current.line, message: `path ${current.pattern} has no headers` });
    } else {
      rules.push({ ...current, matcher: compileHeaderPattern(current.pattern) });
    }
    current = null;
  };

  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    const trimmed = raw.trim();
    if (trimmed === '' || trimmed.startsWith('#')) return;
    if (trimmed.startsWith('/')) {
      close();
      current = { line, pattern: trimmed, headers: [] };
      return;
    }
    if (/^[a-z]+:\/\//i.test(trimmed)) {
      close();
      problems.push({ line, message: 'only paths are supported, not full URLs' });
      return;
    }
    const colon = trimmed.indexOf(':');
    const name = colon === -1 ? '' : trimmed.slice(0, colon).trim();
    const value = colon === -1 ? '' : trimmed.slice(colon + 1).trim();
    if (!TOKEN.test(name) || value === '') {
      problems.push({ line, message: `expected "Name: value", got "${trimmed}"` });
      return;
    }
    if (current === null) {
      problems.push({ line, message: `header "${name}" comes before any path` });
      return;
    }
    if (RESERVED.has(name.toLowerCase())) {
      problems.push({ line, message: `"${name}" is set by the host and cannot be overridden` });
      return;
    }
    current.headers.push([name, value]);
  });
  close();
  return { rules, problems };
}

/** The headers for a URL path: every matching rule, same-named values joined with ", ". */
export function headersForPath(
  rules: readonly HeaderRule[],
  urlPath: string,
): Array<[name: string, value: string]> {
  const merged = new Map<string, { name: string; values: string[] }>();
  for (const rule of rules) {
    if (!rule.matcher.test(urlPath)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      const entry = merged.get(key) ?? { name, values: [] };
      if (!entry.values.includes(value)) entry.values.push(value);
      merged.set(key, entry);
    }
  }
  return [...merged.values()].map(({ name, values }) => [name, values.join(', ')]);
}

// `/about` and `/about/` are the same page to the host, so a trailing slash is optional.
function compileHeaderPattern(pattern: string): RegExp {
  const body = pattern.length > 1 && pattern.endsWith('/') ? pattern.slice(0, -1) : pattern;
  let source = '';
  for (let i = 0; i < body.length; i += 1) {
    const char = body[i] ?? '';
    if (char === '*') {
      source += '.*';
    } else if (char === ':' && body[i - 1] === '/' && /[A-Za-z_]/.test(body[i + 1] ?? '')) {
      while (/[A-Za-z0-9_]/.test(body[i + 1] ?? '')) i += 1;
      source += '[^/]+';
    } else {
      source += char.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    }
  }
  return new RegExp(`^${source === '/' ? '' : source}/?$`);
}
