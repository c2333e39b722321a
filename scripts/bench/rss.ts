// Memory and CPU of a running child process, read from /proc every 50 ms (Linux; elsewhere 0):
// scripts/bench/bench.ts samples its builds with these, the Astro anchor its `astro build`.
import { readdirSync, readFileSync } from 'node:fs';

const INTERVAL_MS = 50;
/** Linux reports CPU times in clock ticks of 1/100 s (USER_HZ) on every common architecture. */
const TICKS_PER_SECOND = 100;

/** VmRSS of a /proc/<pid>/status text, in bytes. */
export function parseVmRss(status: string): number {
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
}

/**
 * CPU time in ms of a /proc/<pid>/stat text: the process's own user and system time, and with
 * `reaped` that of its children that have ended and been waited for.
 */
export function parseCpuMs(stat: string, reaped = false): number {
  // The command name, in parentheses, may hold spaces: the fields are counted after it.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const at = (field: number) => Number(fields[field - 3] ?? 0);
  const ticks = at(14) + at(15) + (reaped ? at(16) + at(17) : 0);
  return (ticks / TICKS_PER_SECOND) * 1000;
}

const read = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    // The process has ended, or there is no /proc.
    return '';
  }
};

/** A process and every process below it, from /proc/<pid>/task/<tid>/children. */
export function processTree(pid: number): number[] {
  const found = [pid];
  for (let i = 0; i < found.length; i++) {
    let tasks: string[] = [];
    try {
      tasks = readdirSync(`/proc/${found[i]}/task`);
    } catch {
      continue;
    }
    for (const tid of tasks) {
      for (const child of read(`/proc/${found[i]}/task/${tid}/children`).split(' ')) {
        if (child.trim()) found.push(Number(child));
      }
    }
  }
  return found;
}

export interface TreeSample {
  /** The highest sum of VmRSS over the process and all its descendants at one sample. */
  peakRss: number;
  /** The most processes seen at once. */
  peakProcesses: number;
  /** User and system CPU time of the tree at the last sample (up to 50 ms before it ended). */
  cpuMs: number;
}

/**
 * Peak resident memory of a process with its children, summed at each sample, and its CPU time;
 * `onSample` sees each sum (the bench splits them by build stage).
 */
export function sampleProcessTree(pid: number, onSample?: (rss: number) => void): () => TreeSample {
  const sample: TreeSample = { peakRss: 0, peakProcesses: 0, cpuMs: 0 };
  const timer = setInterval(() => {
    const tree = processTree(pid);
    let rss = 0;
    let cpu = 0;
    let alive = 0;
    tree.forEach((p, i) => {
      const status = read(`/proc/${p}/status`);
      if (!status) return;
      alive++;
      rss += parseVmRss(status);
      // The root also counts what its ended children used; a live child counts its own.
      cpu += parseCpuMs(read(`/proc/${p}/stat`), i === 0);
    });
    if (alive === 0) return;
    onSample?.(rss);
    sample.peakRss = Math.max(sample.peakRss, rss);
    sample.peakProcesses = Math.max(sample.peakProcesses, alive);
    sample.cpuMs = Math.max(sample.cpuMs, cpu);
  }, INTERVAL_MS);
  return () => {
    clearInterval(timer);
    return { ...sample };
  };
}
