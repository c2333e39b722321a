// Which modules end up in which client chunk: a second client build, written nowhere, with a
// plugin that records each chunk's module ids. The bundle report checks them for Node-only
// packages (DESIGN.md decision 9). Same config as the real build, so the chunk names match.
import { build, type Plugin } from 'vite';
import type { BundledChunk } from './bundle-report.ts';

export async function clientModuleGraph(root: string, scratchDir: string): Promise<BundledChunk[]> {
  const chunks: BundledChunk[] = [];
  const capture: Plugin = {
    name: 'bench-module-graph',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const lengths = Object.fromEntries(
          Object.entries(output.modules).map(([id, info]) => [id, info.renderedLength]),
        );
        chunks.push({ fileName: output.fileName, modules: Object.keys(output.modules), lengths });
      }
    },
  };
  await build({
    root,
    logLevel: 'silent',
    build: { write: false, outDir: scratchDir, emptyOutDir: false },
    plugins: [capture],
  });
  return chunks;
}
