// Test-only helpers: a throw-away site folder and a raw HTTP client that sends paths exactly as
// written (fetch would normalise `/../`) and returns the body bytes undecoded.

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { type IncomingHttpHeaders, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';

export type RawResponse = { status: number; headers: IncomingHttpHeaders; body: Buffer };

export type RawRequest = {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
};

export function rawRequest(baseUrl: string, target: string, options: RawRequest = {}): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  // Framed by length: Node sends the body of a DELETE unframed otherwise.
  const length =
    options.body === undefined ? {} : { 'Content-Length': String(Buffer.byteLength(options.body)) };
  const headers = { ...length, ...options.headers };
  return new Promise((resolve, reject) => {
    const req = request(
      { hostname, port, path: target, method: options.method ?? 'GET', headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** Writes `files` (path → content) under a new temporary folder; returns it and a cleanup. */
export async function makeTempTree(files: Record<string, string | Buffer>) {
  const folder = await mkdtemp(path.join(tmpdir(), 'site-server-'));
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(folder, name);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
  }
  return { folder, remove: () => rm(folder, { recursive: true, force: true }) };
}
