import { describe, expect, it } from 'vitest';
import { PAINT_BUDGET, paintBudgetMisses } from './budgets.ts';

const within = { fcp: 850, lcp: 1100, speedIndex: 1400 };

describe('paintBudgetMisses', () => {
  it('passes pages within every budget, with and without scripts, the limits included', () => {
    expect(
      paintBudgetMisses([
        { name: 'home', median: within, withoutScripts: within },
        { name: 'post', median: { ...PAINT_BUDGET }, withoutScripts: { ...PAINT_BUDGET } },
      ]),
    ).toEqual([]);
  });

  it('names each page, variant and metric over its budget', () => {
    expect(
      paintBudgetMisses([
        { name: 'home', median: { ...within, lcp: 1310 }, withoutScripts: within },
        { name: 'post', median: within, withoutScripts: { fcp: 901, lcp: 1100, speedIndex: 1600 } },
      ]),
    ).toEqual([
      'home: LCP 1,310 ms > 1,200 ms',
      'post without scripts: FCP 901 ms > 900 ms',
      'post without scripts: Speed Index 1,600 ms > 1,500 ms',
    ]);
  });

  it('counts a figure that was not measured as a miss', () => {
    expect(
      paintBudgetMisses([
        { name: 'home', median: { ...within, speedIndex: Number.NaN }, withoutScripts: within },
      ]),
    ).toEqual(['home: Speed Index NaN ms > 1,500 ms']);
  });
});
