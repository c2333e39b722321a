// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adoptWebFont, fetchWebFont, WEB_FONT_ATTRIBUTE, webFontScript } from './web-font.ts';

/** Runs the inline script's source against a page with this referrer at this origin. */
function runScript(referrer: string, origin = 'https://www.example.co.uk') {
  const root = document.createElement('html');
  new Function('document', 'location', webFontScript())({ referrer, documentElement: root }, { origin });
  return root.getAttribute(WEB_FONT_ATTRIBUTE);
}

const fonts = (loaded: boolean) => ({ check: vi.fn(() => loaded), load: vi.fn(() => Promise.resolve([])) });

afterEach(() => {
  document.documentElement.removeAttribute(WEB_FONT_ATTRIBUTE);
  vi.unstubAllGlobals();
});

describe('the inline script', () => {
  it('sets Inter on a page opened from another page of the site', () => {
    expect(runScript('https://www.example.co.uk/about-us/')).toBe('inter');
  });

  it('leaves the fallback on a page opened from elsewhere, or typed in', () => {
    expect(runScript('https://www.google.com/')).toBeNull();
    expect(runScript('')).toBeNull();
    // Another site whose name starts with ours is elsewhere.
    expect(runScript('https://www.example.co.uk.evil.test/')).toBeNull();
  });
});

describe('adoptWebFont and fetchWebFont', () => {
  it('switches to Inter on a navigation only once its file is in', () => {
    Object.defineProperty(document, 'fonts', { value: fonts(false), configurable: true });
    adoptWebFont();
    expect(document.documentElement.getAttribute(WEB_FONT_ATTRIBUTE)).toBeNull();
    Object.defineProperty(document, 'fonts', { value: fonts(true), configurable: true });
    adoptWebFont();
    expect(document.documentElement.getAttribute(WEB_FONT_ATTRIBUTE)).toBe('inter');
  });

  it('fetches the face that covers Latin text, and takes a failure quietly', async () => {
    const set = { check: vi.fn(), load: vi.fn(() => Promise.reject(new Error('offline'))) };
    Object.defineProperty(document, 'fonts', { value: set, configurable: true });
    fetchWebFont();
    await Promise.resolve();
    expect(set.load).toHaveBeenCalledWith('1em "Inter Variable"');
    expect(document.documentElement.getAttribute(WEB_FONT_ATTRIBUTE)).toBeNull();
  });
});
