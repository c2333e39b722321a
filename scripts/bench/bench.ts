// `npm run bench` (issue 3): the build at two sizes and the client bundle, against DESIGN.md's
// budgets. (1) the bundled dataset, (2) a generated dataset of 10,000 products, bundled again as
// `npm run build` does (timed-build.ts), (3) the anchor: Astro building the same pages from the
// same dataset, after ours (astro-anchor.ts, anchor-report.ts), (4) the bundle report
// (bundle-findings.ts). Each build runs in a child process on a RAM disk, with the RSS of its
// processes sampled from here. Prints tables, writes reports/bench.md, exits 1 when a bundle
// budget (budgets.ts) fails or a Node-only package reaches the browser. Time budgets are printed,
// not enforced: a shared machine makes them noisy.
//   --products N (10000)  --posts N (0: the bundled posts only)  --keep (leave the temp folders);
//   a size above 10,000 + 2,000 is built beside that reference, whose build the anchor and checks use
//   (scripts/bench/scale-builds.ts)
//   --no-astro (skip the anchor; the whole-build budget falls back to a recorded Astro figure)
import { existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { siteUrlFromEnv } from '../../prerender/build-settings.ts';
import { generateDataset } from '../dataset/content-generate.ts';
import { checkSite } from '../quality/check-site.ts';
import type { CheckResult } from '../quality/site-checks/types.ts';
import { anchorTable, ourWholeBuild } from './anchor-report.ts';
import { type AstroAnchorResult, htmlFigures, runAstroAnchor } from './astro-anchor.ts';
import { ASTRO_VERSION } from './astro-project.ts';
import { budgets, budgetTable, searchBudgets } from './budgets.ts';
import { bundleReport, bundleTable, firstLoadTable, sharesTable } from './bundle-findings.ts';
import { NODE_ONLY_PACKAGES, NOT_REACT } from './bundle-report.ts';
import { phoneCpuFigures } from './phone-cpu.ts';
import { phoneTable } from './phone-cpu-plan.ts';
import {
  isLargerThanReference,
  REFERENCE_SIZE,
  type SizedBuild,
  scaleVerdicts,
  sizeLabel,
  stageTable,
} from './scale-builds.ts';
import { searchFigures, searchTable } from './search-report.ts';
import { count, kb, markdownTable, seconds } from './table.ts';
import { type BuildRun, buildTable, timedBuild } from './timed-build.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

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

    const bundle = await bundleReport(ROOT, join(scratch, 'bundled'), workDir, join(scratch, 'analysis'));
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
