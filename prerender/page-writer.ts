// Where a rendered page goes in the output folder: its HTML at the route's folder, its data at
// pageDataPath (src/content/page-data-path.ts), the not-found page also as 404.html.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { SiteData } from '../src/content/page-data.ts';
import { pageDataPath } from '../src/content/page-data-path.ts';
import { SITE_DATA_FOLDER } from '../src/lib/page-contract.ts';
import type { RenderedPage } from './page-document.ts';

/** `/product/x/` → `product/x/`; `/` → `` (files go in the folder's index). */
export function routeFolder(path: string): string {
  return path.replace(/^\/+/, '');
}

/**
 * Writes the site data (menus, footer) once, named by its content so it can be cached for good;
 * returns its path, which every page's hydration data names.
 */
export function writeSiteData(outDir: string, site: SiteData): string {
  const json = JSON.stringify(site);
  const path = `${SITE_DATA_FOLDER}${createHash('sha256').update(json).digest('hex').slice(0, 16)}.json`;
  mkdirSync(join(outDir, SITE_DATA_FOLDER), { recursive: true });
  writeFileSync(join(outDir, path), json);
  return path;
}

/** Writes a page's HTML and page data; returns the time it took. */
export function writePage(
  outDir: string,
  path: string,
  rendered: RenderedPage,
  notFoundPath: string,
): number {
  const started = performance.now();
  const folder = routeFolder(path);
  // Strings, not Buffers: fs encodes them as it writes, without a 40 KB Buffer per page to collect.
  const written: [file: string, body: string][] = [
    [join(outDir, folder, 'index.html'), rendered.html],
    [join(outDir, pageDataPath(path)), rendered.json],
  ];
  if (path === notFoundPath) written.push([join(outDir, '404.html'), rendered.html]);
  for (const [file, body] of written) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, body);
  }
  return performance.now() - started;
}
