// The no-JS twin of a page for the LCP budget (DESIGN.md: LCP at most 1.10 × the LCP of the same
// page with its scripts removed): every <script> element and every modulepreload link goes, the
// rest of the HTML stays byte for byte.
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { listFiles } from '../site-checks/site-scan.ts';

const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
const MODULE_PRELOAD = /<link\b[^>]*\brel=(["']?)modulepreload\1[^>]*>/gi;

export function stripScripts(html: string): string {
  return html.replace(SCRIPT, '').replace(MODULE_PRELOAD, '');
}

/** Copies a built site to `dest` with the scripts of every HTML file (and its compressed copies) removed. */
export function copyWithoutScripts(source: string, dest: string): number {
  cpSync(source, dest, { recursive: true });
  const pages = listFiles(dest).filter((file) => file.endsWith('.html'));
  for (const file of pages) {
    const path = join(dest, file);
    writeFileSync(path, stripScripts(readFileSync(path, 'utf8')));
    // The build's compressed copies still hold the scripts.
    for (const suffix of ['.br', '.gz']) rmSync(path + suffix, { force: true });
  }
  return pages.length;
}
