// Check 1, the build hash (DESIGN "Build hash", SPEC §5): every page's `<meta name="build-hash">`
// equals the `hash` of its page data, every route has its page-data file, and the whole site
// carries one hash. A page from another build would send visitors into a reload on navigation.
import { type PageScan, pageDataFileOf, type SiteScan, scanSite } from './site-scan.ts';
import type { CheckResult, Finding } from './types.ts';

/** The hash most pages carry: the one the others are reported against. */
function majorityHash(pages: Iterable<PageScan>): string | null {
  const counts = new Map<string, number>();
  for (const page of pages) {
    const value = page.buildHashes[0]?.value;
    if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  let best: string | null = null;
  let bestCount = 0;
  for (const [value, count] of counts) {
    if (count > bestCount) [best, bestCount] = [value, count];
  }
  return best;
}

export function checkBuildHash(dirOrScan: string | SiteScan): CheckResult {
  const started = performance.now();
  const site = typeof dirOrScan === 'string' ? scanSite(dirOrScan) : dirOrScan;
  const findings: Finding[] = [];
  const siteHash = majorityHash(site.pages.values());
  const hashes = new Set<string>();

  for (const page of site.pages.values()) {
    const [meta, ...extra] = page.buildHashes;
    if (!meta) {
      findings.push({ file: page.file, message: 'has no <meta name="build-hash">', rule: 'hash-missing' });
      continue;
    }
    hashes.add(meta.value);
    for (const other of extra) {
      findings.push({
        file: page.file,
        line: other.line,
        message: 'has a second <meta name="build-hash">',
        rule: 'hash-duplicate',
      });
    }
    if (!meta.value) {
      findings.push({ file: page.file, line: meta.line, message: 'build-hash is empty', rule: 'hash-empty' });
    } else if (meta.value !== siteHash) {
      findings.push({
        file: page.file,
        line: meta.line,
        message: `build-hash ${meta.value} differs from the site's ${siteHash} (a page from another build)`,
        rule: 'hash-mixed',
      });
    }
    if (page.hydration && !page.hydration.error && page.hydration.hash !== meta.value) {
      findings.push({
        file: page.file,
        line: page.hydration.line,
        message: `hydration data hash ${String(page.hydration.hash)} differs from the meta tag's ${meta.value}`,
        rule: 'hash-hydration',
      });
    }
    const sitePath = page.hydration?.site;
    if (page.hydration && !page.hydration.error && !site.files.has(String(sitePath).replace(/^\//, ''))) {
      findings.push({
        file: page.file,
        line: page.hydration.line,
        message: `hydration data names site data ${String(sitePath)}, which is not in the site`,
        rule: 'hydration-site',
      });
    }
    if (page.route === null) continue;

    const data = site.pageData.get(page.route);
    if (!data) {
      findings.push({
        file: page.file,
        message: `has no page data: ${pageDataFileOf(page.route)} is missing`,
        rule: 'data-missing',
      });
      continue;
    }
    if (data.error) continue; // reported once below, on the data file
    if (typeof data.hash !== 'string') {
      findings.push({ file: data.file, pointer: 'hash', message: 'has no string hash', rule: 'data-hash' });
    } else if (data.hash !== meta.value) {
      findings.push({
        file: data.file,
        pointer: 'hash',
        message: `hash ${data.hash} differs from ${page.file}'s build-hash ${meta.value}`,
        rule: 'data-hash',
      });
    }
    // The first render uses the inline copy, later navigations the file: they must be the same data.
    if (page.hydration && !page.hydration.error && page.hydration.digest !== data.digest) {
      findings.push({
        file: page.file,
        line: page.hydration.line,
        message: `hydration data differs from ${data.file}`,
        rule: 'hydration-data',
      });
    }
  }

  for (const data of site.pageData.values()) {
    if (data.error) {
      findings.push({ file: data.file, message: `is not valid JSON: ${data.error}`, rule: 'data-json' });
    }
    if (!site.pages.has(`${data.route.slice(1)}index.html`)) {
      findings.push({
        file: data.file,
        message: `belongs to no page: ${data.route.slice(1)}index.html is missing`,
        rule: 'data-orphan',
      });
    }
  }
  for (const page of site.pages.values()) {
    if (page.hydration?.error) {
      findings.push({
        file: page.file,
        line: page.hydration.line,
        message: `hydration data is not valid JSON: ${page.hydration.error}`,
        rule: 'hydration-json',
      });
    }
  }

  return {
    name: 'build hash',
    checked: site.pages.size + site.pageData.size,
    findings,
    notes: [
      `${site.pages.size} HTML files, ${site.pageData.size} page-data files, ` +
        `${hashes.size === 1 ? `one hash (${siteHash})` : `${hashes.size} different hashes`}`,
    ],
    ms: performance.now() - started,
  };
}
