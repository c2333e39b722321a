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

  it('says how many low-priority pictures ended before the paint of an LCP miss, and only of one', () => {
    expect(
      paintBudgetMisses([
        {
          name: 'home',
          median: { ...within, lcp: 1357, picturesBeforePaint: 9 },
          withoutScripts: { ...within, fcp: 950, picturesBeforePaint: 1 },
        },
        { name: 'post', median: { ...within, lcp: 1250, picturesBeforePaint: 0 }, withoutScripts: within },
        { name: 'news', median: within, withoutScripts: { ...within, lcp: 1210, picturesBeforePaint: 1 } },
      ]),
    ).toEqual([
      'home: LCP 1,357 ms > 1,200 ms; 9 low-priority pictures ended before the observed paint',
      'home without scripts: FCP 950 ms > 900 ms',
      'post: LCP 1,250 ms > 1,200 ms',
      'news without scripts: LCP 1,210 ms > 1,200 ms; 1 low-priority picture ended before the observed paint',
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
