// The paint budgets `npm run lighthouse` enforces (DESIGN.md "Budgets": FCP at most 0.9 s, LCP at
// most 1.2 s, Speed Index at most 1.5 s on every template, with and without scripts). A page that
// misses one makes the script exit non-zero, so the figure is checked, not just printed.
import type { RunSummary } from './summary.ts';

export const PAINT_BUDGET = { fcp: 900, lcp: 1200, speedIndex: 1500 } as const;

const LABELS: Record<keyof typeof PAINT_BUDGET, string> = {
  fcp: 'FCP',
  lcp: 'LCP',
  speedIndex: 'Speed Index',
};

type PaintFigures = Pick<RunSummary, keyof typeof PAINT_BUDGET> &
  Partial<Pick<RunSummary, 'picturesBeforePaint'>>;

export interface PageMedians {
  name: string;
  /** The page as built. */
  median: PaintFigures;
  /** The same page with every script removed. */
  withoutScripts: PaintFigures;
}

/**
 * One line per budget a page misses, e.g. `home without scripts: LCP 1,310 ms > 1,200 ms`; an LCP
 * miss says how many low-priority pictures finished before the observed paint, which Lighthouse
 * counts on the path to it (`RunSummary.picturesBeforePaint`).
 */
export function paintBudgetMisses(pages: readonly PageMedians[]): string[] {
  const misses: string[] = [];
  for (const page of pages) {
    for (const [variant, figures] of [
      ['', page.median],
      [' without scripts', page.withoutScripts],
    ] as const) {
      for (const key of Object.keys(PAINT_BUDGET) as (keyof typeof PAINT_BUDGET)[]) {
        const value = figures[key];
        // A missing figure (NaN) is a miss too: a budget that was not measured was not met.
        if (!(value <= PAINT_BUDGET[key])) {
          const pictures = figures.picturesBeforePaint;
          const why =
            key === 'lcp' && pictures
              ? `; ${pictures} low-priority ${pictures === 1 ? 'picture' : 'pictures'} ended before the observed paint`
              : '';
          misses.push(
            `${page.name}${variant}: ${LABELS[key]} ${Math.round(value).toLocaleString('en-GB')} ms > ${PAINT_BUDGET[key].toLocaleString('en-GB')} ms${why}`,
          );
        }
      }
    }
  }
  return misses;
}
