// The bench's anchor (issue 13 §4): Astro building the same pages from the same dataset, on the
// same machine, one build after the other. Writes a minimal Astro project (scripts/bench/
// astro-project.ts) to a temporary folder, on the RAM disk where there is one, links it to an
// install of `astro` from the npm registry (cached in the system temp folder under the Astro
// version, so only the first run installs), and times `astro build` as a user runs it: the CLI in
// a child process, bundling included. Astro's CLI may start processes of its own, so the peak
// memory is the sum of VmRSS over the whole process tree, sampled every 50 ms (scripts/bench/rss.ts).
//   node scripts/bench/astro-anchor.ts --dataset FILE [--keep]   (one anchor build on its own)
import { spawn } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { listFiles } from '../quality/site-checks/site-scan.ts';
import { ASTRO_VERSION, astroProjectFiles } from './astro-project.ts';
import { sampleProcessTree } from './rss.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const SITE_SOURCE = join(ROOT, 'scripts/bench/astro-site.ts');
const SITE_MODULES = join(ROOT, 'scripts/bench/astro-site');

/** The texts of astro-site.ts's modules (its tests aside), by file name. */
export function readSiteModules(dir = SITE_MODULES): Record<string, string> {
  const names = readdirSync(dir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
  return Object.fromEntries(names.sort().map((name) => [name, readFileSync(join(dir, name), 'utf8')]));
}

export interface AstroAnchorOptions {
  datasetFile: string;
  siteUrl: string;
  /** The folder the project goes in; a new one on the RAM disk (or in the temp folder) when absent. */
  projectDir?: string;
  /** Astro's output; its route lines alone are thousands. */
  logFile: string;
  log: (line: string) => void;
}

export type AstroAnchorResult =
  | {
      ok: true;
      version: string;
      installMs: number;
      installedNow: boolean;
      pages: number;
      htmlBytes: number;
      /** The median HTML size of the product pages. */
      productPageBytes: number;
      wallMs: number;
      cpuMs: number;
      peakRss: number;
      peakProcesses: number;
      projectDir: string;
    }
  | { ok: false; reason: string };

/** The cached install: the system temp folder, one folder per Astro version. */
export const installDir = (version = ASTRO_VERSION) => join(tmpdir(), `dealer-bench-astro-${version}`);

/** A temporary folder on the RAM disk where there is one. */
export const scratchBase = () => (existsSync('/dev/shm') ? '/dev/shm' : tmpdir());

function run(
  command: string,
  args: readonly string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; logFile: string },
) {
  const fd = openSync(options.logFile, 'a');
  const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  const done = new Promise<number>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
  return { child, done };
}

/** npm and the tools it starts run on the project's Node, not whatever the system has. */
function projectEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { ...process.env, PATH: `${join(ROOT, 'node_modules/.bin')}:${process.env.PATH ?? ''}`, ...extra };
}

async function ensureInstall(logFile: string, log: (line: string) => void) {
  const dir = installDir();
  const marker = join(dir, '.installed');
  const started = performance.now();
  if (existsSync(marker)) return { dir, installMs: 0, installedNow: false };
  log(`installing astro@${ASTRO_VERSION} from the npm registry into ${dir} (once; later runs reuse it)`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'package.json'),
    `${JSON.stringify({ name: 'bench-astro-install', private: true, type: 'module' }, null, 2)}\n`,
  );
  const { done } = run('npm', ['install', '--no-audit', '--no-fund', `astro@${ASTRO_VERSION}`], {
    cwd: dir,
    env: projectEnv(),
    logFile,
  });
  const code = await done;
  if (code !== 0 || !existsSync(join(dir, 'node_modules/astro/package.json'))) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`npm install astro@${ASTRO_VERSION} failed (exit code ${code}); see ${logFile}`);
  }
  writeFileSync(marker, `${new Date().toISOString()}\n`);
  return { dir, installMs: performance.now() - started, installedNow: true };
}

/**
 * The pages of a built site: how many, their HTML bytes, and the median size of its product pages.
 * A route written twice, as `404.html` and `404/index.html` (ours writes both), counts once.
 */
export function htmlFigures(distDir: string) {
  let pages = 0;
  let htmlBytes = 0;
  const products: number[] = [];
  const routes = new Set<string>();
  for (const file of listFiles(distDir).sort()) {
    if (!file.endsWith('.html')) continue;
    const route = file.replace(/(^|\/)index\.html$|\.html$/, '');
    if (routes.has(route)) continue;
    routes.add(route);
    const size = statSync(join(distDir, file)).size;
    pages++;
    htmlBytes += size;
    if (/^product\/[^/]+\/index\.html$/.test(file)) products.push(size);
  }
  products.sort((a, b) => a - b);
  return { pages, htmlBytes, productPageBytes: products[Math.floor(products.length / 2)] ?? 0 };
}

export async function runAstroAnchor(options: AstroAnchorOptions): Promise<AstroAnchorResult> {
  const { log, logFile } = options;
  writeFileSync(logFile, '');
  let install: Awaited<ReturnType<typeof ensureInstall>>;
  try {
    install = await ensureInstall(logFile, log);
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
  const astroPackage = JSON.parse(
    readFileSync(join(install.dir, 'node_modules/astro/package.json'), 'utf8'),
  ) as {
    version: string;
    bin: { astro: string };
  };
  const version = astroPackage.version;

  const projectDir = options.projectDir ?? join(scratchBase(), `bench-astro-${process.pid}`);
  rmSync(projectDir, { recursive: true, force: true });
  const files = astroProjectFiles({
    siteSource: readFileSync(SITE_SOURCE, 'utf8'),
    siteModules: readSiteModules(),
    datasetFile: resolve(options.datasetFile),
    siteUrl: options.siteUrl,
  });
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(projectDir, path)), { recursive: true });
    writeFileSync(join(projectDir, path), text);
  }
  symlinkSync(join(install.dir, 'node_modules'), join(projectDir, 'node_modules'), 'dir');

  log(`astro ${version} build in ${projectDir}`);
  const started = performance.now();
  const { child, done } = run(
    process.execPath,
    [join(projectDir, 'node_modules/astro', astroPackage.bin.astro), 'build'],
    {
      cwd: projectDir,
      env: projectEnv({ ASTRO_TELEMETRY_DISABLED: '1', BENCH_SITE_URL: options.siteUrl }),
      logFile,
    },
  );
  const stop =
    child.pid === undefined
      ? () => ({ peakRss: 0, peakProcesses: 0, cpuMs: 0 })
      : sampleProcessTree(child.pid);
  const code = await done;
  const wallMs = performance.now() - started;
  const sample = stop();
  if (code !== 0) return { ok: false, reason: `astro build failed (exit code ${code}); see ${logFile}` };
  const figures = htmlFigures(join(projectDir, 'dist'));
  log(`${figures.pages.toLocaleString('en-GB')} pages in ${(wallMs / 1000).toFixed(2)} s`);
  return {
    ok: true,
    version,
    installMs: install.installMs,
    installedNow: install.installedNow,
    ...figures,
    wallMs,
    cpuMs: sample.cpuMs,
    peakRss: sample.peakRss,
    peakProcesses: sample.peakProcesses,
    projectDir,
  };
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: { dataset: { type: 'string' }, keep: { type: 'boolean', default: false } },
  });
  if (!values.dataset) {
    console.error('usage: node scripts/bench/astro-anchor.ts --dataset FILE [--keep]');
    process.exit(2);
  }
  const result = await runAstroAnchor({
    datasetFile: values.dataset,
    siteUrl: 'http://localhost:4173',
    logFile: join(tmpdir(), 'bench-astro.log'),
    log: (line) => console.log(line),
  });
  console.log(JSON.stringify(result, null, 2));
  if (result.ok && !values.keep) rmSync(result.projectDir, { recursive: true, force: true });
  if (!result.ok) process.exitCode = 1;
}
