// One prerender thread of the pool (prerender/prerender.ts): loads the SSR bundle once, on its
// first batch, then renders and writes each batch of pages the pool hands it.
import { pathToFileURL } from 'node:url';
import Tinypool, { workerId } from 'tinypool';
import { createPageRenderer, type ServerEntry } from './page-document.ts';
import { readPageBatch } from './page-spool.ts';
import { type BatchResult, type BatchTask, renderBatch, type WorkerSetup } from './prerender.ts';

const setup = Tinypool.workerData as WorkerSetup;

let renderer: ReturnType<typeof createPageRenderer> | undefined;
/** Made on the first batch, not at import: a failure then rejects that batch with its message. */
async function makeRenderer() {
  const server = (await import(pathToFileURL(setup.serverEntry).href)) as ServerEntry;
  return createPageRenderer(server, setup);
}

export default async function renderPages({
  file,
  batch,
}: BatchTask): Promise<BatchResult & { thread: number }> {
  renderer ??= makeRenderer();
  const pages = readPageBatch(file, batch);
  return { ...(await renderBatch(await renderer, setup.outDir, pages, batch.first)), thread: workerId };
}
