import { describe, expect, it } from 'vitest';
import { findRedirect, isRedirectStatus, parseRedirectsFile } from './redirects-file.ts';

function redirectFor(file: string, url: string, shadowed = false) {
  const { rules, problems } = parseRedirectsFile(file);
  expect(problems).toEqual([]);
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const search = queryAt === -1 ? '' : url.slice(queryAt);
  const found = findRedirect(rules, { path, search }, shadowed);
  return found === null ? null : { target: found.target, status: found.rule.status, line: found.rule.line };
}

describe('parseRedirectsFile', () => {
  it('reads from, to, status and force, defaulting to a 301, and skips comments', () => {
    const { rules, problems } = parseRedirectsFile(
      ['# old pages', '', '/home/   /    # the old home', '/index.html / 301!', '/shop/* /404.html 404'].join(
        '\n',
      ),
    );
    expect(problems).toEqual([]);
    expect(rules.map(({ line, from, to, status, force }) => ({ line, from, to, status, force }))).toEqual([
      { line: 3, from: '/home/', to: '/', status: 301, force: false },
      { line: 4, from: '/index.html', to: '/', status: 301, force: true },
      { line: 5, from: '/shop/*', to: '/404.html', status: 404, force: false },
    ]);
  });

  it('reads query-parameter conditions between from and to', () => {
    const { rules } = parseRedirectsFile('/store id=:id  lang=en /products/:id 301');
    expect(rules[0]?.query).toEqual([
      ['id', ':id'],
      ['lang', 'en'],
    ]);
    expect(rules[0]?.to).toBe('/products/:id');
  });

  it('reports rules it cannot honour with their line numbers and keeps the others', () => {
    const { rules, problems } = parseRedirectsFile(
      [
        '/ok /fine 302',
        '/no-target',
        '/bad-status /x 500',
        '/geo /uk 302 Country=gb',
        '/a/*/b /c',
        'https://old.example/* https://new.example/:splat 301!',
        'relative /x',
      ].join('\n'),
    );
    expect(rules.map((rule) => rule.from)).toEqual(['/ok']);
    expect(problems.map((problem) => problem.line)).toEqual([2, 3, 4, 5, 6, 7]);
    expect(problems[1]?.message).toMatch(/status 500/);
    expect(problems[2]?.message).toMatch(/Country=gb/);
    expect(problems[3]?.message).toMatch(/only end the path/);
  });
});

describe('findRedirect', () => {
  it('matches whatever the trailing slash, and the root only at the root', () => {
    const file = '/home/ / 301\n/ /welcome/ 302';
    expect(redirectFor(file, '/home')).toEqual({ target: '/', status: 301, line: 1 });
    expect(redirectFor(file, '/home/')).toEqual({ target: '/', status: 301, line: 1 });
    expect(redirectFor(file, '/')).toEqual({ target: '/welcome/', status: 302, line: 2 });
    expect(redirectFor(file, '/homes/')).toBeNull();
  });

  it('puts the splat into the target, keeping slashes, and matches the bare prefix too', () => {
    const file = '/news/* /latest-news/:splat 301';
    expect(redirectFor(file, '/news/2024/show/')?.target).toBe('/latest-news/2024/show/');
    expect(redirectFor(file, '/news')?.target).toBe('/latest-news/');
    expect(redirectFor(file, '/newsletter')).toBeNull();
  });

  it('sends everything through `/*`, and a splat may end a segment', () => {
    expect(redirectFor('/* /index.html 200', '/any/deep/path')?.target).toBe('/index.html');
    expect(redirectFor('/* /index.html 200', '/')?.target).toBe('/index.html');
    expect(redirectFor('/blog* /news/:splat 302', '/blog-post-1')?.target).toBe('/news/-post-1');
  });

  it('fills placeholders, each matching one segment', () => {
    const file = '/products/:brand/:slug /product/:slug/?brand=:brand 301';
    expect(redirectFor(file, '/products/acme/srx-5800')?.target).toBe('/product/srx-5800/?brand=acme');
    expect(redirectFor(file, '/products/acme')).toBeNull();
    expect(redirectFor(file, '/products/acme/srx/extra')).toBeNull();
  });

  it('encodes captured text for the part of the URL it lands in', () => {
    // The path arrives decoded: `%3F` in the request is a literal `?` here.
    const { rules } = parseRedirectsFile('/old/* /new/:splat 301');
    const found = findRedirect(rules, { path: '/old/café menu/a?b', search: '' }, false);
    expect(found?.target).toBe('/new/caf%C3%A9%20menu/a%3Fb');
    expect(redirectFor('/tag/:name /search?q=:name 302', '/tag/a&b=c')?.target).toBe('/search?q=a%26b%3Dc');
  });

  it('passes the query string on, unless the target or the rule has its own', () => {
    expect(redirectFor('/home / 301', '/home?utm=x&y=1')?.target).toBe('/?utm=x&y=1');
    expect(redirectFor('/home /?from=home 301', '/home?utm=x')?.target).toBe('/?from=home');
    expect(redirectFor('/store id=:id /products/:id/ 301', '/store?id=42&utm=x')?.target).toBe(
      '/products/42/',
    );
  });

  it('requires the query conditions of a rule', () => {
    const file = '/store id=:id lang=en /products/:id/ 301\n/store /shop/ 302';
    expect(redirectFor(file, '/store?id=7&lang=en')).toMatchObject({ target: '/products/7/', line: 1 });
    expect(redirectFor(file, '/store?id=7&lang=fr')).toMatchObject({
      target: '/shop/?id=7&lang=fr',
      line: 2,
    });
    expect(redirectFor(file, '/store')).toMatchObject({ target: '/shop/', line: 2 });
  });

  it('takes the first matching rule', () => {
    const file = '/a/special /first 302\n/a/* /second/:splat 302';
    expect(redirectFor(file, '/a/special')?.target).toBe('/first');
    expect(redirectFor(file, '/a/other')?.target).toBe('/second/other');
  });

  it('lets an existing file shadow a rule unless the rule is forced', () => {
    const file = '/about/ /about-us/ 301\n/index.html / 301!';
    expect(redirectFor(file, '/about/', true)).toBeNull();
    expect(redirectFor(file, '/about/', false)?.target).toBe('/about-us/');
    expect(redirectFor(file, '/index.html', true)?.target).toBe('/');
  });

  it('leaves absolute targets and unknown placeholders as written', () => {
    expect(redirectFor('/blog/* https://blog.example/:splat 302', '/blog/x')?.target).toBe(
      'https://blog.example/x',
    );
    expect(redirectFor('/x /y/:unknown 302', '/x')?.target).toBe('/y/:unknown');
  });
});

describe('isRedirectStatus', () => {
  it('is true for the redirect codes only', () => {
    expect([200, 301, 302, 303, 307, 308, 404].map(isRedirectStatus)).toEqual([
      false,
      true,
      true,
      true,
      true,
      true,
      false,
    ]);
  });
});
