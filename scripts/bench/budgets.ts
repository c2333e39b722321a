// The bench's budgets (DESIGN.md "Budgets"), each measured, with whether it fails the bench:
// sizes do, timings on a shared machine are only reported.
import type { Anchor } from './anchor-report.ts';
import type { BundleFindings } from './bundle-findings.ts';
import { type ChunkReport, ownShare } from './bundle-report.ts';
import type { SearchFigures } from './search-report.ts';
import { count, kb, markdownTable, mb, seconds } from './table.ts';
import type { BuildRun } from './timed-build.ts';

/** DESIGN.md "Budgets". */
export const BUDGET = {
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

export function verdict(ok: boolean): string {
  return ok ? '✓' : '✗';
}

export interface Budget {
  what: string;
  measured: string;
  budget: string;
  ok: boolean;
  /** Deterministic budgets fail the bench; timing ones on a shared machine are only reported. */
  enforced: boolean;
}

export function budgets(runs: readonly BuildRun[], bundle: BundleFindings, anchor: Anchor | null): Budget[] {
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
export function searchBudgets(search: SearchFigures, label: string): Budget[] {
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

export function budgetTable(list: readonly Budget[]): string {
  return markdownTable(
    ['budget (DESIGN.md)', 'measured', 'budget', 'result'],
    list.map((b) => [b.what, b.measured, b.budget, `${verdict(b.ok)}${b.enforced ? '' : ' (not enforced)'}`]),
  );
}
