import { describe, expect, it } from 'vitest';
import { findRedirect, parseRedirectsFile, RedirectsFileError } from './redirects-file.ts';

function redirectFor(file: string, url: string, shadowed = false) {
  const { rules } = parseRedirectsFile(file);
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const search = queryAt === -1 ? '' : url.slice(queryAt);
  const found = findRedirect(rules, { path, search }, shadowed);
  return found === null ? null : { target: found.target, status: found.rule.status, line: found.rule.line };
}

function refusal(file: string, fileName?: string): string {
  try {
    parseRedirectsFile(file, fileName);
  } catch (error) {
    expect(error).toBeInstanceOf(RedirectsFileError);
    return (error as Error).message;
  }
  throw new Error('expected the file to be refused');
}

describe('parseRedirectsFile', () => {
  it('reads from, to and force, and skips comments and blank lines', () => {
    const { rules } = parseRedirectsFile(
      ['# old pages', '', '/home/   /    301', '  # indented comment', '/index.html / 301!'].join('\r\n'),
    );
    expect(rules).toEqual([
      { line: 3, from: '/home/', to: '/', status: 301, force: false },
      { line: 5, from: '/index.html', to: '/', status: 301, force: true },
    ]);
  });

  it('reads an empty file as no rules', () => {
    expect(parseRedirectsFile('').rules).toEqual([]);
  });

  it('refuses every rule form the site does not use, naming the file, the line and its text', () => {
    const lines = [
      '/ok /fine/ 301',
      '/old/* /news/:splat 301',
      '/products/:slug /product/:slug/ 301',
      '/store id=:id /products/ 301',
      '/geo /uk/ 301 Country=gb',
      '/temporary /elsewhere/ 302',
      '/app/* /index.html 200',
      '/shop /404.html 404',
      '/partner https://partner.example/ 301!',
      '/open //evil.example/ 301',
      'https://old.example/* https://new.example/:splat 301!',
      '/no-status /x/',
      '/no-target',
      '/with /query/?a=1 301',
      '/trailing /x/ 301 # a comment after the rule',
    ];
    const message = refusal(lines.join('\n'), 'dist/_redirects');
    expect(message.split('\n')).toEqual([
      expect.stringMatching(/^dist\/_redirects has rules the local server does not support/),
      'dist/_redirects:2: a splat (*): /old/* /news/:splat 301',
      'dist/_redirects:3: a placeholder (:name): /products/:slug /product/:slug/ 301',
      'dist/_redirects:4: a condition (id=:id): /store id=:id /products/ 301',
      'dist/_redirects:5: a condition (Country=gb): /geo /uk/ 301 Country=gb',
      'dist/_redirects:6: status 302 (only 301 and 301!): /temporary /elsewhere/ 302',
      'dist/_redirects:7: a splat (*): /app/* /index.html 200',
      'dist/_redirects:8: status 404 (only 301 and 301!): /shop /404.html 404',
      'dist/_redirects:9: a target on another host (redirect or proxy): /partner https://partner.example/ 301!',
      'dist/_redirects:10: a target on another host (redirect or proxy): /open //evil.example/ 301',
      expect.stringMatching(/^dist\/_redirects:11: "https:.*" is not a site path.*: https:\/\/old\.example/),
      'dist/_redirects:12: no status (write 301): /no-status /x/',
      'dist/_redirects:13: no target: /no-target',
      expect.stringMatching(/^dist\/_redirects:14: "\/query\/\?a=1" is not a site path/),
      'dist/_redirects:15: unexpected "# a comment after the rule" after the status: /trailing /x/ 301 # a comment after the rule',
    ]);
  });

  it('refuses rewrites with 200 even between plain paths', () => {
    expect(refusal('/api /.netlify/functions/echo 200')).toBe(
      [
        '_redirects has rules the local server does not support; it knows only "FROM TO 301" and "FROM TO 301!" between site paths:',
        '_redirects:1: status 200 (only 301 and 301!): /api /.netlify/functions/echo 200',
      ].join('\n'),
    );
  });
});

describe('findRedirect', () => {
  it('matches whatever the trailing slash, and the root only at the root', () => {
    const file = '/home/ / 301\n/ /welcome/ 301';
    expect(redirectFor(file, '/home')).toEqual({ target: '/', status: 301, line: 1 });
    expect(redirectFor(file, '/home/')).toEqual({ target: '/', status: 301, line: 1 });
    expect(redirectFor(file, '/')).toEqual({ target: '/welcome/', status: 301, line: 2 });
    expect(redirectFor(file, '/homes/')).toBeNull();
    expect(redirectFor(file, '/home/page/')).toBeNull();
  });

  it('passes the query string on', () => {
    expect(redirectFor('/home / 301', '/home?utm=x&y=1')?.target).toBe('/?utm=x&y=1');
  });

  it('compares the decoded path with the rule as written', () => {
    expect(redirectFor('/café /menu/ 301', '/café')?.target).toBe('/menu/');
    expect(redirectFor('/a.html /b/ 301', '/aXhtml')).toBeNull();
  });

  it('takes the first matching rule', () => {
    const file = '/a /first/ 301\n/a/ /second/ 301';
    expect(redirectFor(file, '/a/')?.target).toBe('/first/');
  });

  it('lets an existing file shadow a rule unless the rule is forced', () => {
    const file = '/about/ /about-us/ 301\n/index.html / 301!';
    expect(redirectFor(file, '/about/', true)).toBeNull();
    expect(redirectFor(file, '/about/', false)?.target).toBe('/about-us/');
    expect(redirectFor(file, '/index.html', true)?.target).toBe('/');
  });
});
