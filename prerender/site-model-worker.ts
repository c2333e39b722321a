// One thread that loads and checks the content, then builds the site model and the search index
// (prerender/site-model-thread.ts). The pages go to the spool file (page-spool.ts), not back to
// the main thread, which gets only what the later stages need: the site data, the spool's index,
// the sitemap and feed texts and the search index.
import { parentPort, workerData } from 'node:worker_threads';
import { localAssetFolders } from './content/asset-files.ts';
import { assertNoErrors, loadSnapshot, type Snapshot } from './content/snapshot.ts';
import { createContentSource } from './content/source.ts';
import { localiseFiles } from './files.ts';
import { writePageSpool } from './page-spool.ts';
import { buildSearchDocuments, buildSearchIndex } from './search-index.ts';
import { seoFiles } from './seo/site-files.ts';
import { buildSiteModel } from './site-model.ts';
import type { FromModelWorker, SiteModelSetup } from './site-model-thread.ts';

type Send = (message: FromModelWorker) => void;

/** The checked snapshot; the source (with groq-js's copy of every document) is garbage on return. */
async function loadContent(setup: SiteModelSetup, send: Send): Promise<Snapshot> {
  const source = createContentSource(setup.env);
  send({ type: 'log', line: source.describe() });
  const { snapshot, problems } = await loadSnapshot(source, {
    assetFolders: setup.env.SANITY_PROJECT_ID ? undefined : localAssetFolders(setup.root),
  });
  for (const p of problems.filter((p) => p.severity === 'warning')) {
    send({ type: 'log', line: `  warning: ${p.documentId} ${p.field}: ${p.message}` });
  }
  assertNoErrors(problems);
  return snapshot;
}

/** The model, spooled and reduced to what the main thread needs; its pages are garbage on return. */
function modelPages(snapshot: Snapshot, setup: SiteModelSetup) {
  const local = !setup.env.SANITY_PROJECT_ID;
  const { snapshot: siteSnapshot, files } = local
    ? localiseFiles(snapshot)
    : { snapshot, files: new Set<string>() };
  const model = buildSiteModel(siteSnapshot, setup.options);
  return {
    site: model.site,
    spool: writePageSpool(setup.spoolFile, model.pages),
    seo: seoFiles(model),
    files: [...files],
  };
}

async function run(port: NonNullable<typeof parentPort>, setup: SiteModelSetup) {
  const send: Send = (message) => port.postMessage(message);
  const snapshot = await loadContent(setup, send);
  send({ type: 'content' });
  const model = modelPages(snapshot, setup);
  const searchIndex = buildSearchIndex(buildSearchDocuments(snapshot));
  send({ type: 'model', ...model, searchIndex });
  port.close();
}

const port = parentPort;
if (!port) throw new Error('site-model-worker.ts runs as a worker thread of prerender/site-model-thread.ts.');
run(port, workerData as SiteModelSetup).catch((error: unknown) => {
  const { message, name } = error instanceof Error ? error : new Error(String(error));
  port.postMessage({ type: 'failed', message, name } satisfies FromModelWorker);
});
