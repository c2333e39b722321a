import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  findRedirect,
  HostRulesError,
  headersForPath,
  readHeaderRules,
  readRedirectRules,
} from './host-rules.ts';
import { makeTempTree } from './requests.test-helper.ts';

let remove = async () => {};
afterEach(() => remove());

/** Writes `text` as a file of that name in a new folder and returns its path. */
async function fileOf(name: string, text: string): Promise<string> {
  const tree = await makeTempTree({ [name]: text });
  remove = tree.remove;
  return path.join(tree.folder, name);
}

async function headersOf(text: string, urlPath: string) {
  const rules = await readHeaderRules(await fileOf('_headers', text), () => {});
  return Object.fromEntries(headersForPath(rules, urlPath));
}

async function redirectFor(text: string, url: string, shadowed = false) {
  const rules = await readRedirectRules(await fileOf('_redirects', text));
  const [urlPath = '', query] = url.split('?');
  const found = findRedirect(
    rules,
    { path: urlPath, search: query === undefined ? '' : `?${query}` },
    shadowed,
  );
  return found === null ? null : { target: found.target, status: found.rule.status, line: found.rule.line };
}

async function refusal(name: string, text: string): Promise<string[]> {
  const file = await fileOf(name, text);
  const read = name === '_headers' ? readHeaderRules(file, () => {}) : readRedirectRules(file);
  const error = await read.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(HostRulesError);
  return (error as Error).message.replaceAll(file, name).split('\n').slice(1);
}

describe('headers', () => {
  const sample = [
    '# the whole site',
    '/*',
    '  X-Frame-Options: DENY',
    '  X-Test: all',
    '/product/:slug/',
    '  X-Test: product',
    '/docs/*.pdf',
    '  Content-Disposition: inline',
  ].join('\n');

  it('applies `/*` to every path, the root included', async () => {
    expect(await headersOf(sample, '/')).toEqual({ 'X-Frame-Options': 'DENY', 'X-Test': 'all' });
    expect(await headersOf(sample, '/deep/path/file.txt')).toMatchObject({ 'X-Frame-Options': 'DENY' });
  });

  it('applies every matching block, joining the values of one header with commas', async () => {
    expect((await headersOf(sample, '/product/srx-5800/'))['X-Test']).toBe('all, product');
  });

  it('matches a `:placeholder` against one segment and `*` inside a segment, whatever the trailing slash', async () => {
    expect((await headersOf(sample, '/product/srx-5800'))['X-Test']).toBe('all, product');
    expect((await headersOf(sample, '/product/a/b/'))['X-Test']).toBe('all');
    expect((await headersOf(sample, '/docs/manuals/brochure.pdf'))['Content-Disposition']).toBe('inline');
    expect((await headersOf(sample, '/docs/brochure.txt'))['Content-Disposition']).toBeUndefined();
  });

  it('merges header names case-insensitively, keeping the first spelling and dropping repeats', async () => {
    const text = '/*\n  x-robots-tag: noindex\n/a\n  X-Robots-Tag: noindex\n  X-ROBOTS-TAG: nofollow';
    expect(await headersOf(text, '/a')).toEqual({ 'x-robots-tag': 'noindex, nofollow' });
  });

  it('reads a missing file as no headers', async () => {
    expect(await readHeaderRules(path.join(await fileOf('x', ''), '../_headers'), () => {})).toEqual([]);
  });

  it('refuses lines the host parser rejects, with their line numbers', async () => {
    expect(await refusal('_headers', 'X-Orphan: 1\n/*\n  : value\n  X-Empty:\n')).toEqual([
      '_headers:1: Path should come before header "X-Orphan"',
      '_headers:3: Missing header name: : value',
      '_headers:4: Missing header value: X-Empty:',
    ]);
  });
});

describe('redirects', () => {
  it('reads from, to, status and force, skipping comments, with the line of each rule', async () => {
    const text = [
      '# old pages',
      '',
      '/home/   /    301',
      '/index.html / 301! # the root',
      '/offers /stock/',
    ].join('\r\n');
    expect(await readRedirectRules(await fileOf('_redirects', text))).toEqual([
      { line: 3, from: '/home/', to: '/', status: 301, force: false },
      { line: 4, from: '/index.html', to: '/', status: 301, force: true },
      // No status is a 301, as on the host.
      { line: 5, from: '/offers', to: '/stock/', status: 301, force: false },
    ]);
  });

  it('matches whatever the trailing slash, and the root only at the root', async () => {
    const text = '/home/ / 301\n/ /welcome/ 302';
    expect(await redirectFor(text, '/home')).toEqual({ target: '/', status: 301, line: 1 });
    expect(await redirectFor(text, '/home/')).toEqual({ target: '/', status: 301, line: 1 });
    expect(await redirectFor(text, '/')).toEqual({ target: '/welcome/', status: 302, line: 2 });
    expect(await redirectFor(text, '/home/page/')).toBeNull();
  });

  it('passes the query string on, unless the target has its own', async () => {
    expect((await redirectFor('/home / 301', '/home?utm=x&y=1'))?.target).toBe('/?utm=x&y=1');
    expect((await redirectFor('/home /?from=home 301', '/home?utm=x'))?.target).toBe('/?from=home');
  });

  it('takes the first matching rule, and lets an existing file shadow a rule unless it is forced', async () => {
    const text = '/about/ /about-us/ 301\n/about /second/ 301\n/index.html / 301!';
    expect(await redirectFor(text, '/about')).toMatchObject({ target: '/about-us/' });
    expect(await redirectFor(text, '/about/', true)).toBeNull();
    expect(await redirectFor(text, '/index.html', true)).toMatchObject({ target: '/' });
  });

  it('refuses what the parser rejects and what this server cannot do as the host would, by line', async () => {
    const lines = [
      '/ok /fine/ 301',
      '/old/* /news/:splat 301',
      '/products/:slug /product/:slug/ 301',
      '/store id=:id /products/ 301',
      '/geo /uk/ 301 Country=gb',
      '/app /index.html 200',
      '/shop /404.html 404',
      '/open //evil.example/ 301',
      'https://old.example/* https://new.example/:splat 301!',
      '/no-target',
      '/.netlify/old /new/ 301',
      '/partner https://partner.example/ 308',
    ];
    expect(await refusal('_redirects', lines.join('\n'))).toEqual([
      '_redirects:2: a splat (*) or placeholder (:name): /old/* /news/:splat 301',
      '_redirects:3: a splat (*) or placeholder (:name): /products/:slug /product/:slug/ 301',
      '_redirects:4: a query condition: /store id=:id /products/ 301',
      '_redirects:5: a condition: /geo /uk/ 301 Country=gb',
      '_redirects:6: status 200 (a rewrite, proxy or custom status): /app /index.html 200',
      '_redirects:7: status 404 (a rewrite, proxy or custom status): /shop /404.html 404',
      '_redirects:8: a target that names a host without a scheme: /open //evil.example/ 301',
      '_redirects:9: a rule for another host: https://old.example/* https://new.example/:splat 301!',
      '_redirects:10: Missing destination path/URL: /no-target',
      '_redirects:11: "path" field must not start with "/.netlify": /.netlify/old /new/ 301',
    ]);
  });
});
