// Starts the site server on a port and hands back its URL and a way to stop it. Used by the
// `serve` CLI and by `npm start`.

import type { SiteFunction } from './function-bridge.ts';
import { createSiteServer } from './site-server.ts';

export type StartServerOptions = {
  root: string;
  /** 0 picks a free port. Default 4173. */
  port?: number | undefined;
  /** Default `localhost`. */
  host?: string | undefined;
  functions?: Readonly<Record<string, SiteFunction>> | undefined;
  /** Access log; defaults to stdout when LOG=1. */
  log?: ((line: string) => void) | undefined;
};

export type RunningServer = { url: string; close(): Promise<void> };

export const DEFAULT_PORT = 4173;
export const DEFAULT_HOST = 'localhost';

export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  const host = options.host ?? DEFAULT_HOST;
  const port = options.port ?? DEFAULT_PORT;
  const server = createSiteServer({
    root: options.root,
    functions: options.functions,
    log: options.log ?? (process.env.LOG === '1' ? printLine : undefined),
  });
  // `localhost` may resolve to ::1 alone, which 127.0.0.1 clients cannot reach; every client that
  // resolves localhost also tries IPv4, so the IPv4 loopback serves both.
  const bindTo = host === 'localhost' ? '127.0.0.1' : host;
  await new Promise<void>((resolve, reject) => {
    const onError = (error: Error) => {
      const inUse = 'code' in error && error.code === 'EADDRINUSE';
      reject(
        inUse ? new Error(`Port ${port} on ${host} is already in use; set PORT to another port.`) : error,
      );
    };
    server.once('error', onError);
    server.listen(port, bindTo, () => {
      server.off('error', onError);
      resolve();
    });
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address !== null ? address.port : port;
  const hostInUrl = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${hostInUrl}:${actualPort}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Keep-alive connections would otherwise hold close() open until they time out.
        server.closeAllConnections();
      }),
  };
}

function printLine(line: string) {
  console.log(line);
}

/** PORT, HOST and LOG from the environment, checked. */
export function serveSettingsFromEnv(env: NodeJS.ProcessEnv): {
  port: number;
  host: string;
  log: ((line: string) => void) | undefined;
} {
  const port = env.PORT === undefined || env.PORT === '' ? DEFAULT_PORT : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, got "${env.PORT}".`);
  }
  return { port, host: env.HOST || DEFAULT_HOST, log: env.LOG === '1' ? printLine : undefined };
}
