import { describe, expect, it } from 'vitest';
import { isLargerThanReference, scaleVerdicts, stagePeaks, stageTable } from './scale-builds.ts';

const MB = 1024 * 1024;
/** A time in seconds and a size in MB. */
type Pair = [seconds: number, mb: number];

describe('stagePeaks', () => {
  it('gives each stage the highest sample while it ran, from its start', () => {
    const tracker = stagePeaks();
    tracker.sample(100 * MB);
    tracker.sample(300 * MB);
    tracker.line('✓ content      2.40 s    648 MB resident');
    tracker.line('content: dataset x.ndjson, 12 documents');
    tracker.sample(200 * MB);
    tracker.sample(250 * MB);
    tracker.line('✓ model        1.10 s    700 MB resident');
    // No sample while it ran: the size the process had when it began.
    tracker.line('✓ search       0.00 s    700 MB resident');
    expect(tracker.stages()).toEqual([
      { name: 'content', ms: 2400, peakRss: 300 * MB },
      // It began where content ended.
      { name: 'model', ms: 1100, peakRss: 300 * MB },
      { name: 'search', ms: 0, peakRss: 250 * MB },
    ]);
  });
});

describe('the two sizes', () => {
  /** A build of `routes` pages whose one stage is content: times in seconds, sizes in MB. */
  const build = (label: string, routes: number, [seconds, mb]: Pair, [contentSeconds, contentMb]: Pair) => ({
    label,
    routes,
    wallMs: seconds * 1000,
    peakRss: mb * MB,
    stages: [{ name: 'content', ms: contentSeconds * 1000, peakRss: contentMb * MB }],
  });
  // As the table reads them: the whole build's time and peak, then its content stage's.
  const small = build('12k', 1000, [10, 500], [1, 400]);
  const large = build('105k', 9000, [120, 1900], [9, 1500]);

  it('tables each stage of both builds with the ratio of their times', () => {
    const table = stageTable([small, large]);
    expect(table).toMatch(/\| content +\| +1\.00 s \| +400 MB \| +9\.00 s \| +1500 MB \| +9\.0 × \|/);
    expect(table).toMatch(/\| whole build +\| +10\.00 s \| +500 MB \| +120\.00 s \| +1900 MB \| +12\.0 × \|/);
  });

  it('holds the large build to 2 GB and 10 times the reference', () => {
    expect(scaleVerdicts(small, large).map((v) => v.ok)).toEqual([true, false]);
    expect(isLargerThanReference({ products: 100_000, posts: 5_000 })).toBe(true);
    expect(isLargerThanReference({ products: 10_000, posts: 2_000 })).toBe(false);
  });
});
