// The figures the Lighthouse report keeps from each run, and the median of several runs.
// Simulated throttling still varies from run to run, the more so on a shared machine.
import { median } from '../../bench/bundle-report.ts';

/** The parts of a Lighthouse result read here (the full type is huge and mostly irrelevant). */
export interface LighthouseResult {
  categories: Record<string, LighthouseCategory | undefined>;
  audits: Record<string, LighthouseAudit | undefined>;
  runtimeError?: { code: string; message: string };
}

interface LighthouseCategory {
  score: number | null;
  auditRefs?: { id: string; weight: number }[];
}

interface LighthouseAudit {
  score?: number | null;
  numericValue?: number;
  details?: { items?: AuditItem[]; debugData?: { networkStartTimeTs?: number } };
}

/** A row of an audit's table: resource-summary's, network-requests' or metrics' fields. */
interface AuditItem {
  resourceType?: string;
  transferSize?: number;
  url?: string;
  priority?: string;
  networkEndTime?: number;
  observedTimeOriginTs?: number;
  observedLargestContentfulPaint?: number;
}

/** Categories whose failing audits are listed (performance's are its metrics, in the table). */
const LISTED_CATEGORIES = ['accessibility', 'best-practices', 'seo'];

export interface RunSummary {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
  /** Bytes transferred for the whole page load. */
  bytes: number;
  /** Bytes of JavaScript transferred. */
  jsBytes: number;
  /**
   * Low-priority pictures (lazy ones, the logo) that finished before the observed largest paint.
   * Lighthouse's pessimistic LCP estimate starts each of them beside the largest picture and
   * shares the bandwidth between them, so on a loopback server, where some of them finish in the
   * moments before the first frame is shown, they decide a page's LCP (docs/quality.md).
   */
  picturesBeforePaint: number;
}

/** The audits that cost points in accessibility, best practices or SEO: `category: audit-id`. */
export function failingAudits(lhr: LighthouseResult): string[] {
  return LISTED_CATEGORIES.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .filter((ref) => {
        const score = lhr.audits[ref.id]?.score;
        return typeof score === 'number' && score < 1;
      })
      .map((ref) => `${category}: ${ref.id}`),
  );
}

const score = (lhr: LighthouseResult, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const value = (lhr: LighthouseResult, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

export function summarise(lhr: LighthouseResult): RunSummary {
  const resources = lhr.audits['resource-summary']?.details?.items ?? [];
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    fcp: value(lhr, 'first-contentful-paint'),
    lcp: value(lhr, 'largest-contentful-paint'),
    tbt: value(lhr, 'total-blocking-time'),
    cls: value(lhr, 'cumulative-layout-shift'),
    speedIndex: value(lhr, 'speed-index'),
    bytes: value(lhr, 'total-byte-weight'),
    jsBytes: resources.find((r) => r.resourceType === 'script')?.transferSize ?? 0,
    picturesBeforePaint: picturesBeforePaint(lhr),
  };
}

function picturesBeforePaint(lhr: LighthouseResult): number {
  const metrics = lhr.audits.metrics?.details?.items?.[0];
  const network = lhr.audits['network-requests']?.details;
  const networkStart = network?.debugData?.networkStartTimeTs;
  const { observedTimeOriginTs: origin, observedLargestContentfulPaint: paint } = metrics ?? {};
  if (origin === undefined || paint === undefined || networkStart === undefined) return Number.NaN;
  // The requests' times count from the first request, the paint's from the navigation.
  const offset = (networkStart - origin) / 1000;
  return (network?.items ?? []).filter(
    (r) =>
      r.resourceType === 'Image' &&
      (r.priority === 'Low' || r.priority === 'VeryLow') &&
      !r.url?.startsWith('data:') &&
      r.networkEndTime !== undefined &&
      r.networkEndTime + offset <= paint,
  ).length;
}

/** The median of each figure on its own (the runs' medians need not come from one run). */
export function medianSummary(runs: readonly RunSummary[]): RunSummary {
  const keys = Object.keys(runs[0] ?? {}) as (keyof RunSummary)[];
  return Object.fromEntries(
    keys.map((key) => [key, median(runs.map((r) => r[key]))]),
  ) as unknown as RunSummary;
}

/**
 * A page kept out of search engines on purpose (`noindex`: the search results page) fails
 * Lighthouse's `is-crawlable` by design. Its SEO score is counted without that audit (the weighted
 * mean of the others, as Lighthouse weighs them), and the audit must still fail: one that passes
 * means the page lost its noindex.
 */
export function excusingNoindex(lhr: LighthouseResult, url: string): LighthouseResult {
  if (lhr.audits['is-crawlable']?.score !== 0)
    throw new Error(`${url} should be noindex, but Lighthouse found it crawlable`);
  const seo = lhr.categories.seo;
  const refs = (seo?.auditRefs ?? []).filter((ref) => ref.id !== 'is-crawlable');
  let weighted = 0;
  let weights = 0;
  for (const ref of refs) {
    const audit = lhr.audits[ref.id]?.score;
    if (typeof audit !== 'number' || ref.weight === 0) continue;
    weighted += audit * ref.weight;
    weights += ref.weight;
  }
  return {
    ...lhr,
    categories: { ...lhr.categories, seo: { score: weights ? weighted / weights : null, auditRefs: refs } },
  };
}
