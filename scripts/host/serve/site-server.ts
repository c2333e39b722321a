// The local stand-in for the production host: serves the built site from `root` the way the host
// does (trailing-slash folders, 404.html, `_headers`, `_redirects`, caching; the files themselves
// and their compression in static-files.ts) and mounts serverless functions at
// /.netlify/functions/<name>. docs/serving.md maps each behaviour to the host.

import { statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { runFunction, type SiteFunction, sendText } from './function-bridge.ts';
import { findRedirect, headersForPath, readHeaderRules, readRedirectRules } from './host-rules.ts';
import { parseRequestTarget, type RequestTarget } from './request-path.ts';
import { createStaticFiles } from './static-files.ts';

/**
 * The host's Cache-Control for whatever `_headers` gives none: HTML, page data, the search index
 * keep their URLs from deploy to deploy, so each use revalidates with the ETag and a deploy shows at
 * once. The hashed folders get a year in `_headers` itself, on the host and here alike.
 */
export const REVALIDATE = 'public, max-age=0, must-revalidate';

export type SiteServerOptions = {
  /** The built site, usually `dist/`. */
  root: string;
  /** Handlers by function name, mounted at /.netlify/functions/<name>. */
  functions?: Readonly<Record<string, SiteFunction>> | undefined;
  /** Called with one access-log line per finished request. */
  log?: ((line: string) => void) | undefined;
  /** Called with each header of `_headers` the host ignores; defaults to console.warn. */
  warn?: ((message: string) => void) | undefined;
};

/** The site's request handler, for a node:http server or HTTP/2's compatibility API (start-server.ts). */
export type SiteHandler = (req: IncomingMessage, res: ServerResponse) => void;

export async function createSiteHandler(options: SiteServerOptions): Promise<SiteHandler> {
  const root = path.resolve(options.root);
  if (!statSync(root, { throwIfNoEntry: false })?.isDirectory()) {
    throw new Error(`The site folder ${root} does not exist; run \`npm run build\` first.`);
  }
  // Read once at start, as the host reads them once per deploy; a line it cannot serve as the
  // host would stops it here (host-rules.ts).
  const files = createStaticFiles(root);
  const headerRules = await readHeaderRules(path.join(root, '_headers'), options.warn ?? console.warn);
  const redirectRules = await readRedirectRules(path.join(root, '_redirects'));
  const functions = options.functions ?? {};

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const target = parseRequestTarget(req.url ?? '');
    if (target === null) return sendText(res, 400, 'Bad request');
    if (target.path.startsWith('/.netlify/')) return functionRequest(req, res, target);
    const resolved = await files.resolve(target.path);
    const redirect = findRedirect(redirectRules, target, resolved.kind !== 'missing');
    const isRead = req.method === 'GET' || req.method === 'HEAD';
    const isFile = redirect === null && isRead && resolved.kind === 'file';
    // `_headers` applies to every answer from the site, as on the host; its Cache-Control only to
    // a file, so a redirect or a not-found page never sticks in a cache. Statuses in writeHead win.
    res.setHeader('Cache-Control', REVALIDATE);
    for (const [name, value] of headersForPath(headerRules, target.path)) {
      if (isFile || name.toLowerCase() !== 'cache-control') res.setHeader(name, value);
    }
    if (redirect !== null) return sendRedirect(res, redirect.rule.status, redirect.target);
    if (!isRead) {
      res.setHeader('Allow', 'GET, HEAD');
      return sendText(res, 405, 'Method not allowed');
    }
    if (resolved.kind === 'file') return files.send(req, res, resolved, 200);
    // The host's pretty URLs: `/about` becomes `/about/`, keeping the query string.
    if (resolved.kind === 'folder') return sendRedirect(res, 301, `${target.rawPath}/${target.search}`);
    const page = await files.resolve('/404.html');
    if (page.kind === 'missing') return sendText(res, 404, 'Not found');
    return files.send(req, res, page, 404);
  }

  async function functionRequest(req: IncomingMessage, res: ServerResponse, target: RequestTarget) {
    const name = /^\/\.netlify\/functions\/(.*?)\/?$/.exec(target.path)?.[1] ?? '';
    const handler = Object.hasOwn(functions, name) ? functions[name] : undefined;
    if (handler === undefined) return sendText(res, 404, 'Function not found');
    // The URL a function sees is rebuilt from the checked path: `//host/x` must not become a host.
    const host = req.headers.host ?? req.headers[':authority'] ?? 'localhost';
    const url = URL.parse(`${target.rawPath}${target.search}`, `http://${host}`);
    if (url === null) return sendText(res, 400, 'Bad request');
    await runFunction(name, handler, req, res, url);
  }

  return (req, res) => {
    const { log } = options;
    if (log !== undefined) {
      const started = performance.now();
      res.once('close', () => log(accessLine(req, res, started)));
    }
    handle(req, res).catch((error: unknown) => fail(res, error));
  };
}

function sendRedirect(res: ServerResponse, status: number, location: string) {
  res.writeHead(status, { Location: location, 'Content-Length': 0 }).end();
}

function accessLine(req: IncomingMessage, res: ServerResponse, started: number): string {
  const ms = (performance.now() - started).toFixed(1);
  // `writableEnded`, not `writableFinished`: a client that closes the socket as soon as the
  // last byte arrives can beat the server's 'finish' event, and that visit was not cut short.
  const aborted = res.writableEnded ? '' : ' aborted';
  return `${new Date().toISOString()} ${req.method} ${req.url} ${res.statusCode} ${ms}ms${aborted}`;
}

function fail(res: ServerResponse, error: unknown) {
  // A visitor who leaves mid-download is not a server error.
  if (!res.destroyed && (error as NodeJS.ErrnoException | null)?.code !== 'ERR_STREAM_PREMATURE_CLOSE') {
    console.error('Request failed:', error);
    if (!res.headersSent) return sendText(res, 500, 'Internal server error');
  }
  res.destroy();
}
