import { describe, expect, it } from 'vitest';
import { failingAudits, type LighthouseResult, medianSummary, summarise } from './summary.ts';

function result(lcp: number, performance: number): LighthouseResult {
  return {
    categories: {
      performance: { score: performance },
      accessibility: { score: 1 },
      'best-practices': { score: 0.96 },
      seo: { score: null },
    },
    audits: {
      'first-contentful-paint': { numericValue: 800 },
      'largest-contentful-paint': { numericValue: lcp },
      'total-blocking-time': { numericValue: 0 },
      'cumulative-layout-shift': { numericValue: 0.001 },
      'speed-index': { numericValue: 900 },
      'total-byte-weight': { numericValue: 120_000 },
      'resource-summary': {
        details: {
          items: [
            { resourceType: 'total', transferSize: 120_000 },
            { resourceType: 'script', transferSize: 40_000 },
          ],
        },
      },
    },
  };
}

describe('summarise', () => {
  it('reads the category scores, the metrics and the script bytes', () => {
    expect(summarise(result(1200, 0.99))).toEqual({
      performance: 99,
      accessibility: 100,
      bestPractices: 96,
      seo: 0,
      fcp: 800,
      lcp: 1200,
      tbt: 0,
      cls: 0.001,
      speedIndex: 900,
      bytes: 120_000,
      jsBytes: 40_000,
    });
  });
});

describe('medianSummary', () => {
  it('takes the median of each figure across runs', () => {
    const runs = [result(1500, 0.9), result(1000, 1), result(1200, 0.95)].map(summarise);
    const m = medianSummary(runs);
    expect([m.lcp, m.performance, m.fcp]).toEqual([1200, 95, 800]);
  });
});

describe('failingAudits', () => {
  it('lists the weighted audits below full marks in accessibility, best practices and SEO', () => {
    const lhr = result(1000, 1);
    lhr.categories.accessibility = {
      score: 0.96,
      auditRefs: [
        { id: 'color-contrast', weight: 7 },
        { id: 'image-alt', weight: 10 },
        { id: 'aria-allowed-role', weight: 0 },
      ],
    };
    lhr.categories.performance = { score: 0.5, auditRefs: [{ id: 'largest-contentful-paint', weight: 25 }] };
    lhr.audits['color-contrast'] = { score: 0 };
    lhr.audits['image-alt'] = { score: 1 };
    lhr.audits['aria-allowed-role'] = { score: 0 };
    lhr.audits['largest-contentful-paint'] = { score: 0.2 };
    expect(failingAudits(lhr)).toEqual(['accessibility: color-contrast']);
  });
});
