// Check 4, the first round trip: every stylesheet, headers and brotli body together, fits in the
// first flight a server may send on a new connection (RFC 6928: ten segments of 1,460 bytes).
// Nothing paints before the stylesheet has arrived, so a stylesheet one byte over costs every
// visitor a round trip more before the first paint: 150 ms in Lighthouse's mobile throttling,
// more on a phone in a field (docs/quality.md "First round trip"). Measured on the real server of
// `npm start`, with the site's `_headers`, and counted as the host sends it: over HTTP/2, on the
// connection that brought the page, where HPACK sends a header the page's response already carried
// (the security headers, about 950 bytes) as a one-byte index (decision 016). The HTTP/1.1 count
// is reported beside it.
import { request } from 'node:http';
import { startServer } from '../../host/serve/start-server.ts';
import type { SiteScan } from './site-scan.ts';
import type { CheckResult, Finding } from './types.ts';

/** RFC 6928's initial congestion window: 10 × 1,460 bytes. */
export const FIRST_FLIGHT_BYTES = 14_600;
/** What a CDN adds that `npm start` does not send (its server name, a request id, `Age`). */
export const CDN_HEADER_ALLOWANCE = 300;

/** Headers HTTP/2 forbids (RFC 9113 §8.2.2): HTTP/1.1's connection management. */
const HTTP1_ONLY = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection']);
/** An HTTP/2 frame's header (RFC 9113 §4.1) and the largest DATA frame by default. */
const FRAME_HEADER = 9;
const MAX_FRAME = 16_384;

interface Response {
  status: number;
  encoding: string;
  headers: [string, string][];
  /** Status line, headers and body as HTTP/1.1 sends them. */
  http1: number;
  body: number;
}

/** One GET as a browser asks, with what it took on the wire. */
function get(url: string): Promise<Response> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
      const headers: [string, string][] = [];
      for (let i = 0; i < res.rawHeaders.length; i += 2) {
        headers.push([String(res.rawHeaders[i]), String(res.rawHeaders[i + 1])]);
      }
      let body = 0;
      res.on('data', (chunk: Buffer) => {
        body += chunk.length;
      });
      res.on('end', () => {
        const head = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n`.length + 2;
        const lines = headers.reduce((sum, [name, value]) => sum + `${name}: ${value}\r\n`.length, 0);
        resolve({
          status: res.statusCode ?? 0,
          encoding: String(res.headers['content-encoding'] ?? ''),
          headers,
          http1: head + lines + body,
          body,
        });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * The response's bytes over HTTP/2 after `page` on one connection: a header the page's response
 * carried with the same value is an HPACK index (one byte, RFC 7541 §6.1); any other a literal
 * (its name and value, two length bytes and a type byte, without Huffman coding: an upper bound).
 */
export function http2Bytes(response: Pick<Response, 'headers' | 'body'>, page: [string, string][]): number {
  const seen = new Set(page.map(([name, value]) => `${name.toLowerCase()}\0${value}`));
  let headers = 1; // :status 200, in HPACK's static table
  for (const [name, value] of response.headers) {
    const key = name.toLowerCase();
    if (HTTP1_ONLY.has(key)) continue;
    headers += seen.has(`${key}\0${value}`) ? 1 : key.length + value.length + 3;
  }
  const frames = 1 + Math.max(1, Math.ceil(response.body / MAX_FRAME));
  return headers + response.body + frames * FRAME_HEADER;
}

export async function checkFirstFlight(site: SiteScan): Promise<CheckResult> {
  const started = performance.now();
  const findings: Finding[] = [];
  const notes: string[] = [];
  const budget = FIRST_FLIGHT_BYTES - CDN_HEADER_ALLOWANCE;
  const server = await startServer({ root: site.dir, port: 0, log: () => {} });
  try {
    // The home page, whose response comes first on the connection that asks for the stylesheet.
    const page = await get(`${server.url}/`);
    for (const file of [...site.stylesheets.keys()].sort()) {
      const response = await get(`${server.url}/${file}`);
      if (response.status !== 200) {
        findings.push({ file, message: `answered ${response.status}`, rule: 'first-flight' });
        continue;
      }
      const bytes = http2Bytes(response, page.headers);
      notes.push(
        `${file}: ${bytes.toLocaleString('en-GB')} bytes with headers over HTTP/2 (${response.encoding || 'identity'}; ${response.http1.toLocaleString('en-GB')} over HTTP/1.1)`,
      );
      if (bytes > budget) {
        findings.push({
          file,
          message: `takes ${bytes.toLocaleString('en-GB')} bytes on the wire with its headers, over the ${budget.toLocaleString('en-GB')} that fit in a server's first round trip (${FIRST_FLIGHT_BYTES.toLocaleString('en-GB')}, less ${CDN_HEADER_ALLOWANCE} for a CDN's own headers): every first paint waits a round trip more`,
          rule: 'first-flight',
        });
      }
    }
  } finally {
    await server.close();
  }
  return {
    name: 'stylesheets fit in the first round trip',
    checked: site.stylesheets.size,
    findings,
    notes,
    ms: performance.now() - started,
  };
}
