import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { CDN_HEADER_ALLOWANCE, checkFirstFlight, FIRST_FLIGHT_BYTES, http2Bytes } from './first-flight.ts';
import { goodSite, removeSites, type SiteFiles, writeSite } from './site.test-helper.ts';
import { scanSite } from './site-scan.ts';

afterAll(removeSites);

const check = (files: SiteFiles) => checkFirstFlight(scanSite(writeSite(files)));

describe('checkFirstFlight', () => {
  it('passes a stylesheet that fits in the first round trip with its headers, and says its size', async () => {
    const result = await check(goodSite());
    expect(result.findings).toEqual([]);
    expect(result.checked).toBe(1);
    expect(result.notes[0]).toMatch(/^assets\/css\/style\.css: [\d,]+ bytes with headers/);
  });

  it('fails one whose headers and body pass the budget, though its body alone would not', async () => {
    const files = goodSite();
    const budget = FIRST_FLIGHT_BYTES - CDN_HEADER_ALLOWANCE;
    // A brotli copy 100 bytes under the budget, as the build would write it: the headers take the
    // response over.
    files['assets/css/style.css.br'] = randomBytes(budget)
      .toString('base64')
      .slice(0, budget - 100);
    const result = await check(files);
    expect(result.findings).toEqual([
      expect.objectContaining({
        file: 'assets/css/style.css',
        rule: 'first-flight',
        message: expect.stringMatching(/^takes [\d,]+ bytes on the wire with its headers, over the 14,300/),
      }),
    ]);
  });

  it('counts over HTTP/2: a header the page sent is one byte, connection headers none, frames nine each', () => {
    const page: [string, string][] = [['Content-Security-Policy', "default-src 'self'"]];
    const css = {
      headers: [
        ['Content-Security-Policy', "default-src 'self'"],
        ['Content-Type', 'text/css'],
        ['Connection', 'keep-alive'],
      ] as [string, string][],
      body: 20_000,
    };
    // :status 1, the page's header 1, content-type 12 + 8 + 3; HEADERS and two DATA frames.
    expect(http2Bytes(css, page)).toBe(1 + 1 + 23 + 20_000 + 3 * 9);
    expect(http2Bytes(css, [])).toBe(1 + (23 + 18 + 3) + 23 + 20_000 + 3 * 9);
  });
});
