// The prerender's thread pool with a stand-in SSR bundle (the real one is exercised by every build,
// the site checks and the e2e suite): every page written once and stamped with the build hash,
// failures named by page, and the check of the chrome's reused HTML.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_HASH_META_NAME, HYDRATION_ELEMENT_ID } from '../src/lib/page-contract.ts';
import type { ModelPage } from '../src/templates/template-types.ts';
import { fixtureOptions, fixtureSnapshot } from './fixture.test-helper.ts';
import { scriptHashSource } from './inline-scripts.ts';
import { writePageSpool } from './page-spool.ts';
import { prerender } from './prerender.ts';
import { buildSiteModel, type SiteModel } from './site-model.ts';

const scratch = mkdtempSync(join(tmpdir(), 'prerender-test-'));
const clientDir = join(scratch, 'client');
const HASH = 'build1';
let model: SiteModel;

/**
 * An SSR bundle as prerender.ts uses it. `FAIL_PATH` throws; `UNSTABLE` renders differently
 * without the fragment cache, as a chrome component with an unnamed input would.
 */
function serverEntry(name: string, { failPath = '', hogPath = '', unstable = false } = {}): string {
  const file = join(scratch, `${name}.mjs`);
  writeFileSync(
    file,
    `
export const NOT_FOUND_PATH = '/404/';
export function createImageUrls() { return {}; }
export function seoHead() { return '<meta property="og:type" content="website">'; }
export function joinHydration(site, page) { return '{"site":' + JSON.stringify(site) + ',"page":' + page + '}'; }
export function pageChunkSources(page) { return ['src/templates/' + page.template + '.tsx']; }
export function clientOnlyImagePaths() { return []; }
export function inlineHeadScript() { return 'window.held = (function hold() { return []; })();'; }
export async function createRenderer() {
  return {
    async render(page, site, { reuse = true } = {}) {
      if (page.meta.path === ${JSON.stringify(failPath)}) throw new Error('boom');
      if (page.meta.path === ${JSON.stringify(hogPath)}) {
        const held = [];
        for (;;) held.push(new Array(1e6).fill(held.length));
      }
      return '<main><h1>' + page.meta.title + '</h1>' + (${unstable} && !reuse ? 'fresh' : '') + '</main>';
    },
  };
}
`,
  );
  return file;
}

beforeAll(async () => {
  const snapshot = await fixtureSnapshot();
  model = buildSiteModel(
    snapshot,
    fixtureOptions({ images: { mode: 'sanity', projectId: 'p', dataset: 'd' } }),
  );
  mkdirSync(join(clientDir, '.vite'), { recursive: true });
  writeFileSync(
    join(clientDir, 'index.html'),
    '<!doctype html><html lang="en"><head><!--app-head--><script type="module" crossorigin src="/assets/js/index.js"></script></head><body><div id="root"><!--app-html--></div><!--app-data--></body></html>',
  );
  const templates = new Set(model.pages.map((p) => p.template));
  const manifest: Record<string, object> = {
    'index.html': { file: 'assets/js/index.js', isEntry: true },
    'src/app/entry-client.tsx': { file: 'assets/js/entry-client.js', isDynamicEntry: true },
  };
  for (const t of templates) manifest[`src/templates/${t}.tsx`] = { file: `assets/js/${t}.js` };
  writeFileSync(join(clientDir, '.vite/manifest.json'), JSON.stringify(manifest));
});

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The pages as the model's thread hands them over. */
const spool = (pages: readonly ModelPage[], name: string) =>
  writePageSpool(join(scratch, `${name}.spool`), pages);

describe('prerender', () => {
  it('writes every page and its data once, across threads, with the hash, the site data and the modules', async () => {
    const outDir = join(scratch, 'out');
    const progress: number[] = [];
    const stats = await prerender({
      serverEntry: serverEntry('good'),
      site: model.site,
      pages: spool(model.pages, 'all'),
      hash: HASH,
      clientDir,
      outDir,
      workers: 2,
      onProgress: (done) => progress.push(done),
    });
    expect(stats.workers).toBe(2);
    expect(stats.pages).toBe(model.pages.length);
    expect(progress.at(-1)).toBe(model.pages.length);
    for (const page of model.pages) {
      const folder = page.meta.path.slice(1);
      const html = readFileSync(join(outDir, folder, 'index.html'), 'utf8');
      expect(html).toContain(`<h1>${page.meta.title}</h1>`);
      expect(html).toContain(
        `<meta name="page-modules" content="/assets/js/entry-client.js /assets/js/${page.template}.js">`,
      );
      expect(html).toContain(`<meta name="${BUILD_HASH_META_NAME}" content="${HASH}">`);
      const data = JSON.parse(readFileSync(join(outDir, 'assets/data', folder, 'index.json'), 'utf8'));
      expect(data).toEqual({ hash: HASH, ...page });
      expect(Object.keys(data)).toEqual(['hash', 'template', 'meta', 'data']);
      const hydration = JSON.parse(
        new RegExp(`<script type="application/json" id="${HYDRATION_ELEMENT_ID}">(.*?)</script>`).exec(
          html,
        )?.[1] ?? '{}',
      );
      expect(hydration.page).toEqual(data);
    }
    expect(existsSync(join(outDir, '404.html'))).toBe(true);
    // No compressed copies: the server compresses pages and page data when they are asked for.
    expect(
      readdirSync(outDir, { recursive: true }).filter((name) => /\.(br|gz)$/.test(String(name))),
    ).toEqual([]);
    // Every page carries the minified early-events script, and the policy is told its hash.
    const homeHtml = readFileSync(join(outDir, 'index.html'), 'utf8');
    const script = /<script>([^<]+)<\/script>/.exec(homeHtml)?.[1] ?? '';
    expect(script).not.toContain('function hold');
    expect(script.length).toBeGreaterThan(0);
    expect([...stats.scriptSources]).toEqual([scriptHashSource(script)]);
    // Boot is named by a meta tag for the inline script to add, not by a script element.
    expect(homeHtml).toContain('<meta name="boot-module" content="/assets/js/index.js">');
    expect(homeHtml).not.toContain('<script type="module"');
    const sitePath = /"site":"([^"]+)"/.exec(readFileSync(join(outDir, 'index.html'), 'utf8'))?.[1] ?? '';
    expect(sitePath).toMatch(/^\/assets\/site\/[0-9a-f]{16}\.json$/);
    expect(JSON.parse(readFileSync(join(outDir, sitePath), 'utf8'))).toEqual(model.site);
  });

  it('fails with the page and template when a page cannot be rendered', async () => {
    const bad = model.pages.find((p) => p.template === 'product');
    await expect(
      prerender({
        serverEntry: serverEntry('failing', { failPath: bad?.meta.path }),
        site: model.site,
        pages: spool(model.pages, 'all'),
        hash: HASH,
        clientDir,
        outDir: join(scratch, 'failing'),
        workers: 2,
      }),
    ).rejects.toThrow(`Rendering ${bad?.meta.path} (template product) failed: boom`);
  });

  it('says which pages a thread was on when it ran out of memory, and what to do', async () => {
    const big = model.pages.find((p) => p.template === 'brand');
    const failure = prerender({
      serverEntry: serverEntry('hog', { hogPath: big?.meta.path }),
      site: model.site,
      pages: spool(model.pages, 'all'),
      hash: HASH,
      clientDir,
      outDir: join(scratch, 'hog'),
      workers: 1,
    });
    await expect(failure).rejects.toThrow(
      /^A render thread ran out of its \d+ MB of memory on pages \d+ to \d+/,
    );
    await expect(failure).rejects.toThrow(/\(the largest, \/[^,]*, has [\d.]+ MB of page data\)/);
    await expect(failure).rejects.toThrow('PRERENDER_HEAP_MB');
  });

  it('fails when reused chrome HTML differs from a fresh render', async () => {
    await expect(
      prerender({
        serverEntry: serverEntry('unstable', { unstable: true }),
        site: model.site,
        pages: spool(model.pages.slice(0, 5), 'unstable'),
        hash: HASH,
        clientDir,
        outDir: join(scratch, 'unstable'),
        workers: 1,
      }),
    ).rejects.toThrow(/the page differs from a fresh render/);
  });
});
