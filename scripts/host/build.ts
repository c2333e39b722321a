// `npm run build`: the whole site into dist/, with a line per stage and a summary.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildSettings, writeBuildSettings } from '../../prerender/build-settings.ts';
import { buildSite } from '../../prerender/build-site.ts';

function folderBytes(folder: string): { bytes: number; files: number } {
  let bytes = 0;
  let files = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) {
      bytes += statSync(join(entry.parentPath, entry.name)).size;
      files += 1;
    }
  }
  return { bytes, files };
}

/** `dist/` unless OUT_DIR says otherwise (parallel test runs build side by side). */
const outDir = process.env.OUT_DIR || 'dist';
const started = performance.now();
try {
  const result = await buildSite({ root: process.cwd(), outDir, env: process.env, log: console.log });
  writeBuildSettings(outDir, buildSettings(process.env, process.cwd()));
  const seconds = (performance.now() - started) / 1000;
  const { pages, renderMs, writeMs } = result.prerender;
  const size = folderBytes(outDir);
  console.log(
    [
      `built ${result.routes.toLocaleString('en-GB')} routes in ${seconds.toFixed(2)} s (hash ${result.hash})`,
      `  render ${Math.round((pages / renderMs) * 1000).toLocaleString('en-GB')} pages/s, write ${(writeMs / 1000).toFixed(2)} s`,
      `  ${outDir}/ ${size.files.toLocaleString('en-GB')} files, ${(size.bytes / 1024 / 1024).toFixed(1)} MB`,
    ].join('\n'),
  );
} catch (error) {
  console.error(`\nbuild failed: ${error instanceof Error ? error.message : String(error)}`);
  console.error(`${outDir}/ was left as it was.`);
  process.exitCode = 1;
}
