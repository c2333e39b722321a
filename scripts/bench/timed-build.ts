// One build of the bench in a child process, its processes' memory and CPU sampled from here,
// and the table that sets the builds side by side.
import { fork } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PAGE_DATA_FOLDER } from '../../src/lib/page-contract.ts';
import { listFiles } from '../quality/site-checks/site-scan.ts';
import { gzipSize, median, percentile } from './bundle-report.ts';
import { sampleProcessTree } from './rss.ts';
import type { RunBuildMessage, RunBuildOptions } from './run-build.ts';
import { type StageFigure, stagePeaks } from './scale-builds.ts';
import { count, kb, markdownTable, mb, seconds } from './table.ts';

export interface BuildRun {
  label: string;
  message: RunBuildMessage & { type: 'done' };
  peakRssSampled: number;
  /** CPU time of the build's processes, bundling included (sampled). */
  cpuTreeMs: number;
  stages: StageFigure[];
  pageData: { count: number; medianGzip: number; p90Gzip: number; maxGzip: number };
}

function pageDataStats(distDir: string) {
  const folder = join(distDir, PAGE_DATA_FOLDER);
  const sizes = listFiles(folder)
    .filter((f) => f.endsWith('.json'))
    .map((f) => gzipSize(readFileSync(join(folder, f))));
  return {
    count: sizes.length,
    medianGzip: median(sizes),
    p90Gzip: percentile(sizes, 90),
    maxGzip: Math.max(0, ...sizes),
  };
}

export async function timedBuild(
  label: string,
  options: RunBuildOptions,
  logFile: string,
): Promise<BuildRun> {
  console.log(`\n▶ build: ${label}`);
  const child = fork(join(options.root, 'scripts/bench/run-build.ts'), [JSON.stringify(options)], {
    cwd: options.root,
    // The bundler's own warnings go to a log file; the build's stage lines come over IPC.
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const log: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  // The whole tree: the build bundles in a child process of its own (prerender/bundles.ts).
  const stages = stagePeaks();
  const stop =
    child.pid === undefined ? () => ({ peakRss: 0, cpuMs: 0 }) : sampleProcessTree(child.pid, stages.sample);
  const message = await new Promise<RunBuildMessage>((resolve, reject) => {
    let last: RunBuildMessage | undefined;
    child.on('message', (m: RunBuildMessage) => {
      // Progress lines ("prerendered 200 of 318") would bury the stage lines.
      if (m.type === 'log') {
        stages.line(m.line ?? '');
        if (!m.line?.trimStart().startsWith('prerendered ')) console.log(`  ${m.line}`);
      } else last = m;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (last) resolve(last);
      else reject(new Error(`the ${label} build stopped (exit code ${code}); see ${logFile}`));
    });
  });
  const tree = stop();
  writeFileSync(logFile, log.join(''));
  if (message.type !== 'done') throw new Error(`the ${label} build failed: ${message.error}; see ${logFile}`);
  return {
    label,
    message: message as BuildRun['message'],
    peakRssSampled: tree.peakRss,
    cpuTreeMs: tree.cpuMs,
    stages: stages.stages(),
    pageData: pageDataStats(options.outDir),
  };
}

export function buildTable(runs: readonly BuildRun[]): string {
  const stageNames = [...new Set(runs.flatMap((r) => r.message.result?.stages.map((s) => s.name) ?? []))];
  const header = ['', ...runs.map((r) => r.label)];
  const row = (name: string, value: (r: BuildRun) => string) => [name, ...runs.map(value)];
  const result = (r: BuildRun) => r.message.result as NonNullable<RunBuildMessage['result']>;
  return markdownTable(header, [
    row('routes', (r) => count(result(r).routes)),
    ...stageNames.map((name) =>
      row(`stage: ${name}`, (r) => {
        const stage = result(r).stages.find((s) => s.name === name);
        return stage ? seconds(stage.ms) : '(reused)';
      }),
    ),
    row('  prerender: render', (r) => seconds(result(r).prerender.renderMs)),
    row('  prerender: write', (r) => seconds(result(r).prerender.writeMs)),
    row('whole build (wall)', (r) => seconds(r.message.wallMs ?? 0)),
    row('CPU time, its processes (user + system)', (r) => seconds(r.cpuTreeMs)),
    row('pages/s, render only', (r) =>
      count((result(r).prerender.pages / result(r).prerender.renderMs) * 1000),
    ),
    row('pages/s, whole build', (r) => count((result(r).routes / (r.message.wallMs ?? 1)) * 1000)),
    row('peak RSS, its processes summed (sampled)', (r) => mb(r.peakRssSampled)),
    row('peak RSS, build process (maxRSS)', (r) => mb(r.message.maxRssBytes ?? 0)),
    row('HTML written', (r) => mb(result(r).prerender.htmlBytes)),
    row('page data written', (r) => mb(result(r).prerender.dataBytes)),
    row('page data gzip: median', (r) => kb(r.pageData.medianGzip)),
    row('page data gzip: p90 / max', (r) => `${kb(r.pageData.p90Gzip)} / ${kb(r.pageData.maxGzip)}`),
  ]);
}
