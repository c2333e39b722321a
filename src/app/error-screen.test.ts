import { describe, expect, it } from 'vitest';
import { retryHref } from './error-screen.tsx';

describe('retryHref', () => {
  it('is the page’s own path and query', () => {
    expect(retryHref({ pathname: '/our-brands/', search: '?x=1' })).toBe('/our-brands/?x=1');
  });

  it('never leaves the site, whatever slashes the address starts with', () => {
    expect(retryHref({ pathname: '//other.example/x', search: '' })).toBe('/other.example/x');
    expect(retryHref({ pathname: '///other.example/', search: '?a' })).toBe('/other.example/?a');
  });
});
