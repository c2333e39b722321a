import { describe, expect, it } from 'vitest';
import { parseCpuMs, parseVmRss, processTree } from './rss.ts';

describe('/proc parsing', () => {
  it('reads VmRSS in bytes', () => {
    expect(parseVmRss('Name:\tnode\nVmHWM:\t  900 kB\nVmRSS:\t  512 kB\n')).toBe(512 * 1024);
    expect(parseVmRss('')).toBe(0);
  });

  it('reads user and system time after a command name with spaces, and the reaped children on asking', () => {
    // Fields 14-17: utime, stime, cutime, cstime, in ticks of 1/100 s.
    const stat = '42 (node (astro) x) S 1 42 42 0 -1 4194560 100 0 0 0 250 50 30 20 20 0 11';
    expect(parseCpuMs(stat)).toBe(3000);
    expect(parseCpuMs(stat, true)).toBe(3500);
  });

  it('lists this process first in its own tree', () => {
    expect(processTree(process.pid)[0]).toBe(process.pid);
  });
});
