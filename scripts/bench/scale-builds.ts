// The bench's builds at two sizes (DESIGN.md "Budgets", issue 39): each stage's time and peak
// memory, and how the whole build grows from the 12k reference to a catalogue of 100,000
// machines. The build logs a line as each stage ends ("✓ content   2.40 s …"); the RSS samples of
// its processes between two such lines are that stage's.
import { count, markdownTable, mb, seconds } from './table.ts';

/** The 12k site every size is compared with: 10,000 products + 2,000 posts (12,976 routes). */
export const REFERENCE_SIZE = { products: 10_000, posts: 2_000 };

/** DESIGN.md: 105,000 pages within 2 GB and 10 × the 12k time. */
export const SCALE_BUDGET = { peakRssBytes: 2 * 1024 * 1024 * 1024, timeRatio: 10 };

export interface DatasetSize {
  products: number;
  posts: number;
}

/** A size above the reference is measured beside it, so the two share the machine's load. */
export function isLargerThanReference(size: DatasetSize): boolean {
  return size.products + size.posts > REFERENCE_SIZE.products + REFERENCE_SIZE.posts;
}

export const sizeLabel = (size: DatasetSize) =>
  `${count(size.products)} products + ${count(size.posts)} posts`;

export interface StageFigure {
  name: string;
  ms: number;
  /** The highest RSS of the build's processes summed, sampled while the stage ran. */
  peakRss: number;
}

const STAGE_LINE = /^✓ (\S+)\s+([\d.]+) s/;

/** Splits a build's RSS samples by its stage lines. */
export function stagePeaks() {
  const stages: StageFigure[] = [];
  let last = 0;
  let peak = 0;
  return {
    sample(rss: number) {
      last = rss;
      peak = Math.max(peak, rss);
    },
    line(line: string) {
      const match = STAGE_LINE.exec(line.trim());
      if (!match) return;
      stages.push({ name: match[1] as string, ms: Number(match[2]) * 1000, peakRss: peak });
      // A stage too short for a sample of its own is as large as the process when it began.
      peak = last;
    },
    stages: () => [...stages],
  };
}

export interface SizedBuild {
  label: string;
  routes: number;
  wallMs: number;
  peakRss: number;
  stages: StageFigure[];
}

/** Stage by stage, each build's time and peak memory; with two builds, their ratio. */
export function stageTable(builds: readonly SizedBuild[]): string {
  const names = [...new Set(builds.flatMap((b) => b.stages.map((s) => s.name)))];
  const pair = builds.length === 2 ? (builds as [SizedBuild, SizedBuild]) : null;
  const ratio = (a: number, b: number) => (a > 0 ? `${(b / a).toFixed(1)} ×` : '');
  const header = [
    'stage',
    ...builds.flatMap((b) => [`${b.label}: time`, 'peak RSS']),
    ...(pair ? ['time ratio'] : []),
  ];
  const rows = names.map((name) => {
    const of = (b: SizedBuild) => b.stages.find((s) => s.name === name);
    return [
      name,
      ...builds.flatMap((b) => {
        const stage = of(b);
        return stage ? [seconds(stage.ms), mb(stage.peakRss)] : ['', ''];
      }),
      ...(pair ? [ratio(of(pair[0])?.ms ?? 0, of(pair[1])?.ms ?? 0)] : []),
    ];
  });
  rows.push([
    'whole build',
    ...builds.flatMap((b) => [seconds(b.wallMs), mb(b.peakRss)]),
    ...(pair ? [ratio(pair[0].wallMs, pair[1].wallMs)] : []),
  ]);
  rows.push([
    'pages/s, whole build',
    ...builds.flatMap((b) => [count((b.routes / b.wallMs) * 1000), '']),
    ...(pair ? [ratio(pair[0].routes, pair[1].routes)] : []),
  ]);
  return markdownTable(header, rows);
}

export interface ScaleVerdict {
  what: string;
  measured: string;
  budget: string;
  ok: boolean;
}

/** The large build against the 2 GB ceiling and 10 × the reference's whole-build time. */
export function scaleVerdicts(reference: SizedBuild, large: SizedBuild): ScaleVerdict[] {
  const timeRatio = large.wallMs / reference.wallMs;
  return [
    {
      what: `peak RSS, ${large.label}`,
      measured: mb(large.peakRss),
      budget: `≤ ${mb(SCALE_BUDGET.peakRssBytes)}`,
      ok: large.peakRss <= SCALE_BUDGET.peakRssBytes,
    },
    {
      what: `whole build, ${large.label} against ${reference.label}`,
      measured: `${timeRatio.toFixed(1)} × (${count(large.routes)} / ${count(reference.routes)} routes: ${(large.routes / reference.routes).toFixed(1)} ×)`,
      budget: `≤ ${SCALE_BUDGET.timeRatio} ×`,
      ok: timeRatio <= SCALE_BUDGET.timeRatio,
    },
  ];
}
