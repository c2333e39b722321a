import { describe, expect, it } from 'vitest';
import { progress, progressLine } from './progress.ts';

describe('progressLine', () => {
  it('says done of total, the share, the rate and the time left', () => {
    expect(progressLine('images', 1234, 2332, 68_555)).toBe('images 1,234 of 2,332 (52 %), 18/s, 1:01 left');
  });
  it('gives no rate before the first item', () => {
    expect(progressLine('pages', 0, 100, 500)).toBe('pages 0 of 100 (0 %)');
  });
  it('keeps a decimal for slow rates', () => {
    expect(progressLine('images', 3, 10, 2000)).toBe('images 3 of 10 (30 %), 1.5/s, 0:05 left');
  });
});

describe('progress', () => {
  it('in a log, prints a line at most every interval, and none for the finished stage', () => {
    let t = 0;
    const lines: string[] = [];
    const p = progress('images', 100, (l) => lines.push(l), { tty: false, everyMs: 5000, now: () => t });
    t = 1000;
    p.update(10);
    t = 5000;
    p.update(50);
    t = 7000;
    p.update(60);
    t = 10_000;
    p.update(100);
    p.end();
    expect(lines).toEqual(['  images 50 of 100 (50 %), 10/s, 0:05 left']);
  });
  it('on a terminal, rewrites one line and clears it at the end', () => {
    let t = 0;
    const written: string[] = [];
    const logged: string[] = [];
    const p = progress('pages', 10, (l) => logged.push(l), {
      tty: true,
      everyMs: 100,
      now: () => t,
      write: (s) => written.push(s),
    });
    t = 200;
    p.update(2);
    t = 400;
    p.update(4);
    p.end();
    expect(logged).toEqual([]);
    expect(written).toEqual([
      '\r  pages 2 of 10 (20 %), 10/s, 0:01 left\x1b[K',
      '\r  pages 4 of 10 (40 %), 10/s, 0:01 left\x1b[K',
      '\r\x1b[K',
    ]);
  });
});
