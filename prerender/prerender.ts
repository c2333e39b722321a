// Renders every route of the site model into HTML and page-data JSON under an output folder.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PageData } from '../src/app/page-types.ts';
import type { SiteData } from '../src/content/page-data.ts';
import { escapeHtml, type HtmlTemplate, renderDocument, renderHead, splitTemplate } from './html.ts';
import { collectImagePaths } from './images.ts';
import { chunkPreloads, type Manifest } from './manifest.ts';

/** What the SSR bundle (src/app/entry-server.tsx) exports, as the prerender uses it. */
export interface ServerEntry {
  createRenderer(): Promise<{ render(page: PageData, site: SiteData): Promise<string> }>;
  documentTitle(title: string, siteName: string): string;
  canonicalUrl(siteUrl: string, path: string): string;
  serialiseHydration(payload: { site: SiteData; page: PageData }): string;
  HYDRATION_ELEMENT_ID: string;
  NOT_FOUND_PATH: string;
  pageChunkSources(page: PageData): string[];
  clientOnlyImagePaths(page: PageData): string[];
  configureImages(config: SiteData['images']): void;
}

export interface PrerenderInput {
  server: ServerEntry;
  site: SiteData;
  pages: PageData[];
  /** Vite's client output: index.html and .vite/manifest.json. */
  clientDir: string;
  outDir: string;
  onProgress?: (done: number, total: number) => void;
}

export interface PrerenderStats {
  pages: number;
  renderMs: number;
  writeMs: number;
  htmlBytes: number;
  dataBytes: number;
  /** Local image files the pages reference, in their HTML or in states only the browser renders. */
  imagePaths: Set<string>;
}

/** `/product/x/` → `product/x/`; `/` → `` (files go in the folder's index). */
export function routeFolder(path: string): string {
  return path.replace(/^\/+/, '');
}

/**
 * The body font, preloaded so it is there for the first paint: the CSS declares it with
 * `font-display: optional` (no late swap, no layout shift), so it must arrive early to be used.
 */
export function latinFontPreload(clientDir: string): string {
  const folder = join(clientDir, 'assets/fonts');
  const file = existsSync(folder)
    ? readdirSync(folder).find((f) => /^inter-latin-wght-normal\..+\.woff2$/.test(f))
    : undefined;
  return file
    ? `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/fonts/${file}">`
    : '';
}

/** One page's whole HTML document: the one place, for the build and the dev server alike. */
export function pageDocument(
  server: ServerEntry,
  template: HtmlTemplate,
  { page, site, appHtml, preloads }: { page: PageData; site: SiteData; appHtml: string; preloads: string },
): string {
  const head = renderHead({
    page,
    site,
    title: server.documentTitle(page.meta.title, site.siteName),
    canonical: server.canonicalUrl(site.siteUrl, page.meta.path),
    preloads,
  });
  return renderDocument(
    template,
    head,
    appHtml,
    server.serialiseHydration({ site, page }),
    server.HYDRATION_ELEMENT_ID,
  );
}

export async function prerender(input: PrerenderInput): Promise<PrerenderStats> {
  const { server, site, pages, clientDir, outDir, onProgress } = input;
  const template = splitTemplate(readFileSync(join(clientDir, 'index.html'), 'utf8'));
  const manifest = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  // Most pages share a few chunk sets (a template, perhaps a heavy block or two): cache by set.
  const preloadTags = new Map<string, string>();
  const preloadsFor = (page: PageData) => {
    const sources = server.pageChunkSources(page);
    const key = sources.join(' ');
    let tags = preloadTags.get(key);
    if (tags === undefined) {
      tags = chunkPreloads(manifest, sources)
        .map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`)
        .join('');
      preloadTags.set(key, tags);
    }
    return tags;
  };

  const fontPreload = latinFontPreload(clientDir);
  const renderer = await server.createRenderer();
  const stats: PrerenderStats = {
    pages: 0,
    renderMs: 0,
    writeMs: 0,
    htmlBytes: 0,
    dataBytes: 0,
    imagePaths: new Set(),
  };
  server.configureImages(site.images);
  for (const page of pages) {
    const started = performance.now();
    let appHtml: string;
    try {
      appHtml = await renderer.render(page, site);
    } catch (error) {
      throw new Error(
        `Rendering ${page.meta.path} (template ${page.template}) failed: ${(error as Error).message}`,
        {
          cause: error,
        },
      );
    }
    const html = pageDocument(server, template, {
      page,
      site,
      appHtml,
      preloads: fontPreload + preloadsFor(page),
    });
    const json = JSON.stringify(page);
    if (site.images.mode === 'local') {
      for (const path of collectImagePaths(html)) stats.imagePaths.add(path);
      for (const path of server.clientOnlyImagePaths(page)) stats.imagePaths.add(path);
    }
    const rendered = performance.now();

    const folder = routeFolder(page.meta.path);
    mkdirSync(join(outDir, folder), { recursive: true });
    writeFileSync(join(outDir, folder, 'index.html'), html);
    mkdirSync(join(outDir, 'assets/data', folder), { recursive: true });
    writeFileSync(join(outDir, 'assets/data', folder, 'index.json'), json);
    if (page.meta.path === server.NOT_FOUND_PATH) writeFileSync(join(outDir, '404.html'), html);

    stats.renderMs += rendered - started;
    stats.writeMs += performance.now() - rendered;
    stats.pages += 1;
    stats.htmlBytes += Buffer.byteLength(html);
    stats.dataBytes += Buffer.byteLength(json);
    onProgress?.(stats.pages, pages.length);
  }
  return stats;
}
