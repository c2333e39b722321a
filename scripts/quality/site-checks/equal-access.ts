// The IBM Equal Access checker (issue 37) in the real browser, offline. `accessibility-checker`
// reads `<ruleServer>/archives.json` and then fetches the engine (`<rulePack>/ace.js`, and
// `ace-node.js` for its own bookkeeping) over HTTP, from a public CDN by default. Here a loopback
// server answers those paths from the `accessibility-checker-engine` package, which holds the same
// files at its root: no network, and the engine is the version the lockfile pins.
// Kept out of the specs so a unit test can prove it finds violations on a page that has them.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as checker from 'accessibility-checker';
import type { Page } from 'playwright-core';
import sirv from 'sirv';

const ENGINE_DIR = path.resolve(import.meta.dirname, '../../../node_modules/accessibility-checker-engine');
/** The checker's default policy, and the levels that fail a page. */
const POLICY = 'IBM_Accessibility';
const FAILING = ['violation', 'potentialviolation'];

export interface EqualAccessResult {
  rule: string;
  level: string;
  message: string;
  /** The element's opening tag, as the checker quotes it. */
  snippet: string;
}

let ready: Promise<Server> | null = null;

/** Serves the engine package on a loopback port and points the checker at it, once per process. */
function startRuleServer(): Promise<Server> {
  ready ??= (async () => {
    const files = sirv(ENGINE_DIR, { dev: true });
    const server = createServer((request, response) => {
      // One request per connection: a kept-alive socket the server times out between two tests
      // would be reused by the checker's fetch and reset under it.
      response.setHeader('Connection', 'close');
      files(request, response, () => {
        response.statusCode = 404;
        response.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    server.unref();
    const ruleServer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    await checker.setConfig({
      ruleServer,
      // The package holds ace.js at its root; the CDN's archive paths are not in it.
      rulePack: ruleServer,
      ruleArchive: 'latest',
      policies: [POLICY],
      reportLevels: FAILING,
      failLevels: FAILING,
      outputFormat: ['disable'],
      // It writes the engine into this folder and loads it from there: one per process, or two
      // test workers would read each other's half-written file.
      cacheFolder: path.join(tmpdir(), `accessibility-checker-${process.pid}`),
    } as Parameters<typeof checker.setConfig>[0]);
    return server;
  })();
  return ready;
}

/** Everything the checker fails on the page as it is now: no exceptions. */
export async function equalAccessViolations(page: Page, label: string): Promise<EqualAccessResult[]> {
  await startRuleServer();
  const { report } = await checker.getCompliance(page, label);
  if (!('results' in report))
    throw new Error(`IBM Equal Access could not check ${label}: ${JSON.stringify(report)}`);
  return report.results
    .filter((result) => result.value[1] === 'FAIL' && FAILING.includes(result.level))
    .map((result) => ({
      rule: result.ruleId,
      level: result.level,
      message: result.message,
      snippet: result.snippet,
    }));
}

/** One line per finding, so a failing test names what to fix. */
export function formatEqualAccess(results: readonly EqualAccessResult[]): string[] {
  return results.map((r) => `${r.rule} (${r.level}): ${r.message} — ${r.snippet}`);
}
