// Serves the built site (dist/, or OUT_DIR as for the build) like the production host, with the
// functions from functions/, on http://localhost:4173. PORT and HOST override the address; LOG=1
// prints an access log; TLS_KEY_FILE and TLS_CERT_FILE (PEM) serve https, over HTTP/2. Run
// `npm run build` first (`npm start` does both). Ctrl-C (SIGINT) or SIGTERM stops it, as for any
// Node process.

import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadFunctions } from './serve/load-functions.ts';
import { serveSettingsFromEnv, startServer } from './serve/start-server.ts';

const projectRoot = path.resolve(import.meta.dirname, '..', '..');
const folder = process.env.OUT_DIR || 'dist';
const root = path.resolve(projectRoot, folder);

try {
  if (!existsSync(path.join(root, 'index.html'))) {
    throw new Error(
      `${folder}/index.html is missing: run \`npm run build\` first (or \`npm start\`, which builds).`,
    );
  }
  const functions = await loadFunctions(path.join(projectRoot, 'functions'));
  const server = await startServer({ root, ...serveSettingsFromEnv(process.env), functions });
  console.log(`Serving ${folder}/ on ${server.url}`);
  const mounted = Object.keys(functions).map((name) => `/.netlify/functions/${name}`);
  if (mounted.length > 0) console.log(`Functions: ${mounted.join(', ')}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
