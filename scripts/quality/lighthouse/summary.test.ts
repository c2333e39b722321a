import { describe, expect, it } from 'vitest';
import {
  excusingNoindex,
  failingAudits,
  type LighthouseResult,
  medianSummary,
  summarise,
} from './summary.ts';

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
      // The paint at 155 ms after the navigation; the requests count from 1.4 ms after it.
      metrics: {
        details: { items: [{ observedTimeOriginTs: 5_000_000, observedLargestContentfulPaint: 155 }] },
      },
      'network-requests': {
        details: {
          debugData: { networkStartTimeTs: 5_001_400 },
          items: [
            { url: 'http://x/', resourceType: 'Document', priority: 'VeryHigh', networkEndTime: 17 },
            { url: 'http://x/hero.avif', resourceType: 'Image', priority: 'High', networkEndTime: 60 },
            { url: 'http://x/logo.avif', resourceType: 'Image', priority: 'Low', networkEndTime: 61 },
            { url: 'http://x/card.webp', resourceType: 'Image', priority: 'Low', networkEndTime: 153.5 },
            { url: 'http://x/late.webp', resourceType: 'Image', priority: 'Low', networkEndTime: 153.7 },
            { url: 'http://x/far.webp', resourceType: 'Image', priority: 'VeryLow', networkEndTime: 90 },
            { url: 'data:image/svg+xml,x', resourceType: 'Image', priority: 'Low', networkEndTime: 40 },
            { url: 'http://x/app.js', resourceType: 'Script', priority: 'Low', networkEndTime: 50 },
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
      // logo, card (153.5 + 1.4, just before the paint) and far; not the hero, the data: URI or late.
      picturesBeforePaint: 3,
    });
  });

  it('counts no pictures when the result lacks the times to compare', () => {
    const lhr = result(1200, 1);
    delete lhr.audits.metrics;
    expect(summarise(lhr).picturesBeforePaint).toBeNaN();
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

describe('excusingNoindex', () => {
  const lhr = (crawlable: number): LighthouseResult => ({
    categories: {
      seo: {
        score: 0.69,
        auditRefs: [
          { id: 'is-crawlable', weight: 4.6 },
          { id: 'document-title', weight: 1 },
          { id: 'meta-description', weight: 1 },
          { id: 'manual-check', weight: 0 },
        ],
      },
    },
    audits: {
      'is-crawlable': { score: crawlable },
      'document-title': { score: 1 },
      'meta-description': { score: 0 },
      'manual-check': { score: null },
    },
  });

  it('counts a noindex page’s SEO without is-crawlable, as Lighthouse weighs the rest', () => {
    const excused = excusingNoindex(lhr(0), '/search/');
    expect(excused.categories.seo?.score).toBe(0.5);
    expect(excused.categories.seo?.auditRefs?.map((ref) => ref.id)).not.toContain('is-crawlable');
  });

  it('fails a page that should be noindex but is crawlable', () => {
    expect(() => excusingNoindex(lhr(1), '/search/')).toThrow(/should be noindex/);
  });
});
