// One page's whole HTML document and page data, rendered by the SSR bundle: the one place, for the
// prerender's threads and the dev server alike. The build hash is stamped on each page here, as it
// is rendered: the site model is made without it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteData } from '../src/content/page-data.ts';
import { canonicalUrl, documentTitle } from '../src/lib/document-title.ts';
import { HYDRATION_ELEMENT_ID, PAGE_MODULES_META } from '../src/lib/page-contract.ts';
import type { ModelPage, PageData } from '../src/templates/template-types.ts';
import { escapeHtml, type HtmlTemplate, renderDocument, renderHead, splitTemplate } from './html.ts';
import { minifyScript, scriptHashSource } from './inline-scripts.ts';
import { type Manifest, pageModules } from './manifest.ts';

/**
 * The SSR bundle of src/app/entry-server.tsx, typed by the entry itself. A render thread runs
 * src/ through it; this file and html.ts import of src/ only types and lib/'s plain modules (the
 * page contract, escaping, the title), which import nothing else of src/.
 */
export type ServerEntry = typeof import('../src/app/entry-server.tsx');

/**
 * One page in this many is rendered a second time without the chrome's HTML cache
 * (src/app/server-fragments.tsx) and with the static handler's own router context
 * (src/app/entry-server.tsx), and must come out identical.
 */
const VERIFY_EVERY = 97;
/**
 * A page of the site model as it is written and served: with the hash of the client build that
 * will read it, which the browser checks against its document's (src/app/page-data-loader.ts).
 */
export function stampPage(page: ModelPage, hash: string): PageData {
  return { hash, ...page };
}

/** One page's whole HTML document: the one place, for the build and the dev server alike. */
export function pageDocument(
  server: ServerEntry,
  template: HtmlTemplate,
  {
    page,
    site,
    sitePath,
    appHtml,
    preloads,
    inlineScript,
    pageJson = JSON.stringify(page),
  }: {
    page: PageData;
    site: SiteData;
    /** The site data file (writeSiteData). */
    sitePath: string;
    appHtml: string;
    preloads: string;
    /** The early-events holder, as the page carries it (minified in a build). */
    inlineScript: string;
    /** The page data as JSON, when the caller has it already. */
    pageJson?: string;
  },
): string {
  const title = documentTitle(page.meta.title, site.siteName);
  const canonical = canonicalUrl(site.siteUrl, page.meta.path);
  const head = renderHead({
    page,
    title,
    canonical,
    seo: server.seoHead({ page, site, title, canonical }),
    inlineScript,
    preloads,
  });
  const hydrationJson = server.joinHydration(sitePath, pageJson);
  return renderDocument(template, head, appHtml, hydrationJson, HYDRATION_ELEMENT_ID);
}

export interface RenderedPage {
  html: string;
  json: string;
  renderMs: number;
}

/** Everything one thread needs to render pages: made once per thread. */
export async function createPageRenderer(
  server: ServerEntry,
  { site, sitePath, clientDir, hash }: { site: SiteData; sitePath: string; clientDir: string; hash: string },
) {
  const template = splitTemplate(readFileSync(join(clientDir, 'index.html'), 'utf8'));
  const manifest = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const inlineScript = minifyScript(server.inlineHeadScript());
  // Most pages share a few chunk sets (a template, perhaps a heavy block or two): cache by set.
  const moduleTags = new Map<string, string>();
  const headTagsFor = (page: PageData) => {
    const sources = server.pageChunkSources(page);
    const key = sources.join(' ');
    let tags = moduleTags.get(key);
    if (tags === undefined) {
      const files = pageModules(manifest, sources).join(' ');
      tags = `<meta name="${PAGE_MODULES_META}" content="${escapeHtml(files)}">`;
      moduleTags.set(key, tags);
    }
    return tags;
  };
  const verifiedTemplates = new Set<string>();
  // In local mode the build makes each image file the pages use: every URL this thread's image
  // builder makes (the reused header and footer were recorded when first rendered), the sharing
  // picture, and the images only the browser renders.
  const recorded = new Set<string>();
  const local = site.images.mode === 'local';
  const images = server.createImageUrls(
    site.images,
    local ? { onLocalPath: (path) => recorded.add(path) } : {},
  );
  const localPath = (url: string | null | undefined) => {
    if (url) recorded.add(new URL(url).pathname);
  };
  // The site's own pictures in every head: the fallback sharing picture, the structured data's logo.
  if (local) {
    localPath(site.seo.image?.url);
    localPath(site.seo.logo);
  }
  const recordPageImages = (page: PageData) => {
    if (!local) return;
    localPath(page.meta.image?.url);
    for (const path of server.clientOnlyImagePaths(images, page)) recorded.add(path);
  };
  const renderer = await server.createRenderer(images);

  return {
    /**
     * Renders page number `index`. The first page of each template, and every VERIFY_EVERY-th, is
     * checked against a render without reused fragments.
     */
    async render(modelPage: ModelPage, index: number): Promise<RenderedPage> {
      const started = performance.now();
      const page = stampPage(modelPage, hash);
      let appHtml: string;
      recordPageImages(page);
      try {
        appHtml = await renderer.render(page, site);
        const verify = index % VERIFY_EVERY === 0 || !verifiedTemplates.has(page.template);
        verifiedTemplates.add(page.template);
        if (verify && appHtml !== (await renderer.render(page, site, { reuse: false }))) {
          throw new Error(
            'the page differs from a fresh render (the header and footer rendered anew, the router context from the static handler): a chrome component depends on something its fragment id (src/app/layout.tsx) does not name, or the route table no longer fits the context src/app/entry-server.tsx derives',
          );
        }
      } catch (error) {
        throw new Error(
          `Rendering ${page.meta.path} (template ${page.template}) failed: ${(error as Error).message}`,
          { cause: error },
        );
      }
      const json = JSON.stringify(page);
      const html = pageDocument(server, template, {
        page,
        site,
        sitePath,
        appHtml,
        preloads: headTagsFor(page),
        inlineScript,
        pageJson: json,
      });
      return { html, json, renderMs: performance.now() - started };
    },
    /** The CSP sources of the inline scripts in every page. */
    scriptSources: [scriptHashSource(inlineScript)],
    /** Local image files the page needs: in its HTML, and in states only the browser renders. */
    takeImagePaths(): string[] {
      const paths = [...recorded];
      recorded.clear();
      return paths;
    },
    notFoundPath: server.NOT_FOUND_PATH,
  };
}
