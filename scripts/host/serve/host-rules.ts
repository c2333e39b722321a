// The host's `_headers` and `_redirects`, read by the host's own parsers (@netlify/headers-parser,
// @netlify/redirect-parser), so the local server cannot read them otherwise than the host does.
// The parsers only parse; which rule applies to a request is decided here. A line the parsers
// reject, or a redirect this server cannot carry out as the host would, stops the server at start
// with the file, the line and the reason: half-emulating a rule would make `npm start` disagree
// with production without saying so.

import { readFile } from 'node:fs/promises';
import { type Header, parseAllHeaders } from '@netlify/headers-parser';
import { parseAllRedirects } from '@netlify/redirect-parser';

/** A `FROM TO STATUS[!]` redirect from a site path, to a site path or another site's URL. */
export type RedirectRule = { line: number; from: string; to: string; status: number; force: boolean };

/** `target`: the rule's `to`, with the request's query string unless `to` has its own. */
export type RedirectMatch = { rule: RedirectRule; target: string };

export class HostRulesError extends Error {
  override name = 'HostRulesError';
}

type Problem = { line: number; message: string };

// The host sets these itself and ignores them in `_headers`.
const RESERVED = new Set(
  `accept-ranges age allow alt-svc connection content-encoding content-length content-range date
  location server set-cookie trailer transfer-encoding upgrade`.split(/\s+/),
);
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
// `/about/` and `/about` are one path to a rule; `/` stays `/`.
const TRAILING_SLASH = /(?<=.)\/$/;

/** The blocks of a `_headers` file (none when it is missing), less the headers the host sets. */
export async function readHeaderRules(file: string, warn: (message: string) => void): Promise<Header[]> {
  const parsed = await parseAllHeaders({ headersFiles: [file], configHeaders: [], minimal: false });
  const lines = await readLines(file);
  const problems = parsed.errors.map((error) => problemOf(error, lines));
  refuse(file, problems);
  const blocks = parsed.headers.filter((block): block is Header => 'forRegExp' in block);
  return blocks.map((block) => {
    const values = Object.entries(block.values).filter(([name]) => {
      if (!RESERVED.has(name.toLowerCase())) return true;
      const line = lineWhere(lines, (text) => text === block.for);
      warn(`${file}:${line}: "${name}" is set by the host and ignored`);
      return false;
    });
    return { ...block, values: Object.fromEntries(values) };
  });
}

/** The headers for a URL path: every matching block, values of one header joined with ", ". */
export function headersForPath(rules: readonly Header[], urlPath: string): [string, string][] {
  const merged = new Map<string, [name: string, values: string[]]>();
  for (const rule of rules.filter((candidate) => candidate.forRegExp.test(urlPath))) {
    for (const [name, value] of Object.entries(rule.values)) {
      const entry = merged.get(name.toLowerCase()) ?? [name, []];
      if (!entry[1].includes(value)) entry[1].push(value);
      merged.set(name.toLowerCase(), entry);
    }
  }
  return [...merged.values()].map(([name, values]) => [name, values.join(', ')]);
}

type ParsedRedirect = Omit<RedirectRule, 'line' | 'status'> & {
  status?: number;
  host?: string;
  query: object;
  conditions: object;
  signed?: string;
};

/** The rules of a `_redirects` file (none when it is missing); throws a HostRulesError otherwise. */
export async function readRedirectRules(file: string): Promise<RedirectRule[]> {
  const parsed = await parseAllRedirects({ redirectsFiles: [file], configRedirects: [], minimal: false });
  const lines = await readLines(file);
  const problems = parsed.errors.map((error: Error) => problemOf(error, lines));
  // The rules keep the order of the file: each is on the next line that starts with its `from`.
  let line = 0;
  const rules = (parsed.redirects as ParsedRedirect[]).map(({ from, to, status = 301, force, ...rest }) => {
    line = lineWhere(lines, (text, at) => at > line && firstWord(text) === from);
    const reason =
      (rest.host !== undefined && 'a rule for another host') ||
      (/\*|\/:/.test(from) && 'a splat (*) or placeholder (:name)') ||
      (to.startsWith('//') && 'a target that names a host without a scheme') ||
      (Object.keys(rest.query).length > 0 && 'a query condition') ||
      ((Object.keys(rest.conditions).length > 0 || rest.signed !== undefined) && 'a condition') ||
      (!REDIRECT_STATUSES.has(status) && `status ${status} (a rewrite, proxy or custom status)`);
    if (reason) problems.push({ line, message: `${reason}: ${lines[line - 1]}` });
    return { line, from, to, status, force };
  });
  refuse(file, problems);
  return rules;
}

/** The first rule for the path, with its target; `shadowed`: a file exists at the path. */
export function findRedirect(
  rules: readonly RedirectRule[],
  request: { path: string; search: string },
  shadowed: boolean,
): RedirectMatch | null {
  const path = request.path.replace(TRAILING_SLASH, '');
  const rule = rules.find((one) => (!shadowed || one.force) && one.from.replace(TRAILING_SLASH, '') === path);
  if (rule === undefined) return null;
  return { rule, target: rule.to.includes('?') ? rule.to : rule.to + request.search };
}

function refuse(file: string, problems: readonly Problem[]) {
  if (problems.length === 0) return;
  const lines = problems.toSorted((a, b) => a.line - b.line).map((p) => `${file}:${p.line}: ${p.message}`);
  throw new HostRulesError(
    [`${file} has rules the local server cannot serve as the host would:`, ...lines].join('\n'),
  );
}

// The parsers say `Could not parse … line N:` (the line follows), `… number N:` (the Nth rule
// read, as JSON), then the reason; or only the reason, naming the header of a line before any path.
function problemOf(error: Error, lines: readonly string[]): Problem {
  const [head = '', quoted = '', ...reason] = error.message.split('\n');
  const at = /(line|number) (\d+):$/.exec(head);
  if (at === null) {
    const name = /header "(.+)"$/.exec(head)?.[1];
    return {
      line: lineWhere(lines, (text) => name !== undefined && text.startsWith(`${name}:`)),
      message: head,
    };
  }
  const from = at[1] === 'number' ? JSON.parse(quoted).from : undefined;
  const line = from === undefined ? Number(at[2]) : lineWhere(lines, (text) => firstWord(text) === from);
  return { line, message: `${reason.join(' ')}: ${lines[line - 1] ?? ''}` };
}

function firstWord(line: string): string {
  return line.split(/\s+/)[0] ?? '';
}

/** The 1-based number of the first line that passes `test`, 0 when none does. */
function lineWhere(lines: readonly string[], test: (text: string, line: number) => boolean): number {
  return lines.findIndex((text, index) => test(text, index + 1)) + 1;
}

/** The file's lines, trimmed (none when it is missing), for naming a rule's line in a message. */
async function readLines(file: string): Promise<string[]> {
  const text = await readFile(file, 'utf8').catch(() => '');
  return text.split('\n').map((line) => line.trim());
}
