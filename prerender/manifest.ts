// Reads Vite's client manifest: which files each template chunk needs, and the build hash.
import { createHash } from 'node:crypto';
import type { TemplateName } from '../src/app/page-types.ts';

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

export const CLIENT_ENTRY = 'src/app/entry-client.tsx';

export function templateSource(name: TemplateName): string {
  return `src/templates/${name}.tsx`;
}

function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/**
 * The JS files a template needs beyond what the entry already loads: preloading them with the
 * HTML means hydration never waits for a chunk request after the entry arrives.
 */
export function templatePreloads(manifest: Manifest, name: TemplateName): string[] {
  const key = templateSource(name);
  if (!manifest[key]) throw new Error(`The client build has no chunk for template ${name} (${key}).`);
  const entry = staticClosure(manifest, CLIENT_ENTRY);
  return [...staticClosure(manifest, key)]
    .filter((k) => !entry.has(k))
    .map((k) => `/${manifest[k]?.file ?? k}`);
}

/** A digest of the client build: any change of code or assets changes it (DESIGN.md "Build hash"). */
export function buildHash(manifestText: string): string {
  return createHash('sha256').update(manifestText).digest('hex').slice(0, 16);
}
