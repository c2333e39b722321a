// The report's table of pages: one row a page, its medians with and without scripts, and the
// two budgets that compare them marked ✓ or ✗.
import { count, kb, markdownTable } from '../../bench/table.ts';
import { LCP_RATIO_BUDGET, lcpRatio, SCRIPT_TBT_BUDGET, scriptTbt } from './budgets.ts';
import type { RunSummary } from './summary.ts';

export interface PageResult {
  name: string;
  path: string;
  median: RunSummary;
  runs: RunSummary[];
  withoutScripts: RunSummary;
  /** Audits that cost points in any run. */
  failing: string[];
}

export const ms = (value: number) => `${count(value)} ms`;
const within = (value: number, budget: number) => (value <= budget ? '✓' : '✗');

/** Each column's heading and its cell for a page, in the table's order. */
const COLUMNS: ReadonlyArray<readonly [heading: string, cell: (r: PageResult) => string]> = [
  ['page', (r) => r.name],
  ['Perf', (r) => String(r.median.performance)],
  ['A11y', (r) => String(r.median.accessibility)],
  ['BP', (r) => String(r.median.bestPractices)],
  ['SEO', (r) => String(r.median.seo)],
  ['FCP', (r) => ms(r.median.fcp)],
  ['LCP', (r) => ms(r.median.lcp)],
  ['TBT', (r) => ms(r.median.tbt)],
  ['TBT no JS', (r) => ms(r.withoutScripts.tbt)],
  ['TBT of JS', (r) => `${ms(scriptTbt(r))} ${within(scriptTbt(r), SCRIPT_TBT_BUDGET)}`],
  ['CLS', (r) => r.median.cls.toFixed(3)],
  ['SI', (r) => ms(r.median.speedIndex)],
  ['bytes', (r) => kb(r.median.bytes)],
  ['JS bytes', (r) => kb(r.median.jsBytes)],
  ['FCP no JS', (r) => ms(r.withoutScripts.fcp)],
  ['LCP no JS', (r) => ms(r.withoutScripts.lcp)],
  ['SI no JS', (r) => ms(r.withoutScripts.speedIndex)],
  ['LCP ratio', (r) => `${lcpRatio(r).toFixed(2)} ${within(lcpRatio(r), LCP_RATIO_BUDGET)}`],
];

export function pagesTable(results: readonly PageResult[]): string {
  return markdownTable(
    COLUMNS.map(([heading]) => heading),
    results.map((r) => COLUMNS.map(([, cell]) => cell(r))),
  );
}
