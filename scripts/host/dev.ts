// `npm run dev`: the Vite dev server. Pages are rendered on request from the content source;
// page data is computed on request; editing the dataset reloads the browser.
import { watch } from 'node:fs';
import { resolve } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { assertNoErrors, loadSnapshot } from '../../prerender/content/snapshot.ts';
import { createContentSource } from '../../prerender/content/source.ts';
import { contentTypeFor } from '../../prerender/content-types.ts';
import { splitTemplate } from '../../prerender/html.ts';
import { imageMiddleware } from '../../prerender/image-middleware.ts';
import { WEB_MANIFEST_FILE, webManifest } from '../../prerender/offline-worker.ts';
import { pageDocument, type ServerEntry, stampPage } from '../../prerender/page-document.ts';
import { seoFiles } from '../../prerender/seo/site-files.ts';
import { buildSiteModel } from '../../prerender/site-model.ts';
import type { SiteData } from '../../src/content/page-data.ts';
import { isPageDataPath, routeOfPageData } from '../../src/content/page-data-route.ts';
import { SITE_DATA_FOLDER } from '../../src/lib/page-contract.ts';
import type { ModelPage } from '../../src/templates/template-types.ts';
import { runFunction } from './serve/function-bridge.ts';
import { loadFunctions } from './serve/load-functions.ts';

const root = process.cwd();
/**
 * What pages are stamped with as they are served, in place of a build's hash: the dev server's
 * HTML and page data always go together, so one value for the session passes the browser's check.
 */
const DEV_HASH = 'development';
/** The site data, made on request (the build names its file by content instead). */
const DEV_SITE_PATH = `${SITE_DATA_FOLDER}development.json`;
const port = Number(process.env.PORT || 5173);

/** The site, its pages by path, their data files by path, and the sitemap, robots.txt and feed by path. */
type Model = {
  site: SiteData;
  byPath: Map<string, ModelPage>;
  dataFiles: Map<string, unknown>;
  files: Map<string, string>;
};
let model: Promise<Model> | null = null;

function loadModel(): Promise<Model> {
  model ??= (async () => {
    const source = createContentSource(process.env);
    const { snapshot, problems } = await loadSnapshot(source);
    assertNoErrors(problems);
    const built = buildSiteModel(snapshot, {
      siteUrl: `http://localhost:${port}`,
      year: new Date().getFullYear(),
      analyticsId: null,
      images: { mode: 'local' },
    });
    return {
      site: built.site,
      byPath: new Map(built.pages.map((p) => [p.meta.path, p])),
      dataFiles: new Map(built.files.map((f) => [f.path, f.data])),
      files: seoFiles(built).files,
    };
  })();
  model.catch(() => {
    model = null;
  });
  return model;
}

const vite: ViteDevServer = await createServer({ root, server: { port }, appType: 'custom' });
const functions = await loadFunctions(resolve(root, 'functions'));

const datasetFile = resolve(root, process.env.CONTENT_DATASET_FILE || 'content/dataset.ndjson');
if (!process.env.SANITY_PROJECT_ID) {
  watch(datasetFile, () => {
    model = null;
    vite.ws.send({ type: 'full-reload' });
  });
}

vite.middlewares.use(imageMiddleware({ root }));
vite.middlewares.use(async (req, res, next) => {
  try {
    const url = new URL(req.url ?? '/', `http://localhost:${port}`);
    const fn = url.pathname.match(/^\/\.netlify\/functions\/([\w-]+)$/)?.[1];
    const handler = fn ? functions[fn] : undefined;
    if (fn && handler) {
      await runFunction(fn, handler, req, res, url);
      return;
    }
    if (url.pathname === DEV_SITE_PATH) {
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify((await loadModel()).site));
      return;
    }
    if (url.pathname === `/${WEB_MANIFEST_FILE}`) {
      res.setHeader('Content-Type', contentTypeFor(url.pathname).type);
      res.end(webManifest((await loadModel()).site));
      return;
    }
    if (url.pathname === '/robots.txt' || url.pathname.endsWith('.xml')) {
      const text = (await loadModel()).files.get(url.pathname);
      if (text !== undefined) {
        res.setHeader('Content-Type', contentTypeFor(url.pathname).type);
        res.end(text);
        return;
      }
    }
    const dataFile = isPageDataPath(url.pathname) && (await loadModel()).dataFiles.get(url.pathname);
    if (dataFile) {
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ hash: DEV_HASH, data: dataFile }));
      return;
    }
    const data = routeOfPageData(url.pathname);
    if (data) {
      const page = (await loadModel()).byPath.get(data);
      res.setHeader('Content-Type', 'application/json');
      res.statusCode = page ? 200 : 404;
      res.end(page ? JSON.stringify(stampPage(page, DEV_HASH)) : '{"error":"not found"}');
      return;
    }
    if (req.method !== 'GET' || !req.headers.accept?.includes('text/html')) return next();
    const path = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`;
    if (path !== url.pathname) {
      res.writeHead(301, { Location: `${path}${url.search}` }).end();
      return;
    }
    const { site, byPath } = await loadModel();
    const modelPage = byPath.get(path) ?? byPath.get('/404/');
    if (!modelPage) return next();
    const page = stampPage(modelPage, DEV_HASH);
    const server = (await vite.ssrLoadModule('/src/app/entry-server.tsx')) as ServerEntry;
    const renderer = await server.createRenderer(server.createImageUrls(site.images));
    const template = splitTemplate(await vite.transformIndexHtml(url.pathname, await readIndex()));
    const html = pageDocument(server, template, {
      page,
      site,
      sitePath: DEV_SITE_PATH,
      appHtml: await renderer.render(page, site),
      preloads: '',
      inlineScript: server.inlineHeadScript(),
    });
    res.statusCode = byPath.has(path) ? 200 : 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(html);
  } catch (error) {
    vite.ssrFixStacktrace(error as Error);
    next(error);
  }
});

async function readIndex(): Promise<string> {
  const { readFile } = await import('node:fs/promises');
  return readFile(resolve(root, 'index.html'), 'utf8');
}

await vite.listen();
vite.printUrls();
