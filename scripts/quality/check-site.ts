// `npm run test:site [-- dir]`: checks that walk the whole built site (docs/quality.md): build
// hash, links and references, search engines and sharing (with Google's rich-result rules), HTML
// validity (html-validate and the W3C Nu Html Checker, which needs Java). Prints a report per
// check and exits 1 on any problem.
//   node scripts/quality/check-site.ts [dir]   the site folder: dir, else OUT_DIR, else dist
//   --sample N        validate the HTML of only N pages per template (huge generated sites)
//   --site-url URL    the SITE_URL the site was built with (default: SITE_URL, else the build's default)
//   --workers N       html-validate worker threads (default: one per core)
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { ConfigData } from 'html-validate';
import { siteUrlFromEnv } from '../../prerender/build-settings.ts';
import { checkBuildHash } from './site-checks/build-hash.ts';
import { checkFirstFlight } from './site-checks/first-flight.ts';
import { checkGoogleRules } from './site-checks/google-rules.ts';
import { checkHtmlValidity } from './site-checks/html-validation.ts';
import { checkLinks } from './site-checks/links.ts';
import { checkNuHtml } from './site-checks/nu-checker.ts';
import { formatReport } from './site-checks/report.ts';
import { samplePages } from './site-checks/sample.ts';
import { checkSeo } from './site-checks/seo.ts';
import { scanSite } from './site-checks/site-scan.ts';
import type { CheckResult } from './site-checks/types.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export async function checkSite(options: {
  dir: string;
  siteUrl: string;
  sample?: number;
  workers?: number;
}): Promise<{ results: CheckResult[]; ms: number }> {
  const started = performance.now();
  const scanStarted = performance.now();
  const site = scanSite(options.dir);
  const scanMs = performance.now() - scanStarted;
  const results = [
    checkBuildHash(site),
    checkLinks(site, { siteUrl: options.siteUrl }),
    checkSeo(site, { siteUrl: options.siteUrl }),
    await checkGoogleRules(site),
    await checkFirstFlight(site),
  ];
  // The shared scan is paid once; show it on the first check so the figures add up.
  if (results[0]) results[0].notes.push(`(reading and scanning the site: ${(scanMs / 1000).toFixed(2)} s)`);

  const pages = [...site.pages.keys()];
  const files = options.sample ? samplePages(site, options.sample) : pages;
  const config = JSON.parse(readFileSync(join(ROOT, '.htmlvalidate.json'), 'utf8')) as ConfigData;
  results.push(
    await checkHtmlValidity(options.dir, files, {
      config,
      ...(options.workers === undefined ? {} : { workers: options.workers }),
      ...(options.sample
        ? { sampled: `sample: up to ${options.sample} per template of ${pages.length}` }
        : {}),
    }),
    await checkNuHtml(options.dir, files),
  );
  return { results, ms: performance.now() - started };
}

if (import.meta.main) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      sample: { type: 'string' },
      'site-url': { type: 'string' },
      workers: { type: 'string' },
    },
  });
  const dir = resolve(positionals[0] ?? (process.env.OUT_DIR || 'dist'));
  const siteUrl = values['site-url'] ?? siteUrlFromEnv(process.env);
  console.log(`checking ${dir} (SITE_URL ${siteUrl})\n`);
  try {
    const { results, ms } = await checkSite({
      dir,
      siteUrl,
      ...(values.sample ? { sample: Number(values.sample) } : {}),
      ...(values.workers ? { workers: Number(values.workers) } : {}),
    });
    console.log(formatReport(results, ms));
    if (results.some((r) => r.findings.length > 0)) process.exitCode = 1;
  } catch (error) {
    console.error(`site checks could not run: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
