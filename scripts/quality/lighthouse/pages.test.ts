import { describe, expect, it } from 'vitest';
import { LIGHTHOUSE_PAGES, pagesToAudit } from './pages.ts';

describe('pagesToAudit', () => {
  it('audits the ten pages when no path is given', () => {
    expect(pagesToAudit(undefined)).toBe(LIGHTHOUSE_PAGES);
    expect(pagesToAudit([])).toBe(LIGHTHOUSE_PAGES);
    expect(LIGHTHOUSE_PAGES.map((page) => page.name)).toHaveLength(10);
  });

  it('audits the given paths instead, once each, named by their path', () => {
    expect(pagesToAudit(['/our-brands/', '/enquiry-basket/', '/our-brands/'])).toEqual([
      { name: '/our-brands/', path: '/our-brands/' },
      { name: '/enquiry-basket/', path: '/enquiry-basket/' },
    ]);
  });

  it('refuses what is not a path of the site', () => {
    for (const bad of ['our-brands/', 'https://example.com/', '//example.com/x', ''])
      expect(() => pagesToAudit([bad])).toThrow(/--path wants a path of the site/);
  });
});
