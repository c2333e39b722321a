// Test-only: a small built site (pages, a hashed chunk, page data, a gzipped download, 404.html,
// _headers and _redirects, a secret file beside it) served on a free loopback port.

import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll } from 'vitest';
import { makeTempTree, type RawRequest, rawRequest } from './requests.test-helper.ts';
import { startServer } from './start-server.ts';

const page = (title: string) =>
  `<!doctype html><html lang="en"><title>${title}</title><body>${`<p>${title}: orchard and vineyard machinery.</p>\n`.repeat(60)}</body></html>`;

export const IMMUTABLE = 'public, max-age=31536000, immutable';

export const siteFiles = {
  'dist/index.html': page('Home'),
  'dist/about/index.html': page('About us'),
  'dist/docs/index.html': page('Docs'),
  'dist/404.html': page('Not found'),
  'dist/forced.txt': 'a file that a forced rule hides',
  'dist/tiny.txt': 'ok',
  'dist/robots.txt': 'User-agent: *\nAllow: /\n',
  'dist/sitemap.xml':
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"/>\n',
  'dist/docs/feed.xml': '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"><channel/></rss>\n',
  'dist/flexsearch.json': JSON.stringify({ index: Array.from({ length: 100 }, (_, i) => `product ${i}`) }),
  'dist/assets/js/page.3f9a1c2b.js': `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => i))};\n`,
  'dist/assets/css/site.4b5c6d7e.css': 'body { color: #e30513; }\n'.repeat(100),
  'dist/assets/data/about/index.json': JSON.stringify({ hash: 'abc123', page: { title: 'About us' } }),
  'dist/downloads/price-list.csv.gz': gzipSync('model,price\nSRX 5800,45000\n'),
  'dist/images/logo.5d41402a.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]),
  'dist/_headers': [
    '/*',
    '  X-Frame-Options: DENY',
    '  X-Test: all',
    '/about/*',
    '  X-Test: about',
    '/robots.txt',
    '  Cache-Control: public, max-age=3600',
    // As public/_headers: the hashed folders are cached for a year.
    ...['/assets/js/*', '/assets/css/*', '/images/*'].flatMap((folder) => [
      folder,
      `  Cache-Control: ${IMMUTABLE}`,
    ]),
  ].join('\n'),
  'dist/_redirects': [
    '# The rule forms the site uses; host-rules.test.ts has the ones refused.',
    '/home/  /  301',
    '/index.html  /  301!',
    '/forced.txt  /docs/  301!',
    '/about/  /elsewhere/  301',
  ].join('\n'),
  'secret.txt': 'TOP SECRET outside the site root',
};

export type TestSite = {
  root: string;
  get(target: string, options?: RawRequest): ReturnType<typeof rawRequest>;
  close(): Promise<void>;
};

/**
 * Serves the site for one test file: started before its tests, closed after. `get` asks it and
 * `root` is its folder, once the tests run.
 */
export function testSiteForFile(): Omit<TestSite, 'close'> {
  let site: TestSite | undefined;
  beforeAll(async () => {
    site = await startTestSite();
  });
  afterAll(async () => {
    await site?.close();
  });
  const started = (): TestSite => {
    if (!site) throw new Error('The test site starts before the tests: use it inside a test.');
    return site;
  };
  return {
    get: (target, options) => started().get(target, options),
    get root() {
      return started().root;
    },
  };
}

async function startTestSite(): Promise<TestSite> {
  const tree = await makeTempTree(siteFiles);
  const root = path.join(tree.folder, 'dist');
  // A precompressed sibling whose content differs from its source, to tell which was sent.
  await writeFile(
    path.join(root, 'assets/css/site.4b5c6d7e.css.br'),
    brotliCompressSync('/* from the .br file */'),
  );
  const server = await startServer({ root, host: '127.0.0.1', port: 0 });
  return {
    root,
    get: (target, options) => rawRequest(server.url, target, options),
    close: async () => {
      await server.close();
      await tree.remove();
    },
  };
}

export const text = (body: Buffer) => body.toString('utf8');
