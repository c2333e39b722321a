// The build's three Vite bundles (client, server, offline worker), made in a child process of their
// own: Vite and Rolldown take the build process to about 690 MB, and V8 keeps that heap committed
// after the bundling is done; a child gives it all back when it exits, before the prerender's
// threads start (docs/architecture.md "Build"). `node prerender/bundles.ts ROOT WORKDIR` runs it.
import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const SERVICE_WORKER_FILE = 'sw.js';

/** Where the bundles go under the work folder. */
export function bundleFolders(workDir: string) {
  return {
    client: join(workDir, 'client'),
    server: join(workDir, 'server'),
    serviceWorker: join(workDir, 'service-worker'),
  };
}

/** True when a build may reuse bundles already made (the bench's second build). */
export function bundlesExist(workDir: string): boolean {
  const dirs = bundleFolders(workDir);
  return (
    existsSync(join(dirs.server, 'entry-server.js')) &&
    existsSync(join(dirs.client, '.vite/manifest.json')) &&
    existsSync(join(dirs.serviceWorker, SERVICE_WORKER_FILE))
  );
}

/** Each bundle's time, as the child measured it. */
export type BundleTimes = { client: number; server: number; serviceWorker: number };

/** Runs the three Vite builds in a child process; resolves with their times in ms. */
export function buildBundles(root: string, workDir: string): Promise<BundleTimes> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), [root, workDir], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let times: BundleTimes | undefined;
    let failure: string | undefined;
    child.on('message', (message: { times?: BundleTimes; error?: string }) => {
      times = message.times ?? times;
      failure = message.error ?? failure;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (times && code === 0) resolve(times);
      else reject(new Error(failure ?? `the bundling process stopped with exit code ${code}`));
    });
  });
}

async function bundle(root: string, workDir: string): Promise<BundleTimes> {
  const { build } = await import('vite');
  const dirs = bundleFolders(workDir);
  const timed = async (run: () => Promise<unknown>) => {
    const started = performance.now();
    await run();
    return performance.now() - started;
  };
  const client = await timed(() => build({ root, logLevel: 'warn', build: { outDir: dirs.client } }));
  const server = await timed(() =>
    build({
      root,
      logLevel: 'warn',
      // Self-contained, so it runs from any folder (the bench copies it to a RAM disk). The dev
      // server loads React from node_modules instead: Vite's module runner cannot run its CJS.
      ssr: { noExternal: true },
      // React's production build, whatever NODE_ENV the prerender later runs with: React picks
      // its build from process.env.NODE_ENV at run time, which Vite sets only in a process that
      // bundles, so a build reusing the bundles (the bench's) rendered with React's development
      // build, three times slower.
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        ssr: 'src/app/entry-server.tsx',
        outDir: dirs.server,
        manifest: false,
        rolldownOptions: {
          output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name].[hash].js' },
        },
      },
    }),
  );
  const serviceWorker = await timed(() =>
    build({
      root,
      configFile: false,
      logLevel: 'warn',
      publicDir: false,
      // Workbox logs in development builds only.
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        outDir: dirs.serviceWorker,
        emptyOutDir: true,
        minify: true,
        lib: {
          entry: join(root, 'src/service-worker/sw.ts'),
          formats: ['iife'],
          name: 'offlineWorker',
          fileName: () => SERVICE_WORKER_FILE,
        },
      },
    }),
  );
  return { client, server, serviceWorker };
}

if (import.meta.main) {
  const [root, workDir] = process.argv.slice(2);
  const send = (message: object) =>
    new Promise<void>((done) => (process.send ? process.send(message, () => done()) : done()));
  try {
    if (!root || !workDir) throw new Error('usage: node prerender/bundles.ts ROOT WORKDIR');
    await send({ times: await bundle(root, workDir) });
  } catch (error) {
    await send({ error: error instanceof Error ? error.message : String(error) });
    process.exitCode = 1;
  }
  process.disconnect?.();
}
