// One timed build for `npm run bench`, in a process of its own so its peak memory is its own:
// scripts/bench/bench.ts forks this with the options as JSON and receives the result over IPC.
import { buildSite } from '../../prerender/build-site.ts';

export interface RunBuildOptions {
  root: string;
  outDir: string;
  workDir: string;
  reuseBundles: boolean;
  env: Record<string, string>;
}

export interface RunBuildMessage {
  type: 'log' | 'done' | 'failed';
  line?: string;
  result?: Awaited<ReturnType<typeof buildSite>>;
  wallMs?: number;
  cpuMs?: number;
  /** process.resourceUsage().maxRSS, in bytes. */
  maxRssBytes?: number;
  error?: string;
}

const send = (message: RunBuildMessage) =>
  new Promise<void>((resolve) => {
    if (process.send) process.send(message, () => resolve());
    else resolve();
  });

if (import.meta.main) {
  const options = JSON.parse(process.argv[2] ?? '{}') as RunBuildOptions;
  const started = performance.now();
  const cpu = process.cpuUsage();
  try {
    const result = await buildSite({
      root: options.root,
      outDir: options.outDir,
      workDir: options.workDir,
      reuseBundles: options.reuseBundles,
      env: { ...process.env, ...options.env },
      log: (line) => void send({ type: 'log', line }),
    });
    const used = process.cpuUsage(cpu);
    await send({
      type: 'done',
      result,
      wallMs: performance.now() - started,
      cpuMs: (used.user + used.system) / 1000,
      // maxRSS is in kilobytes.
      maxRssBytes: process.resourceUsage().maxRSS * 1024,
    });
  } catch (error) {
    await send({ type: 'failed', error: error instanceof Error ? error.message : String(error) });
    process.exitCode = 1;
  }
  process.disconnect?.();
}
