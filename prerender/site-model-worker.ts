// One thread that loads and checks the content, then builds the site model and the search index
// (prerender/site-model-thread.ts).
import { parentPort, workerData } from 'node:worker_threads';
import { localAssetFolders } from './content/asset-files.ts';
import { assertNoErrors, loadSnapshot } from './content/snapshot.ts';
import { createContentSource } from './content/source.ts';
import { localiseFiles } from './files.ts';
import { buildSearchDocuments, buildSearchIndex } from './search-index.ts';
import { buildSiteModel } from './site-model.ts';
import type { FromModelWorker, SiteModelSetup } from './site-model-thread.ts';

async function run(port: NonNullable<typeof parentPort>, setup: SiteModelSetup) {
  const send = (message: FromModelWorker) => port.postMessage(message);
  const source = createContentSource(setup.env);
  send({ type: 'log', line: source.describe() });
  const local = !setup.env.SANITY_PROJECT_ID;
  const { snapshot, problems } = await loadSnapshot(source, {
    assetFolders: local ? localAssetFolders(setup.root) : undefined,
  });
  for (const p of problems.filter((p) => p.severity === 'warning')) {
    send({ type: 'log', line: `  warning: ${p.documentId} ${p.field}: ${p.message}` });
  }
  assertNoErrors(problems);
  send({ type: 'content' });
  const { snapshot: siteSnapshot, files } = local
    ? localiseFiles(snapshot)
    : { snapshot, files: new Set<string>() };
  const model = buildSiteModel(siteSnapshot, setup.options);
  const searchIndex = buildSearchIndex(buildSearchDocuments(snapshot));
  send({ type: 'model', model, files: [...files], searchIndex });
  port.close();
}

const port = parentPort;
if (!port) throw new Error('site-model-worker.ts runs as a worker thread of prerender/site-model-thread.ts.');
run(port, workerData as SiteModelSetup).catch((error: unknown) => {
  const { message, name } = error instanceof Error ? error : new Error(String(error));
  port.postMessage({ type: 'failed', message, name } satisfies FromModelWorker);
});
