// Guards the host configuration in public/: it must parse cleanly, and the rules that keep
// caching and security right must hold for the paths this site serves.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { IMMUTABLE } from './cache-policy.ts';
import { headersForPath, parseHeadersFile } from './headers-file.ts';
import { findRedirect, parseRedirectsFile } from './redirects-file.ts';

const publicFolder = path.resolve(import.meta.dirname, '../../public');
const headers = parseHeadersFile(readFileSync(path.join(publicFolder, '_headers'), 'utf8'));
const redirectsText = readFileSync(path.join(publicFolder, '_redirects'), 'utf8');
const headersOf = (urlPath: string) =>
  new Map(headersForPath(headers.rules, urlPath).map(([name, value]) => [name.toLowerCase(), value]));

describe('public/_headers', () => {
  it('parses without problems', () => {
    expect(headers.problems).toEqual([]);
  });

  it('sends the security headers with every page', () => {
    const page = headersOf('/product/srx-5800/');
    expect(page.get('x-content-type-options')).toBe('nosniff');
    expect(page.get('x-frame-options')).toBe('DENY');
    expect(page.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(page.get('strict-transport-security')).toMatch(/^max-age=\d+/);
    expect(page.get('permissions-policy')).toContain('camera=()');
  });

  it('has a Content-Security-Policy with no inline or eval script and no framing', () => {
    const csp = headersOf('/').get('content-security-policy') ?? '';
    const directives = new Map(
      csp.split(';').map((directive) => {
        const [name = '', ...sources] = directive.trim().split(/\s+/);
        return [name, sources];
      }),
    );
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('script-src')).toEqual(["'self'", 'https://www.googletagmanager.com']);
    expect(directives.get('style-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'self'"]);
    expect(directives.get('form-action')).toEqual(["'self'"]);
    expect(directives.get('img-src')).toEqual(
      // data: for the blur placeholders and the head's SVG favicon (scripts/make-favicons.ts).
      expect.arrayContaining(['data:', 'https://cdn.sanity.io', 'https://i.ytimg.com']),
    );
    expect(directives.get('frame-src')).toEqual([
      'https://www.youtube-nocookie.com',
      'https://www.openstreetmap.org',
    ]);
    expect(csp).not.toMatch(/unsafe-eval/);
  });

  it('caches hashed chunks for a year but leaves pages, page data and the search index to revalidate', () => {
    expect(headersOf('/assets/js/page.3f9a1c2b.js').get('cache-control')).toBe(IMMUTABLE);
    for (const urlPath of [
      '/',
      '/product/srx-5800/',
      '/assets/data/product/srx-5800/index.json',
      '/flexsearch.json',
    ]) {
      expect(headersOf(urlPath).get('cache-control'), urlPath).toBeUndefined();
    }
  });

  it('never sets one header in two blocks that match the same file, which would join their values', () => {
    const paths = ['/', '/assets/js/a.3f9a1c2b.js', '/assets/css/a.3f9a1c2b.css', '/images/a.3f9a1c2b.webp'];
    for (const urlPath of paths) {
      const names = headers.rules
        .filter((rule) => rule.matcher.test(urlPath))
        .flatMap((rule) => [...new Set(rule.headers.map(([name]) => name.toLowerCase()))]);
      expect(names.length, urlPath).toBe(new Set(names).size);
    }
  });
});

describe('public/_redirects', () => {
  it('uses only the rule forms the local server supports', () => {
    expect(() => parseRedirectsFile(redirectsText, 'public/_redirects')).not.toThrow();
  });

  it('sends the old home addresses to /, even though index.html exists', () => {
    const redirects = parseRedirectsFile(redirectsText);
    expect(findRedirect(redirects.rules, { path: '/home', search: '' }, false)?.target).toBe('/');
    expect(findRedirect(redirects.rules, { path: '/index.html', search: '' }, true)?.target).toBe('/');
    expect(findRedirect(redirects.rules, { path: '/', search: '' }, true)).toBeNull();
  });
});
