// `npm run lighthouse` (issue 9 §2, issue 35): Lighthouse, mobile defaults with simulated
// throttling, on ten pages of `npm start` served as the host serves them (HTTP/2 over TLS), three
// runs each, and as many on a copy of the site with every script removed, for the LCP budget
// (DESIGN.md: LCP ≤ 1.10 × the no-JS LCP). Prints the medians and writes reports/lighthouse.md;
// exits non-zero when a page misses a budget (scripts/quality/lighthouse/budgets.ts). Not part of
// `npm test`: it takes minutes, and its timings move with the load of the machine (the simulated
// paint times move little).
//   --runs N (3)   OUT_DIR picks the site folder, as for `npm start`
//   --h1           serve plain HTTP/1.1 instead, with its own paint budget (FCP 0.9 s gated, LCP
//                  reported); writes reports/lighthouse-h1.md
//   --path /p/     audit this page instead of the ten (repeatable); writes reports/lighthouse-pages.md
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpGet, type IncomingMessage } from 'node:http';
import { get as httpsGet } from 'node:https';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { seconds } from '../bench/table.ts';
import { freePort } from '../host/serve/free-port.ts';
import { makeLocalCertificate, spkiHash } from '../host/serve/local-certificate.ts';
import {
  LCP_RATIO_BUDGET,
  otherBudgetMisses,
  PAINT_BUDGETS,
  type Protocol,
  paintBudgetMisses,
  SCRIPT_TBT_BUDGET,
} from './lighthouse/budgets.ts';
import { launcherFlags } from './lighthouse/chrome-flags.ts';
import { pagesToAudit } from './lighthouse/pages.ts';
import { ms, type PageResult, pagesTable } from './lighthouse/report-table.ts';
import { copyWithoutScripts } from './lighthouse/strip-scripts.ts';
import {
  excusingNoindex,
  failingAudits,
  type LighthouseResult,
  medianSummary,
  type RunSummary,
  summarise,
} from './lighthouse/summary.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
/** The machine's load averages over 1, 5 and 15 minutes: timings are only as good as its quiet. */
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

/** Whether `url` answers 200, trusting `ca` for https. */
function answers(url: string, ca?: Buffer): Promise<boolean> {
  return new Promise((resolve) => {
    const answered = (res: IncomingMessage) => {
      res.resume();
      resolve(res.statusCode === 200);
    };
    const request = url.startsWith('https:')
      ? httpsGet(url, { ca, agent: false }, answered)
      : httpGet(url, { agent: false }, answered);
    request.on('error', () => resolve(false));
  });
}

/**
 * A server process: `script` with `env`, resolving once `origin` answers (`npm start` may build
 * first, which takes a while). Both servers run in processes of their own, as a host's do: in
 * this one they would answer late whenever Lighthouse is busy, and Lighthouse takes a slow answer
 * for the server's response time in its simulation.
 */
async function startServerProcess(
  script: string,
  env: Record<string, string>,
  origin: string,
  ca: Buffer | undefined,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, [join(ROOT, script)], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const deadline = Date.now() + 10 * 60_000;
  // `npm start` answers before it has put every picture in place (through temporary names): the
  // copy without scripts is made from the folder only once that pass has said it is done.
  const placing = () => {
    const text = output.join('');
    return (
      text.includes('placing the pictures') &&
      !/\d images \(/.test(text.slice(text.indexOf('placing the pictures')))
    );
  };
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${script} stopped:\n${output.join('').slice(-2000)}`);
    if ((await answers(`${origin}/`, ca)) && !placing()) return child;
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill();
  throw new Error(`${script} did not answer within 10 minutes`);
}

async function audit(
  url: string,
  port: number,
  noindex = false,
): Promise<RunSummary & { failing: string[] }> {
  const runner = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!runner) throw new Error(`Lighthouse returned nothing for ${url}`);
  const raw = runner.lhr as unknown as LighthouseResult;
  if (raw.runtimeError)
    throw new Error(`Lighthouse on ${url}: ${raw.runtimeError.code} ${raw.runtimeError.message}`);
  const lhr = noindex ? excusingNoindex(raw, url) : raw;
  return { ...summarise(lhr), failing: failingAudits(lhr) };
}

async function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      h1: { type: 'boolean', default: false },
      path: { type: 'string', multiple: true },
    },
  });
  const runs = Number(values.runs);
  const pages = pagesToAudit(values.path);
  const started = performance.now();
  const loadAtStart = load();
  const siteDir = resolve(ROOT, process.env.OUT_DIR || 'dist');
  const [sitePort, barePort] = [await freePort(), await freePort()];
  const scratch = mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'lighthouse-'));
  const protocolName: Protocol = values.h1 ? 'h1' : 'h2';
  const paintBudget = PAINT_BUDGETS[protocolName];
  const tls = protocolName === 'h2' ? makeLocalCertificate(scratch) : undefined;
  const scheme = tls ? 'https' : 'http';
  const protocol = tls ? 'HTTP/2 over TLS, as the host serves' : 'HTTP/1.1 without TLS';
  const tlsEnv: Record<string, string> = tls
    ? { TLS_KEY_FILE: tls.keyFile, TLS_CERT_FILE: tls.certFile }
    : {};
  const origin = (port: number) => `${scheme}://localhost:${port}`;
  const servers: ChildProcess[] = [];
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    console.log(`npm start on port ${sitePort}, ${protocol} (builds first if ${siteDir} is stale)`);
    servers.push(
      await startServerProcess(
        'scripts/host/start.ts',
        { ...tlsEnv, PORT: String(sitePort) },
        origin(sitePort),
        tls?.cert,
      ),
    );
    const stripped = copyWithoutScripts(siteDir, join(scratch, 'site'));
    servers.push(
      await startServerProcess(
        'scripts/host/serve.ts',
        { ...tlsEnv, PORT: String(barePort), OUT_DIR: join(scratch, 'site') },
        origin(barePort),
        tls?.cert,
      ),
    );
    console.log(`the same site without scripts (${stripped} pages) on port ${barePort}`);
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      ignoreDefaultFlags: true,
      chromeFlags: [
        ...launcherFlags(),
        ...CHROME_FLAGS,
        // The throwaway certificate's key, and no other, is trusted.
        ...(tls ? [`--ignore-certificate-errors-spki-list=${spkiHash(tls.key)}`] : []),
      ],
    });

    const results: PageResult[] = [];
    for (const page of pages) {
      const summaries: (RunSummary & { failing: string[] })[] = [];
      const failing = new Set<string>();
      for (let i = 1; i <= runs; i++) {
        const run = await audit(`${origin(sitePort)}${page.path}`, chrome.port, page.noindex);
        summaries.push(run);
        for (const id of run.failing) failing.add(id);
        console.log(
          `  ${page.path} run ${i}: perf ${run.performance}, FCP ${ms(run.fcp)}, LCP ${ms(run.lcp)}, SI ${ms(run.speedIndex)}, TBT ${ms(run.tbt)}, low-priority pictures before the paint ${run.picturesBeforePaint}`,
        );
      }
      // As many runs without scripts as with: a ratio of two medians, not of a median and one run.
      const bare: RunSummary[] = [];
      for (let i = 1; i <= runs; i++) {
        const { failing: _, ...figures } = await audit(
          `${origin(barePort)}${page.path}`,
          chrome.port,
          page.noindex,
        );
        bare.push(figures);
        console.log(
          `  ${page.path} without scripts run ${i}: FCP ${ms(figures.fcp)}, LCP ${ms(figures.lcp)}, SI ${ms(figures.speedIndex)}, TBT ${ms(figures.tbt)}, low-priority pictures before the paint ${figures.picturesBeforePaint}`,
        );
      }
      const withoutScripts = medianSummary(bare);
      results.push({
        ...page,
        median: medianSummary(summaries.map(({ failing: _, ...figures }) => figures)),
        runs: summaries,
        withoutScripts,
        failing: [...failing],
      });
    }

    const misses = [...paintBudgetMisses(results, paintBudget), ...otherBudgetMisses(results, protocolName)];
    const budgetText = (Object.entries(paintBudget) as [string, number][])
      .map(([key, limit]) => `${{ fcp: 'FCP', lcp: 'LCP', speedIndex: 'Speed Index' }[key]} ≤ ${ms(limit)}`)
      .join(', ');
    const text = [
      '# Lighthouse',
      '',
      `${new Date().toISOString()}; mobile defaults, simulated throttling; served over ${protocol}; median of ${runs} runs per page; ` +
        `${seconds(performance.now() - started)} in all. "LCP no JS" is the median of as many runs of the same page with every ` +
        `script and modulepreload removed; the budget for the ratio is ≤ ${LCP_RATIO_BUDGET.toFixed(2)}. ` +
        `"TBT of JS" is TBT less "TBT no JS" (budget ≤ ${SCRIPT_TBT_BUDGET} ms). ` +
        (protocolName === 'h1' ? 'Over HTTP/1.1 LCP and its ratio are reported, not gated. ' : '') +
        `Load average (1, 5, 15 min) at the start: ${loadAtStart}; at the end: ${load()}. ` +
        'Timings on a shared machine are noisy: compare runs made on a quiet one.',
      '',
      pagesTable(results),
      '',
      `Budgets (DESIGN.md): paint, with and without scripts, ${budgetText}; every score 100, CLS 0, ` +
        `TBT of JS ≤ ${SCRIPT_TBT_BUDGET} ms${protocolName === 'h2' ? `, LCP ratio ≤ ${LCP_RATIO_BUDGET.toFixed(2)}` : ''}: ` +
        `${misses.length ? `${misses.length} missed` : 'all met'}.`,
      '',
      ...misses.map((miss) => `- ${miss}`),
      ...(misses.length ? [''] : []),
      'Audits that cost points (accessibility, best practices, SEO), in any run:',
      '',
      ...results.map((r) => `- ${r.name} (${r.path}): ${r.failing.length ? r.failing.join(', ') : 'none'}`),
      '',
    ].join('\n');
    console.log(`\n${text}`);
    mkdirSync(join(ROOT, 'reports'), { recursive: true });
    // Pages of one's choosing never overwrite the ten pages' report.
    const report = `reports/lighthouse${values.path?.length ? '-pages' : ''}${tls ? '' : '-h1'}.md`;
    writeFileSync(join(ROOT, report), text);
    console.log(`written to ${report}`);
    if (misses.length) {
      console.error(`\n${misses.length} budget(s) missed:\n${misses.map((m) => `  ${m}`).join('\n')}`);
      process.exitCode = 1;
    }
  } finally {
    chrome?.kill();
    for (const server of servers) server.kill('SIGTERM');
    // At exit, not now: a request the server accepted may still open a file of the copy.
    process.once('exit', () => rmSync(scratch, { recursive: true, force: true }));
  }
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(`lighthouse failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  });
}
