// A loopback HTTP server whose answers a test scripts per path, so browser code that fetches (the
// page loader) is tested over real HTTP: status, body and a held answer, as a network gives them.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One answer: a status and a JSON body, sent after `holdMs`. */
export type Answer = { status?: number; body?: unknown; holdMs?: number };

export interface ScriptedServer {
  /** `http://127.0.0.1:<port>`, for the test's fetch to resolve paths against. */
  origin: string;
  /** The paths asked for, in order. */
  requests: string[];
  /** The next requests for `path` get these answers, in order; then a 404. */
  script(path: string, ...answers: Answer[]): void;
  /** Forgets recorded requests and answers still scripted, so one test cannot leak into the next. */
  reset(): void;
  close(): Promise<void>;
}

export async function startScriptedServer(): Promise<ScriptedServer> {
  const scripts = new Map<string, Answer[]>();
  const requests: string[] = [];
  const server = createServer((request, response) => {
    const path = request.url ?? '';
    requests.push(path);
    const { status = 200, body = {}, holdMs = 0 } = scripts.get(path)?.shift() ?? { status: 404 };
    setTimeout(() => {
      // A client that gave up has closed the connection: nothing to send.
      if (response.destroyed) return;
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    }, holdMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    script: (path, ...answers) => void scripts.set(path, answers),
    reset() {
      scripts.clear();
      requests.length = 0;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
