// Starts the site server on a port and hands back its URL and a way to stop it. Used by the
// `serve` CLI and by `npm start`; over https (HTTP/2) when given a key and certificate.

import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import type { AddressInfo, Socket } from 'node:net';
import { createSiteHandler, type SiteHandler, type SiteServerOptions } from './site-server.ts';

/** A key and certificate (PEM) for https: the server then speaks HTTP/2, as the host does. */
export type TlsFiles = { key: string | Buffer; cert: string | Buffer };

export type StartServerOptions = SiteServerOptions & {
  /** 0 picks a free port. Default 4173. */
  port?: number | undefined;
  /** Default `localhost`. */
  host?: string | undefined;
  /**
   * Serve https with these: HTTP/2, and HTTP/1.1 to clients without it. Browsers speak HTTP/2
   * only over TLS, and the host serves every page over HTTP/2 (docs/serving.md).
   */
  tls?: TlsFiles | undefined;
  /**
   * Runs before each request is served, e.g. to make a file the site folder does not have yet
   * (`npm start` serving pages before its pictures are all in place).
   */
  prepare?: ((urlPath: string) => Promise<void>) | undefined;
};

export type RunningServer = { url: string; close(): Promise<void> };

export const DEFAULT_PORT = 4173;

export async function startServer({
  host = 'localhost',
  port = DEFAULT_PORT,
  ...options
}: StartServerOptions): Promise<RunningServer> {
  const siteHandler = await createSiteHandler(options);
  const { prepare, tls } = options;
  const handler: SiteHandler = prepare
    ? (req, res) => {
        // A failure to prepare leaves the request to the site, which answers as it would anyway.
        prepare((req.url ?? '/').split('?')[0] ?? '/')
          .catch(() => {})
          .then(() => siteHandler(req, res));
      }
    : siteHandler;
  // HTTP/2's compatibility API hands the handler a request and response with the members it uses
  // (method, url, headers, rawHeaders, socket; setHeader, writeHead, write, end, events).
  const server = tls
    ? createSecureServer(
        { ...tls, allowHTTP1: true },
        handler as unknown as (req: Http2ServerRequest, res: Http2ServerResponse) => void,
      )
    : createServer(handler);
  // Open connections would otherwise hold close() open until they time out. Counted as accepted,
  // before any TLS handshake: one still under way holds close() open too.
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  // `localhost` may resolve to ::1 alone, which 127.0.0.1 clients cannot reach; every client that
  // resolves localhost also tries IPv4, so the IPv4 loopback serves both.
  server.listen(port, host === 'localhost' ? '127.0.0.1' : host);
  await once(server, 'listening').catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EADDRINUSE') throw error;
    throw new Error(`Port ${port} on ${host} is already in use; set PORT to another port.`);
  });
  // A TCP listener's address is always an AddressInfo (a string only for a pipe).
  const { port: actualPort } = server.address() as AddressInfo;
  const hostInUrl = host.includes(':') ? `[${host}]` : host;
  return {
    url: `${tls ? 'https' : 'http'}://${hostInUrl}:${actualPort}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        for (const socket of sockets) socket.destroy();
      }),
  };
}

/** PORT, HOST, LOG and the TLS files (tlsFromEnv) from the environment, checked. */
export function serveSettingsFromEnv(env: NodeJS.ProcessEnv) {
  const port = env.PORT === undefined || env.PORT === '' ? DEFAULT_PORT : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, got "${env.PORT}".`);
  }
  const log = env.LOG === '1' ? (line: string) => console.log(line) : undefined;
  return { port, host: env.HOST || 'localhost', log, tls: tlsFromEnv(env) };
}

/** TLS_KEY_FILE and TLS_CERT_FILE (PEM files), both or neither: with them, the server speaks https. */
export function tlsFromEnv(env: NodeJS.ProcessEnv): TlsFiles | undefined {
  const { TLS_KEY_FILE: keyFile, TLS_CERT_FILE: certFile } = env;
  if (!keyFile && !certFile) return undefined;
  if (!keyFile || !certFile)
    throw new Error('Set both TLS_KEY_FILE and TLS_CERT_FILE for https, or neither.');
  return { key: readFileSync(keyFile), cert: readFileSync(certFile) };
}
