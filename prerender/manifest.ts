// Reads Vite's client manifest: which files each template chunk needs, and the build hash.
import { createHash } from 'node:crypto';

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** Vite's HTML entry: its static imports are already in index.html as modulepreloads. */
export const CLIENT_ENTRY = 'index.html';

function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/**
 * The JS files a page's chunks (template, heavy blocks) need beyond what the entry already loads:
 * preloading them with the HTML means hydration never waits for a chunk request.
 */
export function chunkPreloads(manifest: Manifest, sources: string[]): string[] {
  const entry = staticClosure(manifest, CLIENT_ENTRY);
  const needed = new Set<string>();
  for (const source of sources) {
    if (!manifest[source]) throw new Error(`The client build has no chunk for ${source}.`);
    staticClosure(manifest, source, needed);
  }
  return [...needed].filter((k) => !entry.has(k)).map((k) => `/${manifest[k]?.file ?? k}`);
}

/** A digest of the client build: any change of code or assets changes it (DESIGN.md "Build hash"). */
export function buildHash(manifestText: string): string {
  return createHash('sha256').update(manifestText).digest('hex').slice(0, 16);
}
