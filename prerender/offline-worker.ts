// The offline worker and the web app manifest, made once the pages are written (docs/offline.md):
// Workbox's own build tool (injectManifest) lists this deploy's files in the worker that
// prerender/bundles.ts bundled with its Workbox modules, and writes it as `/sw.js`.
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { injectManifest } from 'workbox-build';
import type { SiteData } from '../src/content/page-data.ts';
import { OFFLINE_PATH } from '../src/content/paths.ts';
import { THEME_COLOR } from '../src/lib/constants.ts';
import { SEARCH_INDEX_FILE, WEB_MANIFEST_PATH } from '../src/lib/page-contract.ts';
import { bundleFolders, SERVICE_WORKER_FILE } from './bundles.ts';

export const WEB_MANIFEST_FILE = WEB_MANIFEST_PATH.slice(1);

/**
 * What a first visit stores for offline use: the app's hashed scripts, styles, fonts and site
 * data (most are in the browser's cache already), the offline page, the search index, the
 * manifest and its icons. Pages and pictures are cached as the visitor opens them, never ahead.
 */
export const PRECACHE_PATTERNS = [
  'assets/js/*.js',
  'assets/css/*.css',
  'assets/fonts/*.woff2',
  'assets/site/*.json',
  `${OFFLINE_PATH.slice(1)}index.html`,
  SEARCH_INDEX_FILE,
  WEB_MANIFEST_FILE,
  'icon-*.png',
  'favicon-*.png',
];

/**
 * The largest file the first install stores, as stored: the search index of a 12,000-page site
 * (1.2 MB, 110 KB brotli) fits; that of a 100,000-page catalogue (11 MB) is left to the
 * runtime cache, which stores it when the search is first used (docs/architecture.md "Build at scale").
 */
export const PRECACHE_FILE_MAX_BYTES = 8 * 1024 * 1024;

/**
 * The search index a first visit may store (issue 34: none above 250 KB brotli at install, the
 * index's own budget at 12,000 documents). A larger one is stored when the search is first used.
 */
export const PRECACHE_SEARCH_INDEX_MAX_BROTLI = 250 * 1024;

/**
 * The index's size as the host would send it. Brotli 9, not the precompress stage's 11: within a
 * few per cent on this JSON, and a tenth of the time on a catalogue's index.
 */
export function searchIndexBrotli(outDir: string): number | null {
  const file = join(outDir, SEARCH_INDEX_FILE);
  if (!existsSync(file) || statSync(file).size > PRECACHE_FILE_MAX_BYTES) return null;
  return brotliCompressSync(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }).length;
}

/**
 * The patterns Workbox globs. A search index over the budget is left out of them, not ignored:
 * Workbox fails the build on a pattern that matches nothing.
 */
export function precachePatterns(withSearchIndex: boolean): string[] {
  return withSearchIndex ? [...PRECACHE_PATTERNS] : PRECACHE_PATTERNS.filter((p) => p !== SEARCH_INDEX_FILE);
}

export interface PrecacheReport {
  /** Files precached by the worker's first install. */
  count: number;
  /** Their bytes as stored (uncompressed). */
  bytes: number;
  /** Files the patterns matched that are over PRECACHE_FILE_MAX_BYTES, with Workbox's words. */
  tooLarge: string[];
}

/** The manifest that makes the site installable: name, colours, start page and icons. */
export function webManifest(site: Pick<SiteData, 'siteName'>): string {
  return `${JSON.stringify(
    {
      name: site.siteName,
      short_name: site.siteName.split(/\s+/)[0] || site.siteName,
      description: `${site.siteName}: machinery for fruit growers, vineyards, farms and groundcare.`,
      lang: 'en-GB',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: THEME_COLOR,
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    null,
    2,
  )}\n`;
}

export async function buildOfflineFiles(options: {
  workDir: string;
  outDir: string;
  site: Pick<SiteData, 'siteName'>;
  /** Puts these pictures in place first, when the build has left its pictures for later. */
  placePictures?: (paths: string[]) => Promise<unknown>;
}): Promise<PrecacheReport> {
  const { workDir, outDir, site } = options;
  writeFileSync(join(outDir, WEB_MANIFEST_FILE), webManifest(site));

  // Bundled with the others, in their process (prerender/bundles.ts).
  const bundleDir = bundleFolders(workDir).serviceWorker;

  // The pictures of the header and footer, as the offline page shows them (it has no others).
  const offlineHtml = readFileSync(join(outDir, `${OFFLINE_PATH.slice(1)}index.html`), 'utf8');
  const pictureAttributes = [...offlineHtml.matchAll(/\s(?:src|srcset)="([^"]*)"/g)]
    .map((m) => m[1])
    .join(' ');
  const chromePictures = [...new Set(pictureAttributes.match(/\/images\/[^"'\s,]+/g) ?? [])];
  await options.placePictures?.(chromePictures);

  const indexBrotli = searchIndexBrotli(outDir);
  const indexTooLarge = indexBrotli !== null && indexBrotli > PRECACHE_SEARCH_INDEX_MAX_BROTLI;
  const { count, size, warnings } = await injectManifest({
    additionalManifestEntries: chromePictures.map((url) => ({ url, revision: null })),
    swSrc: join(bundleDir, SERVICE_WORKER_FILE),
    swDest: join(outDir, SERVICE_WORKER_FILE),
    globDirectory: outDir,
    globPatterns: precachePatterns(!indexTooLarge),
    // The extended-Latin font is fetched only by a page with such letters; it is cached then.
    globIgnores: ['**/*.br', '**/*.gz', '**/*latin-ext*'],
    maximumFileSizeToCacheInBytes: PRECACHE_FILE_MAX_BYTES,
    modifyURLPrefix: { '': '/' },
    // Hashed names need no revision: the URL changes with the content.
    dontCacheBustURLsMatching: /^\/assets\/(js|css|fonts|site)\//,
    manifestTransforms: [
      // The offline page is asked for by its address, not its file.
      async (entries) => ({
        manifest: entries.map((entry) =>
          entry.url === `${OFFLINE_PATH}index.html` ? { ...entry, url: OFFLINE_PATH } : entry,
        ),
        warnings: [],
      }),
    ],
  });
  // A file too large to precache is the one expected outcome of a large catalogue; anything else stops the build.
  const tooLarge = warnings.filter((w) => w.includes("won't be precached"));
  if (indexTooLarge)
    tooLarge.push(
      `${SEARCH_INDEX_FILE} is ${Math.round(indexBrotli / 1024)} KB brotli, over ${PRECACHE_SEARCH_INDEX_MAX_BROTLI / 1024} KB: stored when the search is first used`,
    );
  const others = warnings.filter((w) => !tooLarge.includes(w));
  if (others.length > 0) throw new Error(`the offline worker's file list: ${others.join('; ')}`);
  // Workbox counts the bytes of the files it globbed; the chrome's pictures are added by hand.
  const pictureBytes = chromePictures.reduce((sum, url) => sum + statSync(join(outDir, url)).size, 0);
  return { count, bytes: size + pictureBytes, tooLarge };
}
