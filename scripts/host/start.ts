// `npm start`: build when dist/ is missing, older than its sources, or built with other settings
// from the environment (SITE_URL, GA_MEASUREMENT_ID, the content source: prerender/
// build-settings.ts), then serve it like the production host on http://localhost:4173 (PORT
// overrides; TLS_KEY_FILE and TLS_CERT_FILE make it https, over HTTP/2).
// Pages first: the server answers as soon as the pages are written, and the pictures are placed
// after, in the background (a cold cache takes minutes); one asked for before then is made on
// request. A list of those still to place (PENDING_IMAGES) lets a stopped start finish them.
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { deliveryPass } from '../../functions/contact-form/delivery.ts';
import { defaultEnquiryStore } from '../../functions/contact-form/store.ts';
import {
  buildSettings,
  changedSettings,
  readBuildSettings,
  writeBuildSettings,
} from '../../prerender/build-settings.ts';
import { buildSite, placeImages } from '../../prerender/build-site.ts';
import { imageFolders, placeCachedImage } from '../../prerender/image-cache.ts';
import { LOCAL_IMAGE_PREFIX } from '../../src/content/local-image-path.ts';
import { loadFunctions } from './serve/load-functions.ts';
import { serveSettingsFromEnv, startServer } from './serve/start-server.ts';

const root = process.cwd();
/** `dist/` unless OUT_DIR says otherwise (parallel test runs serve side by side). */
const outDir = process.env.OUT_DIR || 'dist';
// The port, access log and TLS files as `node scripts/host/serve.ts` reads them, checked before any
// build; the address stays the default (localhost), whatever HOST the shell has.
const { port, log, tls } = serveSettingsFromEnv(process.env);
const SOURCES = [
  'src',
  'prerender',
  'content',
  'public',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

const builtIndex = resolve(root, outDir, 'index.html');
const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
const sourcesAt = Math.max(...SOURCES.map((s) => newestMtime(join(root, s))));
const settings = buildSettings(process.env, root);
const changed = builtAt === 0 ? [] : changedSettings(readBuildSettings(resolve(root, outDir)), settings);
const reason =
  builtAt === 0
    ? `${outDir}/ is missing`
    : builtAt < sourcesAt
      ? 'sources changed since the last build'
      : changed.length > 0
        ? `build settings changed: ${changed.join(', ')}`
        : process.env.REBUILD === '1'
          ? 'REBUILD=1'
          : null;
/** Beside the build's bundles, not in the site, whose every file is served. */
const pendingImages = resolve(root, process.env.BUILD_WORK_DIR || '.build', 'images-pending.json');
if (reason) {
  console.log(`${reason}: building`);
  try {
    const built = await buildSite({ root, outDir, env: process.env, log: console.log, deferImages: true });
    writeFileSync(pendingImages, JSON.stringify(built.imagePaths));
    writeBuildSettings(resolve(root, outDir), settings);
  } catch (error) {
    console.error(`build failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

const siteDir = resolve(root, outDir);
const pending: string[] | null = existsSync(pendingImages)
  ? (JSON.parse(readFileSync(pendingImages, 'utf8')) as string[])
  : null;
let placing = pending !== null;
const folders = imageFolders(root);
const { url } = await startServer({
  root: siteDir,
  port,
  log,
  tls,
  functions: await loadFunctions(join(root, 'functions')),
  prepare: async (urlPath) => {
    if (!placing || !urlPath.startsWith(LOCAL_IMAGE_PREFIX)) return;
    const path = decodeURIComponent(urlPath);
    if (!existsSync(join(siteDir, path))) await placeCachedImage(path, folders, siteDir);
  },
});
console.log(`serving ${outDir}/ on ${url}`);
if (pending) {
  console.log('placing the pictures (one asked for first is made at once)');
  placeImages(root, siteDir, pending, console.log).then(
    () => {
      placing = false;
      rmSync(pendingImages, { force: true });
    },
    (error: unknown) => {
      console.error(`pictures: ${error instanceof Error ? error.message : String(error)}`);
    },
  );
}

// The host's scheduled delivery pass (functions/enquiries-deliver.ts), here on a timer: an enquiry
// whose first try failed is mailed once the relay is back, as on the host (docs/enquiries.md).
const DELIVERY_PASS_MS = 60_000;
const enquiries = defaultEnquiryStore(process.env);
setInterval(() => {
  deliveryPass({ store: enquiries, env: process.env, now: Date.now, log: console }).catch((error: unknown) =>
    console.error('delivery pass failed', error),
  );
}, DELIVERY_PASS_MS).unref();
