// One process that loads and checks the content, then builds the site model and the search index
// (prerender/site-model-process.ts). The pages go to the spool file (page-spool.ts), not back to
// the build, which gets only what the later stages need: the site data, the spool's index,
// the sitemap and feed texts, the pages' data files and the search index.
import { localAssetFolders } from './content/asset-files.ts';
import { assertNoErrors, loadSnapshot, type Snapshot } from './content/snapshot.ts';
import { createContentSource } from './content/source.ts';
import { localiseFiles } from './files.ts';
import { writePageSpool } from './page-spool.ts';
import { buildSearchDocuments, buildSearchIndex } from './search-index.ts';
import { seoFiles } from './seo/site-files.ts';
import { buildSiteModel } from './site-model.ts';
import type { FromModelWorker, SiteModelSetup } from './site-model-process.ts';

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

/** The model, spooled and reduced to what the build needs; its pages are garbage on return. */
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
    dataFiles: model.files.map(({ path, data }) => ({ path, json: JSON.stringify(data) })),
  };
}

/** Sends a message and waits until it is on its way: the process ends with its last message sent. */
function send(message: FromModelWorker): Promise<void> {
  return new Promise((resolve, reject) =>
    process.send?.(message, undefined, {}, (error) => (error ? reject(error) : resolve())),
  );
}

async function run(setup: SiteModelSetup) {
  const snapshot = await loadContent(setup, (message) => void send(message));
  await send({ type: 'content' });
  const model = modelPages(snapshot, setup);
  const searchIndex = buildSearchIndex(buildSearchDocuments(snapshot));
  await send({ type: 'model', ...model, searchIndex });
}

if (!process.send)
  throw new Error('site-model-worker.ts runs as a child process of prerender/site-model-process.ts.');
process.once('message', (setup: SiteModelSetup) => {
  run(setup)
    .catch(async (error: unknown) => {
      const { message, name } = error instanceof Error ? error : new Error(String(error));
      await send({ type: 'failed', message, name });
    })
    .finally(() => process.disconnect?.());
});
