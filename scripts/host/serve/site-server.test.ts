import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeTempTree } from './requests.test-helper.ts';
import { siteFiles, testSiteForFile, text } from './site.test-helper.ts';
import { createSiteHandler, REVALIDATE } from './site-server.ts';
import { startServer } from './start-server.ts';

const site = testSiteForFile();
const { get } = site;

/** Asks for `target`: the answer has `status` and the body of the site's `file`; returned for more checks. */
async function expectBody(target: string, status: number, file: keyof typeof siteFiles) {
  const res = await get(target);
  expect(res.status, target).toBe(status);
  expect(text(res.body), target).toBe(siteFiles[file]);
  return res;
}

/** Asks for `target`: the answer is a 301 to `location`. */
async function expectRedirect(target: string, location: string) {
  const res = await get(target);
  expect(res.status, target).toBe(301);
  expect(res.headers.location, target).toBe(location);
}

describe('pages and folders', () => {
  it('serves the home page as HTML', async () => {
    const res = await expectBody('/', 200, 'dist/index.html');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('redirects a folder without its trailing slash, keeping the query string', async () => {
    await expectRedirect('/docs?utm_source=mail&x=%20y', '/docs/?utm_source=mail&x=%20y');
  });

  it('serves the folder index with the trailing slash', async () => {
    await expectBody('/docs/', 200, 'dist/docs/index.html');
  });

  it('serves a file only by its exact name: no extension guessed, no slash after a file', async () => {
    for (const target of ['/robots', '/about/index', '/tiny.txt/', '/about/index.html/']) {
      await expectBody(target, 404, 'dist/404.html');
    }
  });

  it('never redirects to another host through a doubled slash', async () => {
    await expectRedirect('//docs', '/docs/');
  });

  it('answers unknown paths with status 404 and the body of 404.html, never cached', async () => {
    for (const target of [
      '/no-such-page/',
      '/no-such-file.js',
      '/assets/data/missing/index.json',
      '/about/nothing',
    ]) {
      const res = await expectBody(target, 404, 'dist/404.html');
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe(REVALIDATE);
      expect(res.headers.etag).toBeUndefined();
    }
  });

  it('does not serve the host configuration files', async () => {
    expect((await get('/_headers')).status).toBe(404);
    expect((await get('/_redirects')).status).toBe(404);
  });

  it('sends the right media types', async () => {
    const types = {
      '/assets/js/page.3f9a1c2b.js': 'text/javascript; charset=utf-8',
      '/assets/css/site.4b5c6d7e.css': 'text/css; charset=utf-8',
      '/assets/data/about/index.json': 'application/json; charset=utf-8',
      '/robots.txt': 'text/plain; charset=utf-8',
      // The sitemap and the news feed (a feed in a page's folder is a file, not a folder to redirect).
      '/sitemap.xml': 'application/xml; charset=utf-8',
      '/docs/feed.xml': 'application/xml; charset=utf-8',
      '/images/logo.5d41402a.png': 'image/png',
    };
    for (const [target, type] of Object.entries(types)) {
      expect((await get(target)).headers['content-type'], target).toBe(type);
    }
  });
});

describe('_headers', () => {
  it('applies every matching block, joining values of the same header', async () => {
    const home = await get('/');
    expect(home.headers['x-frame-options']).toBe('DENY');
    expect(home.headers['x-test']).toBe('all');
    const about = await get('/about/');
    expect(about.headers['x-test']).toBe('all, about');
  });

  it('applies to not-found pages and redirects too', async () => {
    expect((await get('/missing')).headers['x-frame-options']).toBe('DENY');
    expect((await get('/docs')).headers['x-frame-options']).toBe('DENY');
  });

  it('overrides the default Cache-Control of a file', async () => {
    expect((await get('/robots.txt')).headers['cache-control']).toBe('public, max-age=3600');
  });
});

describe('_redirects', () => {
  it('redirects with the status of the rule, whatever the trailing slash', async () => {
    for (const target of ['/home', '/home/']) await expectRedirect(target, '/');
  });

  it('passes the query string on', async () => {
    await expectRedirect('/home/?utm_source=mail&x=%20y', '/?utm_source=mail&x=%20y');
  });

  it('lets an existing page shadow a rule, unless the rule is forced', async () => {
    expect((await get('/about/')).status).toBe(200);
    await expectRedirect('/index.html', '/');
    expect((await get('/forced.txt')).headers.location).toBe('/docs/');
  });
});

describe('paths outside the site', () => {
  it.each([
    '/../secret.txt',
    '/../../secret.txt',
    '/%2e%2e/secret.txt',
    '/%2E%2E%2Fsecret.txt',
    '/..%2fsecret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/assets/%2e%2e/%2e%2e/secret.txt',
    '/..%5csecret.txt',
    '/..\\secret.txt',
    '/%00',
    '/index.html%00.txt',
    '/%E0%A4%A',
    '/./../secret.txt',
  ])('refuses %s', async (target) => {
    const res = await get(target);
    expect([400, 404]).toContain(res.status);
    expect(text(res.body)).not.toContain('TOP SECRET');
  });
});

describe('methods', () => {
  it('answers 405 with Allow to other methods on files, folders and unknown paths', async () => {
    for (const [method, target] of [
      ['POST', '/robots.txt'],
      ['PUT', '/about/'],
      ['DELETE', '/assets/js/page.3f9a1c2b.js'],
      ['POST', '/no-such-page/'],
    ] as const) {
      const res = await get(target, { method, body: 'x' });
      expect(res.status, `${method} ${target}`).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD');
    }
  });
});

describe('createSiteHandler', () => {
  it('refuses a site folder that does not exist', async () => {
    await expect(createSiteHandler({ root: path.join(site.root, 'no-such-folder') })).rejects.toThrow(
      /npm run build/,
    );
  });

  it('warns at start of headers in _headers that the host sets itself and ignores', async () => {
    const site = await makeTempTree({ 'index.html': 'home', _headers: '/*\n  Location: /x\n  X-Kept: 1' });
    const warnings: string[] = [];
    try {
      const handler = await createSiteHandler({
        root: site.folder,
        warn: (message) => warnings.push(message),
      });
      expect(handler).toBeTypeOf('function');
      expect(warnings).toEqual([
        `${path.join(site.folder, '_headers')}:1: "Location" is set by the host and ignored`,
      ]);
    } finally {
      await site.remove();
    }
  });

  it('refuses to start on a line of _headers or _redirects it cannot serve, with the file, line and rule', async () => {
    const broken = await makeTempTree({
      'index.html': 'home',
      _redirects: '# old pages\n/home/ / 301\n/old/* /news/:splat 301\n/geo /uk/ 302 Country=gb',
      'headers/index.html': 'home',
      'headers/_headers': '/*\n  X-Empty:\n',
    });
    const file = path.join(broken.folder, '_redirects');
    try {
      await expect(createSiteHandler({ root: broken.folder })).rejects.toThrow(
        [
          `${file}:3: a splat (*) or placeholder (:name): /old/* /news/:splat 301`,
          `${file}:4: a condition: /geo /uk/ 302 Country=gb`,
        ].join('\n'),
      );
      await expect(startServer({ root: broken.folder, host: '127.0.0.1', port: 0 })).rejects.toThrow(
        `${file}:3: a splat (*)`,
      );
      await expect(createSiteHandler({ root: path.join(broken.folder, 'headers') })).rejects.toThrow(
        `${path.join(broken.folder, 'headers/_headers')}:2: Missing header value: X-Empty:`,
      );
    } finally {
      await broken.remove();
    }
  });
});
