import { describe, expect, it } from 'vitest';
import { parseRequestTarget } from './request-path.ts';

describe('parseRequestTarget', () => {
  it('splits and decodes the path, keeping the raw path and the query', () => {
    expect(parseRequestTarget('/caf%C3%A9/menu/?a=1&b=%20')).toEqual({
      path: '/café/menu/',
      rawPath: '/caf%C3%A9/menu/',
      search: '?a=1&b=%20',
    });
    expect(parseRequestTarget('/')).toEqual({ path: '/', rawPath: '/', search: '' });
  });

  it('collapses repeated slashes so no URL built from it can name another host', () => {
    expect(parseRequestTarget('//evil.example/x')).toMatchObject({
      path: '/evil.example/x',
      rawPath: '/evil.example/x',
    });
    expect(parseRequestTarget('/a/%2F/b')?.path).toBe('/a/b');
  });

  it.each([
    ['a dot-dot segment', '/../package.json'],
    ['an encoded dot-dot', '/%2e%2e/package.json'],
    ['an encoded dot-dot and slash', '/assets/..%2F..%2Fpackage.json'],
    ['a dot segment', '/./index.html'],
    ['a NUL byte', '/index.html%00.txt'],
    ['a control character', '/a%0d%0aSet-Cookie:x'],
    ['a backslash', '/..%5c..%5cpackage.json'],
    ['broken percent-encoding', '/%E0%A4%A'],
    ['an absolute-form target', 'http://example.com/index.html'],
    ['an asterisk-form target', '*'],
  ])('refuses %s', (_, url) => {
    expect(parseRequestTarget(url)).toBeNull();
  });

  it('allows dots inside names', () => {
    expect(parseRequestTarget('/assets/js/page.3f9a1c2b.js')?.path).toBe('/assets/js/page.3f9a1c2b.js');
    expect(parseRequestTarget('/..well/...')?.path).toBe('/..well/...');
  });
});
