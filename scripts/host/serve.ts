// Serves the built site (dist/, or OUT_DIR as for the build) like the production host, with the
// functions from functions/, on http://localhost:4173. PORT and HOST override the address; LOG=1
// prints an access log; TLS_KEY_FILE and TLS_CERT_FILE (PEM) serve https, over HTTP/2. Run
// `npm run build` first (`npm start` does both).

import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadFunctions } from './serve/load-functions.ts';
import { serveSettingsFromEnv, startServer } from './serve/start-server.ts';

const projectRoot = path.resolve(import.meta.dirname, '..', '..');
const folder = process.env.OUT_DIR || 'dist';
const root = path.resolve(projectRoot, folder);

if (!existsSync(path.join(root, 'index.html'))) {
  console.error(
    `${folder}/index.html is missing: run \`npm run build\` first (or \`npm start\`, which builds).`,
  );
  process.exit(1);
}

try {
  const settings = serveSettingsFromEnv(process.env);
  const functions = await loadFunctions(path.join(projectRoot, 'functions'));
  const server = await startServer({ root, ...settings, functions });
  const mounted = Object.keys(functions).map((name) => `/.netlify/functions/${name}`);
  console.log(`Serving ${folder}/ on ${server.url}`);
  if (mounted.length > 0) console.log(`Functions: ${mounted.join(', ')}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      server.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
