// The bundle half of `npm run bench`: sizes of the client chunks (raw, gzip, brotli), what the home
// page loads first, and the rule that Node-only packages never reach the browser (DESIGN.md
// decision 9). Pure functions over the built files and Vite's manifest, so they can be tested.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { APP_ENTRY, type Manifest } from '../../prerender/manifest.ts';
import { BOOT_MODULE_META, PAGE_MODULES_META } from '../../src/lib/page-contract.ts';
import { scanHtml } from '../quality/site-checks/scan-html.ts';

export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

/** Compressed as a host serving precompressed static files would: gzip -9, brotli 11. */
export function sizesOf(content: Buffer | string): Sizes {
  const buffer = typeof content === 'string' ? Buffer.from(content) : content;
  return {
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

export function gzipSize(content: Buffer | string): number {
  return gzipSync(content, { level: 9 }).length;
}

export function addSizes(list: readonly Sizes[]): Sizes {
  return list.reduce(
    (sum, s) => ({ raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip, brotli: sum.brotli + s.brotli }),
    {
      raw: 0,
      gzip: 0,
      brotli: 0,
    },
  );
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

/** The manifest keys `key` needs before it can run: itself and its static imports, transitively. */
export function staticClosure(
  manifest: Manifest,
  keys: Iterable<string>,
  seen = new Set<string>(),
): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    staticClosure(manifest, manifest[key]?.imports ?? [], seen);
  }
  return seen;
}

/**
 * The manifest keys of what every page loads: index.html's script (src/app/boot.ts) and the app
 * it imports (src/app/entry-client.tsx), a dynamic entry.
 */
export function entryKeys(manifest: Manifest): string[] {
  return Object.keys(manifest).filter((key) => manifest[key]?.isEntry || key === APP_ENTRY);
}

/**
 * The JS a page loads before it is interactive: its module scripts, modulepreloads, boot (meta
 * boot-module) and the modules boot starts (meta page-modules), and their static imports (which
 * the browser fetches even when a preload is missing). Site paths without the leading slash:
 * `assets/js/index.abc.js`.
 */
export function firstLoadFiles(html: string, manifest: Manifest): string[] {
  const scan = scanHtml(html, { buildHashMeta: '', hydrationId: '' });
  const named = scan.references
    .filter(
      (r) =>
        r.source === 'script[src]' ||
        r.source === `meta[${BOOT_MODULE_META}]` ||
        r.source === `meta[${PAGE_MODULES_META}]` ||
        r.rel.includes('modulepreload'),
    )
    .map((r) => r.url.replace(/^\//, ''));
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const files = new Set<string>(named);
  const keys = named.map((file) => keyOfFile.get(file)).filter((key): key is string => key !== undefined);
  for (const key of staticClosure(manifest, keys)) {
    const file = manifest[key]?.file;
    if (file?.endsWith('.js')) files.add(file);
  }
  return [...files].sort();
}

export interface ChunkReport {
  /** Template or block name (`product`, `hero-carousel`), or the shared chunk's name. */
  name: string;
  kind: 'entry' | 'template' | 'block' | 'shared' | 'css';
  file: string;
  sizes: Sizes;
  /** Template chunks: the chunk plus the static imports the entry does not already load. */
  withImports?: Sizes;
}

/** What kind of chunk a manifest entry is, from where its source lives. */
function kindOf(key: string, chunk: Manifest[string]): ChunkReport['kind'] {
  if (chunk.isEntry || key === APP_ENTRY) return 'entry';
  if (key.startsWith('src/templates/')) return 'template';
  // Other lazy chunks: content blocks and features loaded on demand (carousel, video, search…).
  if (chunk.isDynamicEntry) return 'block';
  return 'shared';
}

export function chunkReports(manifest: Manifest, sizeOf: (file: string) => Sizes): ChunkReport[] {
  const entry = staticClosure(manifest, entryKeys(manifest));
  const reports: ChunkReport[] = [];
  const seenFiles = new Set<string>();
  const cssFiles = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    // With one stylesheet for the site (cssCodeSplit off) the CSS is an entry of its own.
    for (const css of chunk.css ?? []) cssFiles.add(css);
    if (chunk.file.endsWith('.css')) cssFiles.add(chunk.file);
    if (!chunk.file.endsWith('.js') || seenFiles.has(chunk.file)) continue;
    seenFiles.add(chunk.file);
    const kind = kindOf(key, chunk);
    const name =
      kind === 'template' || kind === 'block' ? key.replace(/^.*\/|\.[jt]sx?$/g, '') : (chunk.name ?? key);
    const report: ChunkReport = { name, kind, file: chunk.file, sizes: sizeOf(chunk.file) };
    if (kind === 'template') {
      const own = [...staticClosure(manifest, [key])].filter((k) => !entry.has(k));
      report.withImports = addSizes(own.map((k) => sizeOf(manifest[k]?.file ?? '')));
    }
    reports.push(report);
  }
  for (const file of cssFiles)
    reports.push({ name: file.replace(/^.*\//, ''), kind: 'css', file, sizes: sizeOf(file) });
  const order = { entry: 0, shared: 1, template: 2, block: 3, css: 4 };
  return reports.sort((a, b) => order[a.kind] - order[b.kind] || a.name.localeCompare(b.name));
}

/** Packages that must never reach the browser (DESIGN.md decision 9). */
export const NODE_ONLY_PACKAGES = ['zod', 'groq-js', 'sharp', 'nodemailer', '@sanity/client'];
/** Packages allowed in lazy chunks but not in what a page loads first (the search index code). */
export const NOT_IN_FIRST_LOAD = ['flexsearch'];
/** Other renderers standing in for React (DESIGN.md decision 10): the site runs on React itself. */
export const NOT_REACT = ['preact', 'preact-render-to-string'];
/** The framework as it ships (DESIGN.md "Budgets"): first-load JS not counted as the site's own. */
export const FRAMEWORK_PACKAGES = ['cookie-es', 'react', 'react-dom', 'scheduler', 'react-router'];

/** The npm package a bundled module comes from, or null for the project's own modules. */
export function packageOf(moduleId: string): string | null {
  const at = moduleId.lastIndexOf('node_modules/');
  if (at < 0) return null;
  const [first, second] = moduleId.slice(at + 'node_modules/'.length).split('/');
  if (!first) return null;
  return first.startsWith('@') && second ? `${first}/${second}` : first;
}

export interface BundledChunk {
  fileName: string;
  /** Module ids (absolute paths) bundled into the chunk. */
  modules: readonly string[];
  /** Each module's length in the chunk's code, by id (before minifying). */
  lengths?: Readonly<Record<string, number>>;
}

/** A package's part of the first-load JS; `package` null for the site's own code. */
export interface PackageShare {
  package: string | null;
  gzip: number;
}

/**
 * Each package's share of the first-load JS, in gzip bytes: each chunk's compressed size split
 * between its modules by their length in the chunk, largest first.
 */
export function packageShares(
  chunks: readonly BundledChunk[],
  firstLoad: ReadonlySet<string>,
  gzipOf: (file: string) => number,
): PackageShare[] {
  const shares = new Map<string | null, number>();
  for (const chunk of chunks) {
    if (!firstLoad.has(chunk.fileName)) continue;
    const lengths = chunk.modules.map((id) => [id, chunk.lengths?.[id] ?? 0] as const);
    const total = lengths.reduce((sum, [, length]) => sum + length, 0);
    const gzip = gzipOf(chunk.fileName);
    for (const [id, length] of lengths) {
      const name = packageOf(id);
      // A chunk with no lengths (empty modules only) is all the site's.
      const part = total > 0 ? (gzip * length) / total : name === null ? gzip / lengths.length : 0;
      shares.set(name, (shares.get(name) ?? 0) + part);
    }
  }
  return [...shares]
    .map(([name, gzip]) => ({ package: name, gzip: Math.round(gzip) }))
    .sort((a, b) => b.gzip - a.gzip);
}

/** The site's own first-load JS: everything but the framework's packages. */
export function ownShare(shares: readonly PackageShare[]): number {
  return shares
    .filter((share) => share.package === null || !FRAMEWORK_PACKAGES.includes(share.package))
    .reduce((sum, share) => sum + share.gzip, 0);
}

export interface ForbiddenModule {
  package: string;
  file: string;
  reason: string;
  modules: string[];
}

export function findForbiddenModules(
  chunks: readonly BundledChunk[],
  firstLoad: ReadonlySet<string>,
): ForbiddenModule[] {
  const found: ForbiddenModule[] = [];
  for (const chunk of chunks) {
    const byPackage = new Map<string, string[]>();
    for (const id of chunk.modules) {
      const name = packageOf(id);
      if (name === null) continue;
      const list = byPackage.get(name) ?? [];
      list.push(id);
      byPackage.set(name, list);
    }
    for (const [name, modules] of byPackage) {
      if (NOT_REACT.includes(name)) {
        found.push({
          package: name,
          file: chunk.fileName,
          reason: 'another renderer in place of React',
          modules,
        });
      } else if (NODE_ONLY_PACKAGES.includes(name)) {
        found.push({
          package: name,
          file: chunk.fileName,
          reason: 'Node-only package in the client bundle',
          modules,
        });
      } else if (NOT_IN_FIRST_LOAD.includes(name) && firstLoad.has(chunk.fileName)) {
        found.push({
          package: name,
          file: chunk.fileName,
          reason: 'in the first-load JS of the home page',
          modules,
        });
      }
    }
  }
  return found;
}

/** Vite's stand-in for a Node built-in that browser code imports (`__vite-browser-external:fs`). */
const BROWSER_EXTERNAL = '__vite-browser-external';

/**
 * Chunks holding stubs of Node built-ins: harmless empty modules, but a sign that browser code
 * (or a package it uses) reaches for Node. Reported, not failed: a package may only probe for them.
 */
export function nodeBuiltinStubs(chunks: readonly BundledChunk[]): { file: string; modules: string[] }[] {
  return chunks
    .map((chunk) => ({
      file: chunk.fileName,
      modules: chunk.modules.filter((id) => id.replace(/^\0/, '').startsWith(BROWSER_EXTERNAL)),
    }))
    .filter((found) => found.modules.length > 0);
}
