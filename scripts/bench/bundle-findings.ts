// The client bundle against its budgets: the home page's first-load JS, each chunk with its
// own imports, the share of each package, and what must never reach the browser.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Manifest } from '../../prerender/manifest.ts';
import { BUDGET, verdict } from './budgets.ts';
import {
  addSizes,
  type ChunkReport,
  chunkReports,
  type ForbiddenModule,
  findForbiddenModules,
  firstLoadFiles,
  nodeBuiltinStubs,
  ownShare,
  type PackageShare,
  packageShares,
  type Sizes,
  sizesOf,
} from './bundle-report.ts';
import { clientModuleGraph } from './module-graph.ts';
import { kb, markdownTable, seconds } from './table.ts';

export interface BundleFindings {
  chunks: ChunkReport[];
  firstLoad: { files: string[]; sizes: Map<string, Sizes>; total: Sizes };
  forbidden: ForbiddenModule[];
  shares: PackageShare[];
  builtinStubs: { file: string; modules: string[] }[];
  analysedChunks: number;
}

export async function bundleReport(
  root: string,
  distDir: string,
  workDir: string,
  scratch: string,
): Promise<BundleFindings> {
  const manifest = JSON.parse(readFileSync(join(workDir, 'client/.vite/manifest.json'), 'utf8')) as Manifest;
  const cache = new Map<string, Sizes>();
  const sizeOf = (file: string) => {
    let sizes = cache.get(file);
    if (!sizes) {
      sizes = existsSync(join(distDir, file))
        ? sizesOf(readFileSync(join(distDir, file)))
        : { raw: 0, gzip: 0, brotli: 0 };
      cache.set(file, sizes);
    }
    return sizes;
  };
  const files = firstLoadFiles(readFileSync(join(distDir, 'index.html'), 'utf8'), manifest);
  const sizes = new Map(files.map((f) => [f, sizeOf(f)]));
  console.log('\n▶ client module graph (a second client build, not written)');
  const started = performance.now();
  const graph = await clientModuleGraph(root, scratch);
  console.log(`  ${graph.length} chunks analysed in ${seconds(performance.now() - started)}`);
  return {
    chunks: chunkReports(manifest, sizeOf),
    firstLoad: { files, sizes, total: addSizes([...sizes.values()]) },
    forbidden: findForbiddenModules(graph, new Set(files)),
    shares: packageShares(graph, new Set(files), (file) => sizeOf(file).gzip),
    builtinStubs: nodeBuiltinStubs(graph),
    analysedChunks: graph.length,
  };
}

export function bundleTable(bundle: BundleFindings): string {
  return markdownTable(
    ['chunk', 'kind', 'raw', 'gzip', 'brotli', 'with own imports, gzip', 'budget'],
    bundle.chunks.map((c) => [
      c.name,
      c.kind,
      kb(c.sizes.raw),
      kb(c.sizes.gzip),
      kb(c.sizes.brotli),
      c.withImports ? kb(c.withImports.gzip) : '',
      c.kind === 'template'
        ? `${verdict((c.withImports ?? c.sizes).gzip <= BUDGET.templateGzip)} ≤ 15 KB`
        : '',
    ]),
  );
}

export function firstLoadTable(bundle: BundleFindings): string {
  const rows = bundle.firstLoad.files.map((file) => {
    const s = bundle.firstLoad.sizes.get(file) as Sizes;
    return [file.replace(/^.*\//, ''), kb(s.raw), kb(s.gzip), kb(s.brotli)];
  });
  const t = bundle.firstLoad.total;
  rows.push(['total', kb(t.raw), kb(t.gzip), kb(t.brotli)]);
  return markdownTable(['home page, first-load JS', 'raw', 'gzip', 'brotli'], rows);
}

export function sharesTable(bundle: BundleFindings): string {
  const rows = bundle.shares.map((share) => [share.package ?? 'the site’s own code', kb(share.gzip)]);
  rows.push(['the site’s own, with every package not the framework', kb(ownShare(bundle.shares))]);
  return markdownTable(['home page first-load JS by package', 'gzip (share of each chunk)'], rows);
}
