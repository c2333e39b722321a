// One worker thread of the html-validate check: validates its share of the pages and posts the
// findings back (scripts/quality/site-checks/html-validation.ts starts it).
import { parentPort, workerData } from 'node:worker_threads';
import type { ConfigData } from 'html-validate';
import { createValidator, validateFiles } from './html-validation.ts';

const { dir, files, config } = workerData as { dir: string; files: string[]; config: ConfigData };
try {
  parentPort?.postMessage({ findings: await validateFiles(createValidator(config), dir, files) });
} catch (error) {
  parentPort?.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
}
