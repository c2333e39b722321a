// Guards the host configuration in public/: it must parse cleanly, and the rules that keep
// caching and security right must hold for the paths this site serves.

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findRedirect, headersForPath, readHeaderRules, readRedirectRules } from './host-rules.ts';
import { IMMUTABLE } from './site.test-helper.ts';

const publicFolder = path.resolve(import.meta.dirname, '../../../public');
// Read as the server reads them: a line the host's parsers reject, or a header the host ignores,
// fails here.
const headerRules = await readHeaderRules(path.join(publicFolder, '_headers'), (warning) => {
  throw new Error(warning);
});
const redirectRules = await readRedirectRules(path.join(publicFolder, '_redirects'));
const headersOf = (urlPath: string) =>
  new Map(headersForPath(headerRules, urlPath).map(([name, value]) => [name.toLowerCase(), value]));

describe('public/_headers', () => {
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
      // data: for the blur placeholders and the head's SVG favicon (scripts/design/make-favicons.ts).
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
      const names = headerRules
        .filter((rule) => rule.forRegExp.test(urlPath))
        .flatMap((rule) => Object.keys(rule.values).map((name) => name.toLowerCase()));
      expect(names.length, urlPath).toBe(new Set(names).size);
    }
  });
});

describe('public/_redirects', () => {
  it('sends the old home addresses to /, even though index.html exists', () => {
    expect(findRedirect(redirectRules, { path: '/home', search: '' }, false)?.target).toBe('/');
    expect(findRedirect(redirectRules, { path: '/index.html', search: '' }, true)?.target).toBe('/');
    expect(findRedirect(redirectRules, { path: '/', search: '' }, true)).toBeNull();
  });
});
