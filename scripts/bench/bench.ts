// `npm run bench` (issue 3): the build at two sizes and the client bundle, against DESIGN.md's
// budgets. (1) the bundled dataset, (2) a generated dataset of 10,000 products, bundled again as
// `npm run build` does, (3) the anchor: Astro building the same pages from the same dataset, after ours
// (scripts/bench/astro-anchor.ts), (4) the bundle report. Each build runs in a child process on a
// RAM disk, with the RSS of its processes sampled from here. Prints tables, writes reports/bench.md, exits 1 when a
// bundle budget fails or a Node-only package reaches the browser. Time budgets are printed, not
// enforced: a shared machine makes them noisy.
//   --products N (10000)  --posts N (0: the bundled posts only)  --keep (leave the temp folders);
//   a size above 10,000 + 2,000 is built beside that reference, whose build the anchor and checks use
//   (scripts/bench/scale-builds.ts)
//   --no-astro (skip the anchor; the whole-build budget falls back to a recorded Astro figure)
import { fork } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { siteUrlFromEnv } from '../../prerender/build-settings.ts';
import type { Manifest } from '../../prerender/manifest.ts';
import { PAGE_DATA_FOLDER } from '../../src/lib/page-contract.ts';
import { generateDataset } from '../dataset/content-generate.ts';
import { checkSite } from '../quality/check-site.ts';
import { listFiles } from '../quality/site-checks/site-scan.ts';
import type { CheckResult } from '../quality/site-checks/types.ts';
import { type AstroAnchorResult, htmlFigures, runAstroAnchor } from './astro-anchor.ts';
import { ASTRO_VERSION, fairness } from './astro-project.ts';
import {
  addSizes,
  type ChunkReport,
  chunkReports,
  type ForbiddenModule,
  findForbiddenModules,
  firstLoadFiles,
  gzipSize,
  median,
  NODE_ONLY_PACKAGES,
  NOT_REACT,
  nodeBuiltinStubs,
  ownShare,
  type PackageShare,
  packageShares,
  percentile,
  type Sizes,
  sizesOf,
} from './bundle-report.ts';
import { clientModuleGraph } from './module-graph.ts';
import { phoneCpuFigures } from './phone-cpu.ts';
import { phoneTable } from './phone-cpu-plan.ts';
import { sampleProcessTree } from './rss.ts';
import type { RunBuildMessage, RunBuildOptions } from './run-build.ts';
import {
  isLargerThanReference,
  REFERENCE_SIZE,
  type SizedBuild,
  type StageFigure,
  scaleVerdicts,
  sizeLabel,
  stagePeaks,
  stageTable,
} from './scale-builds.ts';
import { type SearchFigures, searchFigures, searchTable } from './search-report.ts';
import { count, kb, markdownTable, mb, seconds } from './table.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** DESIGN.md "Budgets". */
const BUDGET = {
  /** The site's own first-load JS; the framework as it ships is not counted. */
  ownFirstLoadGzip: 35 * 1024,
  templateGzip: 15 * 1024,
  pageDataMedianGzip: 10 * 1024,
  renderPagesPerSecond: 4000,
  peakRssBytes: 800 * 1024 * 1024,
  /**
   * Fallback only, when the anchor cannot run (--no-astro, or no npm registry): a figure recorded
   * once, Astro building 12,060 pages in 12.0 s. The budget is the Astro anchor measured beside us.
   */
  astroSecondsPerPageRecorded: 12.0 / 12_060,
};

interface BuildRun {
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

async function timedBuild(label: string, options: RunBuildOptions, logFile: string): Promise<BuildRun> {
  console.log(`\n▶ build: ${label}`);
  const child = fork(join(ROOT, 'scripts/bench/run-build.ts'), [JSON.stringify(options)], {
    cwd: ROOT,
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

/** html-validate pages per template on the big site: pages of one template share their markup. */
const SAMPLE_PER_TEMPLATE = 5;

function siteCheckTable(results: readonly CheckResult[], totalMs: number): string {
  const rows = results.map((r) => [r.name, count(r.checked), count(r.findings.length), seconds(r.ms)]);
  rows.push(['all, with reading and scanning the site', '', '', seconds(totalMs)]);
  const problems = results.flatMap((r) =>
    r.findings.slice(0, 3).map((f) => `- ${r.name}: ${f.file}${f.line ? `:${f.line}` : ''} ${f.message}`),
  );
  return [
    markdownTable(['check', 'files', 'problems', 'time'], rows),
    ...(problems.length ? ['', 'First problems:', ...problems] : []),
  ].join('\n');
}

function verdict(ok: boolean): string {
  return ok ? '✓' : '✗';
}

function buildTable(runs: readonly BuildRun[]): string {
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

interface BundleFindings {
  chunks: ChunkReport[];
  firstLoad: { files: string[]; sizes: Map<string, Sizes>; total: Sizes };
  forbidden: ForbiddenModule[];
  shares: PackageShare[];
  builtinStubs: { file: string; modules: string[] }[];
  analysedChunks: number;
}

async function bundleReport(distDir: string, workDir: string, scratch: string): Promise<BundleFindings> {
  const manifest = JSON.parse(readFileSync(join(workDir, 'client/.vite/manifest.json'), 'utf8')) as Manifest;
  const cache = new Map<string, Sizes>();
  const sizeOf = (file: string) => {
    let sizes = cache.get(file);
    if (!sizes) {
      sizes = existsSync(join(distDir, file))
        ? sizesOf(readFileSync(join(distDir, file)))
        : { raw: 0, gzip: 0, brotli: 0 };
      cache.set(file, sizes);
    }
    return sizes;
  };
  const files = firstLoadFiles(readFileSync(join(distDir, 'index.html'), 'utf8'), manifest);
  const sizes = new Map(files.map((f) => [f, sizeOf(f)]));
  console.log('\n▶ client module graph (a second client build, not written)');
  const started = performance.now();
  const graph = await clientModuleGraph(ROOT, scratch);
  console.log(`  ${graph.length} chunks analysed in ${seconds(performance.now() - started)}`);
  return {
    chunks: chunkReports(manifest, sizeOf),
    firstLoad: { files, sizes, total: addSizes([...sizes.values()]) },
    forbidden: findForbiddenModules(graph, new Set(files)),
    shares: packageShares(graph, new Set(files), (file) => sizeOf(file).gzip),
    builtinStubs: nodeBuiltinStubs(graph),
    analysedChunks: graph.length,
  };
}

function bundleTable(bundle: BundleFindings): string {
  return markdownTable(
    ['chunk', 'kind', 'raw', 'gzip', 'brotli', 'with own imports, gzip', 'budget'],
    bundle.chunks.map((c) => [
      c.name,
      c.kind,
      kb(c.sizes.raw),
      kb(c.sizes.gzip),
      kb(c.sizes.brotli),
      c.withImports ? kb(c.withImports.gzip) : '',
      c.kind === 'template'
        ? `${verdict((c.withImports ?? c.sizes).gzip <= BUDGET.templateGzip)} ≤ 15 KB`
        : '',
    ]),
  );
}

function firstLoadTable(bundle: BundleFindings): string {
  const rows = bundle.firstLoad.files.map((file) => {
    const s = bundle.firstLoad.sizes.get(file) as Sizes;
    return [file.replace(/^.*\//, ''), kb(s.raw), kb(s.gzip), kb(s.brotli)];
  });
  const t = bundle.firstLoad.total;
  rows.push(['total', kb(t.raw), kb(t.gzip), kb(t.brotli)]);
  return markdownTable(['home page, first-load JS', 'raw', 'gzip', 'brotli'], rows);
}

function sharesTable(bundle: BundleFindings): string {
  const rows = bundle.shares.map((share) => [share.package ?? 'the site’s own code', kb(share.gzip)]);
  rows.push(['the site’s own, with every package not the framework', kb(ownShare(bundle.shares))]);
  return markdownTable(['home page first-load JS by package', 'gzip (share of each chunk)'], rows);
}

/** Our 10,000-product build as a user runs it, and Astro's build of the same dataset. */
interface Anchor {
  ours: {
    pages: number;
    /** The scale build, bundling included, as `npm run build` runs. */
    wallMs: number;
    cpuMs: number;
    peakRss: number;
    html: ReturnType<typeof htmlFigures>;
  };
  astro: AstroAnchorResult;
}

function ourWholeBuild(
  runs: readonly BuildRun[],
  html: ReturnType<typeof htmlFigures>,
): Anchor['ours'] | null {
  const scale = runs[1];
  if (!scale?.message.result) return null;
  return {
    pages: scale.message.result.routes,
    wallMs: scale.message.wallMs ?? 0,
    cpuMs: scale.cpuTreeMs,
    peakRss: Math.max(scale.peakRssSampled, scale.message.maxRssBytes ?? 0),
    html,
  };
}

function anchorTable(anchor: Anchor): string {
  const { ours, astro } = anchor;
  const rows = [
    [
      'ours, whole build',
      count(ours.pages),
      seconds(ours.wallMs),
      count((ours.pages / ours.wallMs) * 1000),
      seconds(ours.cpuMs),
      mb(ours.peakRss),
      kb(ours.html.htmlBytes / Math.max(1, ours.html.pages)),
      kb(ours.html.productPageBytes),
    ],
  ];
  if (astro.ok) {
    rows.push([
      'Astro (anchor), whole build',
      count(astro.pages),
      seconds(astro.wallMs),
      count((astro.pages / astro.wallMs) * 1000),
      seconds(astro.cpuMs),
      mb(astro.peakRss),
      kb(astro.htmlBytes / Math.max(1, astro.pages)),
      kb(astro.productPageBytes),
    ]);
  }
  const table = markdownTable(
    ['build', 'pages', 'wall', 'pages/s', 'CPU time', 'peak RSS', 'HTML per page', 'product page HTML'],
    rows,
  );
  if (!astro.ok)
    return `${table}

Astro (anchor) not measured: ${astro.reason}.`;
  const fair = fairness(
    { pages: ours.html.pages, htmlBytes: ours.html.htmlBytes },
    { pages: astro.pages, htmlBytes: astro.htmlBytes },
  );
  return [
    table,
    '',
    `Astro ${astro.version}, \`astro build\` of a static project reading the same NDJSON: one page per route ` +
      'of ours, each with its document’s fields, in a layout with the site’s menus and footer; no client JS. ' +
      `Pages: ${fair.samePageCount ? 'the same count' : `NOT the same count (ours ${count(ours.html.pages)}, Astro ${count(astro.pages)})`}. ` +
      `HTML per page: Astro’s is ${(fair.sizeRatio * 100).toFixed(0)}% of ours (${kb(fair.astroPerPage)} against ` +
      `${kb(fair.oursPerPage)}); ours also carries each page’s hydration data and script tags.`,
    'Ours: the whole build as `npm run build` runs it, bundling included, its processes summed at each 50 ms sample; ' +
      'it also makes the search index, sitemaps, images and compressed copies of the shared text files, which the anchor ' +
      `does not. Astro: the CLI's whole process tree (at most ${astro.peakProcesses} processes), its RSS summed at each ` +
      '50 ms sample, its CPU time read at the last sample. ' +
      (astro.installedNow
        ? `Astro was installed for this run in ${seconds(astro.installMs)}, not timed; later runs reuse the install.`
        : 'Astro came from the cached install.'),
  ].join('\n');
}

interface Budget {
  what: string;
  measured: string;
  budget: string;
  ok: boolean;
  /** Deterministic budgets fail the bench; timing ones on a shared machine are only reported. */
  enforced: boolean;
}

function budgets(runs: readonly BuildRun[], bundle: BundleFindings, anchor: Anchor | null): Budget[] {
  const list: Budget[] = [];
  const own = ownShare(bundle.shares);
  list.push({
    what: `first-load JS, home page (gzip): the site's own, beside the framework's ${kb(bundle.firstLoad.total.gzip - own)}`,
    measured: kb(own),
    budget: '≤ 35 KB',
    ok: own <= BUDGET.ownFirstLoadGzip,
    enforced: true,
  });
  const templates = bundle.chunks.filter((c) => c.kind === 'template');
  const worst = templates.reduce<ChunkReport | null>(
    (w, c) => ((c.withImports ?? c.sizes).gzip > ((w?.withImports ?? w?.sizes)?.gzip ?? -1) ? c : w),
    null,
  );
  const worstGzip = (worst?.withImports ?? worst?.sizes)?.gzip ?? 0;
  list.push({
    what: `largest template chunk with its own imports (gzip): ${worst?.name ?? 'none'}`,
    measured: kb(worstGzip),
    budget: '≤ 15 KB',
    ok: worstGzip <= BUDGET.templateGzip,
    enforced: true,
  });
  const bundled = runs[0];
  if (bundled) {
    list.push({
      what: 'page data, median gzip (bundled dataset)',
      measured: kb(bundled.pageData.medianGzip),
      budget: '≤ 10 KB',
      ok: bundled.pageData.medianGzip <= BUDGET.pageDataMedianGzip,
      enforced: true,
    });
  }
  list.push({
    what: 'Node-only packages or another renderer in the client bundle; flexsearch in first load',
    measured:
      bundle.forbidden.length === 0
        ? 'none'
        : bundle.forbidden.map((f) => `${f.package} in ${f.file}`).join(', '),
    budget: 'none',
    ok: bundle.forbidden.length === 0,
    enforced: true,
  });
  const scale = runs[1];
  if (scale?.message.result) {
    const r = scale.message.result;
    const renderRate = (r.prerender.pages / r.prerender.renderMs) * 1000;
    list.push({
      what: `prerender, render only (${count(r.routes)} pages)`,
      measured: `${count(renderRate)} pages/s`,
      budget: '≥ 4,000 pages/s',
      ok: renderRate >= BUDGET.renderPagesPerSecond,
      enforced: false,
    });
    const peak = Math.max(scale.peakRssSampled, scale.message.maxRssBytes ?? 0);
    list.push({
      what: `peak memory (${count(r.routes)} pages)`,
      measured: mb(peak),
      budget: '≤ 800 MB',
      ok: peak <= BUDGET.peakRssBytes,
      enforced: false,
    });
    // The scale build bundles too: its wall time is the whole build's.
    const whole = anchor?.ours.wallMs ?? 0;
    const astro = anchor?.astro;
    if (astro?.ok) {
      list.push({
        what: `whole build incl. bundling vs Astro ${astro.version} measured beside it (${count(astro.pages)} pages)`,
        measured: seconds(whole),
        budget: `≤ ${seconds(astro.wallMs)}`,
        ok: whole <= astro.wallMs,
        enforced: false,
      });
      list.push({
        what: `peak memory of Astro's build (${count(astro.pages)} pages), for reference`,
        measured: mb(astro.peakRss),
        budget: '≤ 800 MB',
        ok: astro.peakRss <= BUDGET.peakRssBytes,
        enforced: false,
      });
    } else {
      const recorded = BUDGET.astroSecondsPerPageRecorded * r.routes * 1000;
      list.push({
        what:
          `whole build incl. bundling vs Astro at ${count(r.routes)} pages: FALLBACK, the recorded 12.0 s per ` +
          `12,060 pages, not a measurement (${astro?.reason ?? 'anchor not run'})`,
        measured: seconds(whole),
        budget: `≤ ${seconds(recorded)}`,
        ok: whole <= recorded,
        enforced: false,
      });
    }
  }
  return list;
}

/** The search budgets of issue 34: the index, as the browser and the offline worker fetch it, and one query. */
function searchBudgets(search: SearchFigures, label: string): Budget[] {
  return [
    {
      what: `search index at ${label} (brotli; the offline worker's install)`,
      measured: kb(search.brotli),
      budget: '≤ 250 KB',
      ok: search.brotli <= 250 * 1024,
      enforced: true,
    },
    {
      what: `one search query at ${label}, median in Node`,
      measured: `${search.queryMedianMs.toFixed(2)} ms`,
      budget: '≤ 5 ms',
      ok: search.queryMedianMs <= 5,
      enforced: false,
    },
  ];
}

function budgetTable(list: readonly Budget[]): string {
  return markdownTable(
    ['budget (DESIGN.md)', 'measured', 'budget', 'result'],
    list.map((b) => [b.what, b.measured, b.budget, `${verdict(b.ok)}${b.enforced ? '' : ' (not enforced)'}`]),
  );
}

/** The size above the reference, on the RAM disk beside it, its output freed once measured. */
async function largeBuild(size: { products: number; posts: number }, scratch: string, reports: string) {
  const file = join(scratch, `dataset-${size.products}.ndjson`);
  writeFileSync(file, `${generateDataset(size).join('\n')}\n`);
  const outDir = join(scratch, 'large');
  const run = await timedBuild(
    sizeLabel(size),
    {
      root: ROOT,
      outDir,
      workDir: join(scratch, 'work'),
      reuseBundles: false,
      env: { CONTENT_DATASET_FILE: file },
    },
    join(reports, 'bench-large.log'),
  );
  rmSync(outDir, { recursive: true, force: true });
  rmSync(file, { force: true });
  return run;
}

async function main() {
  const { values } = parseArgs({
    options: {
      products: { type: 'string', default: '10000' },
      posts: { type: 'string', default: '0' },
      'search-products': { type: 'string', default: '10000' },
      'search-posts': { type: 'string', default: '2000' },
      keep: { type: 'boolean', default: false },
      astro: { type: 'boolean', default: true },
    },
    allowNegative: true,
  });
  const started = performance.now();
  // A RAM disk where there is one: this machine's disk is slow at many small files (DESIGN.md).
  const base = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();
  const scratch = join(base, `bench-${process.pid}`);
  mkdirSync(scratch, { recursive: true });
  // The server bundle imports its dependencies by name: give the scratch folder the project's.
  symlinkSync(join(ROOT, 'node_modules'), join(scratch, 'node_modules'), 'dir');
  const workDir = join(scratch, 'work');
  // Beside the scratch folder, not in it: the Astro project must not see our node_modules.
  const astroDir = join(base, `bench-astro-${process.pid}`);
  const reports = join(ROOT, 'reports');
  mkdirSync(reports, { recursive: true });
  console.log(`bench in ${scratch}`);

  try {
    const runs: BuildRun[] = [];
    runs.push(
      await timedBuild(
        'bundled dataset',
        { root: ROOT, outDir: join(scratch, 'bundled'), workDir, reuseBundles: false, env: {} },
        join(reports, 'bench-bundled.log'),
      ),
    );

    const asked = { products: Number(values.products), posts: Number(values.posts) };
    const large = isLargerThanReference(asked) ? asked : null;
    const { products, posts } = large ? REFERENCE_SIZE : asked;
    const generateStarted = performance.now();
    const datasetFile = join(scratch, `dataset-${products}.ndjson`);
    writeFileSync(datasetFile, `${generateDataset({ products, posts }).join('\n')}\n`);
    const generateMs = performance.now() - generateStarted;
    console.log(`\n▶ generated ${count(products)} products in ${seconds(generateMs)}`);
    runs.push(
      await timedBuild(
        `${count(products)} products`,
        {
          root: ROOT,
          outDir: join(scratch, 'scale'),
          workDir,
          // Bundled again, as a user's build does: its bundling counts in the time and memory.
          reuseBundles: false,
          env: { CONTENT_DATASET_FILE: datasetFile },
        },
        join(reports, 'bench-scale.log'),
      ),
    );
    const sized = (r: BuildRun, label: string): SizedBuild => ({
      label,
      routes: r.message.result?.routes ?? 0,
      wallMs: r.message.wallMs ?? 0,
      peakRss: r.peakRssSampled,
      stages: r.stages,
    });
    const sizes = [sized(runs[1] as BuildRun, sizeLabel({ products, posts }))];
    if (large) sizes.push(sized(await largeBuild(large, scratch, reports), sizeLabel(large)));
    // The search index at catalogue scale (docs/search.md "Budgets"): products and posts.
    const searchProducts = Number(values['search-products']);
    const searchPosts = Number(values['search-posts']);
    const searchDataset = join(scratch, 'dataset-search.ndjson');
    writeFileSync(
      searchDataset,
      `${generateDataset({ products: searchProducts, posts: searchPosts }).join('\n')}\n`,
    );
    console.log(`\n▶ search index at ${count(searchProducts)} products and ${count(searchPosts)} posts`);
    const search = await searchFigures(searchDataset);
    console.log('\n▶ search and a 2,000-machine list on the phone CPU model');
    const phone = await phoneCpuFigures(searchDataset);
    const searchLabel = `${count(searchProducts)} products + ${count(searchPosts)} posts`;
    // The site checks at scale: every page scanned, html-validate on a sample per template.
    console.log(
      `\n▶ site checks on the ${count(products)}-product site (html-validate: ${SAMPLE_PER_TEMPLATE} pages per template)`,
    );
    const checks = await checkSite({
      dir: join(scratch, 'scale'),
      siteUrl: siteUrlFromEnv(process.env),
      sample: SAMPLE_PER_TEMPLATE,
    });
    for (const r of checks.results)
      console.log(`  ${r.name}: ${r.findings.length} problems, ${seconds(r.ms)}`);
    const ourHtml = htmlFigures(join(scratch, 'scale'));
    // The big output is not needed any more: free the RAM disk before the next build.
    rmSync(join(scratch, 'scale'), { recursive: true, force: true });

    // The anchor, after ours and never beside it: Astro building the same dataset.
    let astro: AstroAnchorResult = { ok: false, reason: 'skipped (--no-astro)' };
    if (values.astro) {
      console.log(`\n▶ anchor: Astro ${ASTRO_VERSION} building the same ${count(products)}-product dataset`);
      astro = await runAstroAnchor({
        datasetFile,
        siteUrl: siteUrlFromEnv(process.env),
        projectDir: astroDir,
        logFile: join(reports, 'bench-astro.log'),
        log: (line) => console.log(`  ${line}`),
      });
      if (!astro.ok) console.log(`  not measured: ${astro.reason}`);
      // Its output is counted: free the RAM disk.
      else if (!values.keep) rmSync(join(astroDir, 'dist'), { recursive: true, force: true });
    }
    const ours = ourWholeBuild(runs, ourHtml);
    const anchor = ours ? { ours, astro } : null;

    const bundle = await bundleReport(join(scratch, 'bundled'), workDir, join(scratch, 'analysis'));
    const budgetList = [
      ...budgets(runs, bundle, anchor),
      ...searchBudgets(search, searchLabel),
      ...(sizes.length === 2 ? scaleVerdicts(...(sizes as [SizedBuild, SizedBuild])) : []).map((v) => ({
        ...v,
        enforced: false,
      })),
    ];
    const forbiddenDetail = bundle.forbidden.flatMap((f) => [
      `- ${f.package} (${f.reason}) in ${f.file}:`,
      ...f.modules.slice(0, 5).map((m) => `  - ${m.replace(ROOT, '.')}`),
    ]);
    const text = [
      '# Bench',
      '',
      `${new Date().toISOString()}; ${seconds(performance.now() - started)} in all. Builds on ${base}; ` +
        `the machine is shared, so times are noisy (CPU time is the steadier figure).`,
      '',
      '## Builds',
      '',
      buildTable(runs),
      '',
      `Dataset generation (${count(products)} products): ${seconds(generateMs)}, not part of the build.`,
      '',
      "## Stages: time and peak RSS of the build's processes",
      '',
      stageTable(sizes),
      '',
      `## Anchor: Astro on the same ${count(products)}-product dataset`,
      '',
      anchor ? anchorTable(anchor) : 'No scale build to compare.',
      '',
      `## Site checks on the ${count(products)}-product site`,
      '',
      siteCheckTable(checks.results, checks.ms),
      '',
      '## Site search (brotli 11, gzip -9; Node query times)',
      '',
      searchTable(search, searchLabel),
      '',
      `The offline worker precaches this index at install, raw ${kb(search.raw)}, sent as ${kb(search.brotli)} brotli.`,
      '',
      phoneTable(phone.figures, phone.loadAverage),
      '',
      '## Client bundle (gzip -9, brotli 11)',
      '',
      bundleTable(bundle),
      '',
      firstLoadTable(bundle),
      '',
      sharesTable(bundle),
      '',
      `Module graph: ${bundle.analysedChunks} chunks checked for ${[...NODE_ONLY_PACKAGES, ...NOT_REACT].join(', ')}` +
        ' (anywhere) and flexsearch (first load).',
      ...(forbiddenDetail.length ? ['', ...forbiddenDetail] : []),
      ...bundle.builtinStubs.map(
        (stub) =>
          `Note: ${stub.file} holds a stub for a Node built-in (${stub.modules.join(', ')}): browser code, ` +
          'or a package it uses, imports one. Harmless when only probed for; worth a look.',
      ),
      '',
      '## Budgets',
      '',
      budgetTable(budgetList),
      '',
    ].join('\n');
    console.log(`\n${text}`);
    writeFileSync(join(reports, 'bench.md'), text);
    console.log(`written to reports/bench.md`);
    const failed = budgetList.filter((b) => b.enforced && !b.ok);
    if (failed.length > 0) {
      console.error(`\nbench FAILED: ${failed.map((b) => b.what).join('; ')}`);
      process.exitCode = 1;
    }
  } finally {
    if (!values.keep) {
      rmSync(scratch, { recursive: true, force: true });
      rmSync(astroDir, { recursive: true, force: true });
    }
  }
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(`bench failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  });
}
