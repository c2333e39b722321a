// Check 4, the first round trip: every stylesheet, headers and brotli body together, fits in the
// first flight a server may send on a new connection (RFC 6928: ten segments of 1,460 bytes).
// Nothing paints before the stylesheet has arrived, so a stylesheet one byte over costs every
// visitor a round trip more before the first paint: 150 ms in Lighthouse's mobile throttling,
// more on a phone in a field (docs/quality.md "First round trip"). Measured on the real server of
// `npm start`, with the site's `_headers`.
import { request } from 'node:http';
import { startServer } from '../serve/start-server.ts';
import type { SiteScan } from './site-scan.ts';
import type { CheckResult, Finding } from './types.ts';

/** RFC 6928's initial congestion window: 10 × 1,460 bytes. */
export const FIRST_FLIGHT_BYTES = 14_600;
/** What a CDN adds that `npm start` does not send (its server name, a request id, `Age`). */
export const CDN_HEADER_ALLOWANCE = 300;

/** Bytes on the wire of one GET, as a browser asks: status line, headers and body. */
function wireBytes(url: string): Promise<{ status: number; bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
      let bytes = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n`.length + 2;
      for (let i = 0; i < res.rawHeaders.length; i += 2) {
        bytes += `${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}\r\n`.length;
      }
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          bytes,
          encoding: String(res.headers['content-encoding'] ?? ''),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

export async function checkFirstFlight(site: SiteScan): Promise<CheckResult> {
  const started = performance.now();
  const findings: Finding[] = [];
  const notes: string[] = [];
  const budget = FIRST_FLIGHT_BYTES - CDN_HEADER_ALLOWANCE;
  const server = await startServer({ root: site.dir, port: 0, log: () => {} });
  try {
    for (const file of [...site.stylesheets.keys()].sort()) {
      const { status, bytes, encoding } = await wireBytes(`${server.url}/${file}`);
      if (status !== 200) {
        findings.push({ file, message: `answered ${status}`, rule: 'first-flight' });
        continue;
      }
      notes.push(`${file}: ${bytes.toLocaleString('en-GB')} bytes with headers (${encoding || 'identity'})`);
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
