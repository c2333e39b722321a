import { describe, expect, it } from 'vitest';
import { otherBudgetMisses, PAINT_BUDGETS, paintBudgetMisses } from './budgets.ts';

const within = { fcp: 850, lcp: 1100, speedIndex: 1400 };
const h2 = PAINT_BUDGETS.h2;

describe('paintBudgetMisses', () => {
  it('passes pages within every budget, with and without scripts, the limits included', () => {
    expect(
      paintBudgetMisses(
        [
          { name: 'home', median: within, withoutScripts: within },
          { name: 'post', median: { ...h2 }, withoutScripts: { ...h2 } },
        ],
        h2,
      ),
    ).toEqual([]);
  });

  it('names each page, variant and metric over its budget', () => {
    expect(
      paintBudgetMisses(
        [
          { name: 'home', median: { ...within, lcp: 1310 }, withoutScripts: within },
          { name: 'post', median: within, withoutScripts: { fcp: 1001, lcp: 1100, speedIndex: 1600 } },
        ],
        h2,
      ),
    ).toEqual([
      'home: LCP 1,310 ms > 1,250 ms',
      'post without scripts: FCP 1,001 ms > 1,000 ms',
      'post without scripts: Speed Index 1,600 ms > 1,500 ms',
    ]);
  });

  it('over HTTP/1.1 gates FCP at 0.9 s and leaves LCP ungated', () => {
    expect(
      paintBudgetMisses(
        [{ name: 'home', median: { ...within, fcp: 950, lcp: 1900 }, withoutScripts: within }],
        PAINT_BUDGETS.h1,
      ),
    ).toEqual(['home: FCP 950 ms > 900 ms']);
  });

  it('says how many low-priority pictures ended before the paint of an LCP miss, and only of one', () => {
    expect(
      paintBudgetMisses(
        [
          {
            name: 'home',
            median: { ...within, lcp: 1357, picturesBeforePaint: 9 },
            withoutScripts: { ...within, fcp: 1050, picturesBeforePaint: 1 },
          },
          { name: 'post', median: { ...within, lcp: 1300, picturesBeforePaint: 0 }, withoutScripts: within },
          { name: 'news', median: within, withoutScripts: { ...within, lcp: 1260, picturesBeforePaint: 1 } },
        ],
        h2,
      ),
    ).toEqual([
      'home: LCP 1,357 ms > 1,250 ms; 9 low-priority pictures ended before the observed paint',
      'home without scripts: FCP 1,050 ms > 1,000 ms',
      'post: LCP 1,300 ms > 1,250 ms',
      'news without scripts: LCP 1,260 ms > 1,250 ms; 1 low-priority picture ended before the observed paint',
    ]);
  });

  it('counts a figure that was not measured as a miss', () => {
    expect(
      paintBudgetMisses(
        [{ name: 'home', median: { ...within, speedIndex: Number.NaN }, withoutScripts: within }],
        h2,
      ),
    ).toEqual(['home: Speed Index NaN ms > 1,500 ms']);
  });
});

describe('otherBudgetMisses', () => {
  const perfect = {
    performance: 100,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    cls: 0,
    tbt: 40,
    lcp: 1100,
  };
  const bare = { tbt: 20, lcp: 1000 };

  it('passes a page with every score 100, no shift, 30 ms of its own blocking and LCP 1.10 × the bare page', () => {
    expect(
      otherBudgetMisses([{ name: 'home', median: { ...perfect, tbt: 50 }, withoutScripts: bare }], 'h2'),
    ).toEqual([]);
  });

  it('names every score below 100, a shift, the scripts’ blocking time and the LCP ratio', () => {
    expect(
      otherBudgetMisses(
        [
          {
            name: 'home',
            median: { ...perfect, performance: 99, seo: 92, cls: 0.012, tbt: 61, lcp: 1111 },
            withoutScripts: bare,
          },
        ],
        'h2',
      ),
    ).toEqual([
      'home: Performance 99 < 100',
      'home: SEO 92 < 100',
      'home: CLS 0.012 > 0.000',
      'home: TBT of its scripts 41 ms > 30 ms',
      'home: LCP 1.11 × the page without scripts > 1.10 ×',
    ]);
  });

  it('leaves the LCP ratio ungated over HTTP/1.1', () => {
    expect(
      otherBudgetMisses([{ name: 'home', median: { ...perfect, lcp: 1500 }, withoutScripts: bare }], 'h1'),
    ).toEqual([]);
  });
});
