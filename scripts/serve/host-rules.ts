// The host's `_headers` and `_redirects`, read by the host's own parsers (@netlify/headers-parser,
// @netlify/redirect-parser), so the local server cannot read them otherwise than the host does.
// The parsers only parse; which rule applies to a request is decided here. A line the parsers
// reject, or a redirect this server cannot carry out as the host would, stops the server at start
// with the file, the line and the reason: half-emulating a rule would make `npm start` disagree
// with production without saying so.

import { readFile } from 'node:fs/promises';
import { type Header, parseAllHeaders } from '@netlify/headers-parser';
import { parseAllRedirects } from '@netlify/redirect-parser';

/** A `FROM TO STATUS[!]` redirect between site paths, or to another site's URL. */
export type RedirectRule = { line: number; from: string; to: string; status: number; force: boolean };

export type RedirectRequest = {
  /** Decoded URL path. */
  path: string;
  /** The query string with its `?`, or empty. */
  search: string;
};

/** `target`: the rule's `to`, with the request's query string unless `to` has its own. */
export type RedirectMatch = { rule: RedirectRule; target: string };

export class HostRulesError extends Error {
  override name = 'HostRulesError';
}

// The host sets these itself and ignores them in `_headers`.
const RESERVED = new Set(
  `accept-ranges age allow alt-svc connection content-encoding content-length content-range date
  location server set-cookie trailer transfer-encoding upgrade`.split(/\s+/),
);
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** The blocks of a `_headers` file (none when it is missing), without the headers the host sets. */
export async function readHeaderRules(file: string, warn: (message: string) => void): Promise<Header[]> {
  const { headers, errors } = await parseAllHeaders({
    headersFiles: [file],
    configHeaders: [],
    minimal: false,
  });
  const text = await readText(file);
  refuse(
    file,
    errors.map((error) => {
      const { line, message } = parsedError(error);
      // A header before any path is named, not numbered.
      const name = /header "(.+)"$/.exec(message)?.[1];
      const at =
        line ?? lineWhere(text, (candidate) => name !== undefined && candidate.startsWith(`${name}:`));
      return { line: at, message: line === undefined ? message : `${message}: ${textOf(text, at)}` };
    }),
  );
  return headers
    .filter((block): block is Header => 'forRegExp' in block)
    .map((block) => {
      const values = Object.entries(block.values).filter(([name]) => {
        if (!RESERVED.has(name.toLowerCase())) return true;
        warn(
          `${file}:${lineWhere(text, (line) => line === block.for)}: "${name}" is set by the host and ignored`,
        );
        return false;
      });
      return { ...block, values: Object.fromEntries(values) };
    });
}

/** The headers for a URL path: every matching block, values of one header joined with ", ". */
export function headersForPath(
  rules: readonly Header[],
  urlPath: string,
): Array<[name: string, value: string]> {
  const merged = new Map<string, [name: string, values: string[]]>();
  for (const rule of rules) {
    if (!rule.forRegExp.test(urlPath)) continue;
    for (const [name, value] of Object.entries(rule.values)) {
      const entry = merged.get(name.toLowerCase()) ?? [name, []];
      if (!entry[1].includes(value)) entry[1].push(value);
      merged.set(name.toLowerCase(), entry);
    }
  }
  return [...merged.values()].map(([name, values]) => [name, values.join(', ')]);
}

/** The rules of a `_redirects` file (none when it is missing); throws a HostRulesError otherwise. */
export async function readRedirectRules(file: string): Promise<RedirectRule[]> {
  const { redirects, errors } = await parseAllRedirects({
    redirectsFiles: [file],
    configRedirects: [],
    minimal: false,
  });
  const text = await readText(file);
  const problems = errors.map((error: Error) => {
    // A rule the parser rejects after reading it is numbered, not placed: found by its `from`.
    const { line, message, from } = parsedError(error);
    const at = line ?? lineWhere(text, (candidate) => candidate.split(/\s+/)[0] === from);
    return { line: at, message: `${message}: ${textOf(text, at)}` };
  });
  // The rules keep the order of the file: each is on the next line that starts with its `from`.
  let after = 0;
  const rules = (redirects as ParsedRedirect[]).map((redirect) => {
    after = lineWhere(text, (candidate, line) => line > after && candidate.split(/\s+/)[0] === redirect.from);
    const reason = unsupported(redirect);
    if (reason !== null) problems.push({ line: after, message: `${reason}: ${textOf(text, after)}` });
    const { from, to, status = 301, force } = redirect;
    return { line: after, from, to, status, force };
  });
  refuse(file, problems);
  return rules;
}

type ParsedRedirect = {
  from: string;
  to: string;
  status?: number;
  force: boolean;
  host?: string;
  query: Record<string, string>;
  conditions: Record<string, unknown>;
  signed?: string;
};

function unsupported(rule: ParsedRedirect): string | null {
  if (rule.host !== undefined) return 'a rule for another host';
  if (/\*|\/:/.test(rule.from)) return 'a splat (*) or placeholder (:name)';
  if (rule.to.startsWith('//')) return 'a target that names a host without a scheme';
  if (Object.keys(rule.query).length > 0) return 'a query condition';
  if (Object.keys(rule.conditions).length > 0 || rule.signed !== undefined) return 'a condition';
  if (!REDIRECT_STATUSES.has(rule.status ?? 301))
    return `status ${rule.status} (a rewrite, proxy or custom status)`;
  return null;
}

/** The first rule for the path, with its target; `shadowed`: a file exists at the path. */
export function findRedirect(
  rules: readonly RedirectRule[],
  request: RedirectRequest,
  shadowed: boolean,
): RedirectMatch | null {
  const path = withoutTrailingSlash(request.path);
  const rule = rules.find(
    (candidate) => (!shadowed || candidate.force) && withoutTrailingSlash(candidate.from) === path,
  );
  if (rule === undefined) return null;
  return { rule, target: rule.to.includes('?') ? rule.to : rule.to + request.search };
}

function withoutTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

type Problem = { line: number; message: string };

function refuse(file: string, problems: readonly Problem[]) {
  if (problems.length === 0) return;
  const lines = [...problems]
    .sort((a, b) => a.line - b.line)
    .map(({ line, message }) => `${file}:${line}: ${message}`);
  throw new HostRulesError(
    [`${file} has rules the local server cannot serve as the host would:`, ...lines].join('\n'),
  );
}

// The parsers say `Could not parse … line N:` or `… number N:`, then the line or the rule as JSON,
// then the reason; or only the reason.
function parsedError(error: Error): { line?: number; from?: string; message: string } {
  const [head = '', quoted = '', ...reason] = error.message.split('\n');
  const at = /(line|number) (\d+):$/.exec(head);
  if (at === null) return { message: head };
  if (at[1] === 'line') return { line: Number(at[2]), message: reason.join(' ') };
  return { from: JSON.parse(quoted).from, message: reason.join(' ') };
}

function lineWhere(text: string, test: (trimmed: string, line: number) => boolean): number {
  return text.split('\n').findIndex((line, index) => test(line.trim(), index + 1)) + 1;
}

function textOf(text: string, line: number): string {
  return text.split('\n')[line - 1]?.trim() ?? '';
}

async function readText(file: string): Promise<string> {
  return readFile(file, 'utf8').catch(() => '');
}
