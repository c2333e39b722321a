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

/** Vite's HTML entry: src/app/boot.ts, the page's first module; it imports the app. */
export const CLIENT_ENTRY = 'index.html';
/** The app, which boot imports. */
export const APP_ENTRY = 'src/app/entry-client.tsx';

function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/**
 * The JS files a page needs beyond the boot script: the app and its imports, and the page's own
 * chunks (template, heavy blocks). Boot preloads them together when it starts the app, so
 * hydration never waits for one request after another.
 */
export function pageModules(manifest: Manifest, sources: string[]): string[] {
  const boot = staticClosure(manifest, CLIENT_ENTRY);
  const needed = new Set<string>();
  for (const source of [APP_ENTRY, ...sources]) {
    if (!manifest[source]) throw new Error(`The client build has no chunk for ${source}.`);
    staticClosure(manifest, source, needed);
  }
  return [...needed].filter((k) => !boot.has(k)).map((k) => `/${manifest[k]?.file ?? k}`);
}

/** A digest of the client build: any change of code or assets changes it (DESIGN.md "Build hash"). */
export function buildHash(manifestText: string): string {
  return createHash('sha256').update(manifestText).digest('hex').slice(0, 16);
}
