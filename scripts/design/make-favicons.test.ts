import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { faviconDataUri, faviconSvg, withFaviconLink } from './make-favicons.ts';

const root = join(import.meta.dirname, '..', '..');
const indexHtml = readFileSync(join(root, 'index.html'), 'utf8');

describe('the inline SVG favicon', () => {
  it('is the current mark: run `node scripts/design/make-favicons.ts` after changing it', () => {
    expect(withFaviconLink(indexHtml)).toBe(indexHtml);
  });

  it('decodes to the same drawing as the PNG favicons, with no size of its own', () => {
    const svg = decodeURIComponent(faviconDataUri().slice('data:image/svg+xml,'.length));
    expect(svg).toBe(faviconSvg().replaceAll('"', "'"));
    expect(svg).toMatch(/^<svg xmlns='[^']+' viewBox='0 0 32 32'>/);
    expect(faviconSvg(32)).toContain('width="32" height="32"');
  });

  it('holds nothing that ends the attribute or the URL early', () => {
    expect(faviconDataUri()).not.toMatch(/["<># ]/);
  });

  it('is the last icon link, after the PNGs for browsers without SVG favicons', () => {
    const icons = [...indexHtml.matchAll(/<link rel="icon" type="([^"]+)"/g)].map((m) => m[1]);
    expect(icons).toEqual(['image/png', 'image/png', 'image/svg+xml']);
  });

  it('refuses a page with no SVG icon link to replace', () => {
    expect(() => withFaviconLink('<head></head>')).toThrow(/no <link rel="icon" type="image\/svg\+xml">/);
  });
});
