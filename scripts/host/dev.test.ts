// `npm run dev` end to end over real HTTP: pages rendered on request, page data and site data
// computed on request, pages and their data stamped with one hash for the browser's check, 404 for
// unknown paths, and an edit of the dataset shows on the next request and tells the browser to
// reload (Vite's HMR socket).
import { type ChildProcess, spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './serve/free-port.ts';

const scratch = mkdtempSync(join(tmpdir(), 'dev-test-'));
const dataset = join(scratch, 'dataset.ndjson');
let child: ChildProcess;
let base = '';
const output: string[] = [];

const get = (path: string) =>
  fetch(`${base}${path}`, { headers: { accept: 'text/html' }, redirect: 'manual' });

beforeAll(async () => {
  copyFileSync('test/fixtures/dataset.ndjson', dataset);
  const port = await freePort();
  base = `http://localhost:${port}`;
  child = spawn(process.execPath, ['scripts/host/dev.ts'], {
    env: { ...process.env, PORT: String(port), CONTENT_DATASET_FILE: dataset, SANITY_PROJECT_ID: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm run dev stopped:\n${output.join('')}`);
    try {
      if ((await get('/')).status === 200) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`npm run dev did not answer:\n${output.join('')}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}, 90_000);

afterAll(() => {
  child?.kill();
  rmSync(scratch, { recursive: true, force: true });
});

describe('npm run dev', () => {
  it('renders a page on request, with its title, heading, and the app loaded through Vite', async () => {
    const response = await get('/about-us/');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<title>About Us \| [^<]+<\/title>/);
    expect(html).toMatch(/<h1[^>]*>About Us<\/h1>/);
    expect(html).toContain('/src/app/boot.ts');
    // React's Fast Refresh: the page loads its runtime, and a component module registers with it
    // and accepts its own updates, so an edit re-renders in place and keeps the state.
    expect(html).toContain('/@react-refresh');
    const component = await (await fetch(`${base}/src/chrome/header/header.tsx`)).text();
    expect(component).toContain('$RefreshReg$');
    expect(component).toContain('import.meta.hot.accept');
  });

  it('answers page data and site data on request, 404 for what does not exist', async () => {
    const data = await fetch(`${base}/assets/data/about-us/index.json`);
    expect(data.status).toBe(200);
    const page = (await data.json()) as { hash: string; meta: { title: string } };
    expect(page.meta.title).toBe('About Us');

    const html = await (await get('/about-us/')).text();
    // The browser loads page data only when its hash is the document's (src/app/page-data-loader.ts).
    expect(page.hash).toBeTruthy();
    expect(html).toContain(`<meta name="build-hash" content="${page.hash}">`);
    expect(html).toContain(`"page":{"hash":"${page.hash}",`);
    const sitePath = /"site":"([^"]+)"/.exec(html)?.[1] ?? '';
    const site = await fetch(`${base}${sitePath}`);
    expect(site.status).toBe(200);
    expect(((await site.json()) as { navigation: unknown }).navigation).toBeTruthy();

    expect((await get('/no-such-page/')).status).toBe(404);
    expect((await fetch(`${base}/assets/data/no-such-page/index.json`)).status).toBe(404);
    const redirect = await get('/about-us');
    expect([redirect.status, redirect.headers.get('location')]).toEqual([301, '/about-us/']);
  });

  it('shows an edit of the dataset on the next request, and tells the browser to reload', async () => {
    const socket = new WebSocket(`${base.replace('http', 'ws')}/`, 'vite-hmr');
    const messages: string[] = [];
    socket.addEventListener('message', (event) => messages.push(String(event.data)));
    await new Promise((resolve, reject) => {
      socket.addEventListener('open', resolve);
      socket.addEventListener('error', reject);
    });
    writeFileSync(
      dataset,
      readFileSync(dataset, 'utf8').replaceAll('"title":"About Us"', '"title":"About the Dealer"'),
    );
    const deadline = Date.now() + 10_000;
    while (!messages.some((m) => m.includes('full-reload')) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
    }
    socket.close();
    expect(messages.some((m) => m.includes('full-reload'))).toBe(true);
    expect(await (await get('/about-us/')).text()).toMatch(/<h1[^>]*>About the Dealer<\/h1>/);
  });
});
