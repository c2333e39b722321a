// The site server over https, as `npm run lighthouse -- --h2` runs it: HTTP/2 for browsers,
// HTTP/1.1 over TLS for older clients, and functions behind both.
import { createPrivateKey, X509Certificate } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type IncomingHttpHeaders } from 'node:http2';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeLocalCertificate, spkiHash } from './local-certificate.ts';
import { makeTempTree } from './requests.test-helper.ts';
import { type RunningServer, startServer, tlsFromEnv } from './start-server.ts';

let site: Awaited<ReturnType<typeof makeTempTree>>;
let server: RunningServer;
const certificateFolder = mkdtempSync(path.join(tmpdir(), 'localhost-tls-'));
const certificate = makeLocalCertificate(certificateFolder);
const tls = { key: certificate.key, cert: certificate.cert };

beforeAll(async () => {
  site = await makeTempTree({
    'index.html': '<!doctype html><title>Home</title>',
    _headers: '/*\n  X-Frame-Options: DENY',
  });
  server = await startServer({
    root: site.folder,
    host: '127.0.0.1',
    port: 0,
    tls,
    functions: {
      echo: async (req) =>
        new Response(
          JSON.stringify({ method: req.method, body: await req.text(), test: req.headers.get('x-test') }),
          { status: 201, statusText: 'Created', headers: { 'Content-Type': 'application/json' } },
        ),
    },
  });
});

afterAll(async () => {
  await server?.close();
  await site?.remove();
  rmSync(certificateFolder, { recursive: true, force: true });
});

type Http2Answer = { headers: IncomingHttpHeaders; body: string; protocol: string | undefined };

function http2Request(
  path: string,
  {
    method = 'GET',
    body,
    headers = {},
  }: { method?: string; body?: string; headers?: Record<string, string> } = {},
): Promise<Http2Answer> {
  const session = connect(server.url, { ca: tls.cert });
  return new Promise<Http2Answer>((resolve, reject) => {
    session.on('error', reject);
    const stream = session.request({ ':method': method, ':path': path, ...headers });
    let answer: IncomingHttpHeaders = {};
    const chunks: Buffer[] = [];
    stream.on('response', (received) => {
      answer = received;
    });
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () =>
      resolve({ headers: answer, body: Buffer.concat(chunks).toString(), protocol: session.alpnProtocol }),
    );
    stream.on('error', reject);
    stream.end(body);
  }).finally(() => session.close());
}

describe('the site server over https', () => {
  it('names https in its URL and serves pages over HTTP/2, with the _headers rules', async () => {
    expect(server.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const page = await http2Request('/');
    expect(page.protocol).toBe('h2');
    expect(page.headers[':status']).toBe(200);
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.body).toContain('<title>Home</title>');
  });

  it('serves HTTP/1.1 over TLS to a client without HTTP/2', async () => {
    const { status, version } = await new Promise<{ status?: number; version: string }>((resolve, reject) => {
      const req = httpsRequest(`${server.url}/`, { ca: tls.cert, agent: false }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode, version: res.httpVersion }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(version).toBe('1.1');
    expect(status).toBe(200);
  });

  it('runs functions over HTTP/2: the pseudo-headers stay out of the request, the status comes back', async () => {
    const answer = await http2Request('/.netlify/functions/echo', {
      method: 'POST',
      body: '{"a":1}',
      headers: { 'content-type': 'application/json', 'x-test': 'yes' },
    });
    expect(answer.headers[':status']).toBe(201);
    expect(JSON.parse(answer.body)).toEqual({ method: 'POST', body: '{"a":1}', test: 'yes' });
  });

  it('closes with an HTTP/2 session still open', async () => {
    const other = await startServer({ root: site.folder, host: '127.0.0.1', port: 0, tls });
    const session = connect(other.url, { ca: tls.cert });
    await new Promise<void>((resolve, reject) => {
      session.once('connect', () => resolve());
      session.once('error', reject);
    });
    session.on('error', () => {});
    const sessionClosed = new Promise<void>((resolve) => session.once('close', () => resolve()));
    await other.close();
    await sessionClosed;
    expect(session.destroyed).toBe(true);
  });
});

describe('makeLocalCertificate', () => {
  it('makes a certificate for localhost and 127.0.0.1 whose key spkiHash names', () => {
    const x509 = new X509Certificate(tls.cert);
    expect(x509.checkHost('localhost')).toBe('localhost');
    expect(x509.checkIP('127.0.0.1')).toBe('127.0.0.1');
    expect(x509.checkPrivateKey(createPrivateKey(tls.key))).toBe(true);
    expect(spkiHash(tls.key)).toBe(spkiHash(x509.publicKey.export({ type: 'spki', format: 'pem' })));
  });
});

describe('tlsFromEnv', () => {
  it('is https with both files, plain http with neither, and an error with one', async () => {
    const both = tlsFromEnv({ TLS_KEY_FILE: certificate.keyFile, TLS_CERT_FILE: certificate.certFile });
    expect(both?.key.toString()).toBe(tls.key.toString());
    expect(both?.cert.toString()).toBe(tls.cert.toString());
    expect(tlsFromEnv({})).toBeUndefined();
    expect(() => tlsFromEnv({ TLS_KEY_FILE: '/some/key.pem' })).toThrow(
      'Set both TLS_KEY_FILE and TLS_CERT_FILE for https, or neither.',
    );
  });
});
