// One prerender thread (prerender/prerender.ts): loads the SSR bundle once, then renders and writes
// the batches of pages the main thread sends, reporting each batch, until told to end.
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import { createPageRenderer, type ServerEntry } from './page-document.ts';
import { type FromWorker, renderBatch, type ToWorker, type WorkerSetup } from './prerender.ts';

const port = parentPort;
if (!port) throw new Error('prerender-worker.ts runs as a worker thread of prerender/prerender.ts.');
const setup = workerData as WorkerSetup;
const send = (message: FromWorker) => port.postMessage(message);

try {
  const server = (await import(pathToFileURL(setup.serverEntry).href)) as ServerEntry;
  const renderer = await createPageRenderer(server, setup);
  port.on('message', async (message: ToWorker) => {
    if (message.type === 'end') {
      port.close();
      return;
    }
    try {
      send({
        type: 'batch',
        result: await renderBatch(renderer, setup.outDir, message.pages, message.first),
      });
    } catch (error) {
      send({ type: 'failed', message: (error as Error).message });
    }
  });
  send({ type: 'ready' });
} catch (error) {
  send({ type: 'failed', message: (error as Error).message });
}
