// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WEB_FONT_ATTRIBUTE, webFontScript } from './web-font.ts';

/** Runs the inline script's source against a page with this referrer at this origin. */
function runScript(referrer: string, origin = 'https://www.example.co.uk') {
  const root = document.createElement('html');
  new Function('document', 'location', webFontScript())({ referrer, documentElement: root }, { origin });
  return root.getAttribute(WEB_FONT_ATTRIBUTE);
}

afterEach(() => {
  document.documentElement.removeAttribute(WEB_FONT_ATTRIBUTE);
  vi.unstubAllGlobals();
  vi.resetModules();
});

/** A fresh copy of the module (it remembers whether the file was fetched) and a font set. */
async function setUp({
  fetched,
  load = () => Promise.resolve([{}]),
}: {
  fetched: boolean;
  load?: () => Promise<unknown[]>;
}) {
  const fetchMock = vi.fn((_url: string) =>
    Promise.resolve(fetched ? new Response('woff2', { status: 200 }) : new Response('', { status: 503 })),
  );
  vi.stubGlobal('fetch', fetchMock);
  const set = { check: vi.fn(() => false), load: vi.fn(load) };
  Object.defineProperty(document, 'fonts', { value: set, configurable: true });
  const module = await import('./web-font.ts');
  return { ...module, fetchMock, set };
}

/** Lets the promise chains of fetchWebFont and adoptWebFont run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const attribute = () => document.documentElement.getAttribute(WEB_FONT_ATTRIBUTE);

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

describe('fetchWebFont and adoptWebFont', () => {
  it('fetches the Latin file into the cache without loading it into this page', async () => {
    const { fetchWebFont, fetchMock, set } = await setUp({ fetched: true });
    fetchWebFont();
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toMatch(/inter-latin-core-wght-400-800\b.*\.woff2$/);
    expect(set.load).not.toHaveBeenCalled();
    expect(attribute()).toBeNull();
  });

  it('does not fetch on a page already set in Inter', async () => {
    document.documentElement.setAttribute(WEB_FONT_ATTRIBUTE, 'inter');
    const { fetchWebFont, fetchMock } = await setUp({ fetched: true });
    fetchWebFont();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('switches to Inter on a navigation once the file is in and its face has loaded', async () => {
    const { fetchWebFont, adoptWebFont, set } = await setUp({ fetched: true });
    adoptWebFont();
    await settle();
    expect(set.load).not.toHaveBeenCalled();
    expect(attribute()).toBeNull();
    fetchWebFont();
    await settle();
    adoptWebFont();
    expect(set.load).toHaveBeenCalledWith('1em "Inter Variable"');
    await settle();
    expect(attribute()).toBe('inter');
  });

  it('keeps the fallback when the file could not be fetched or its face not loaded', async () => {
    const failed = await setUp({ fetched: false });
    failed.fetchWebFont();
    await settle();
    failed.adoptWebFont();
    await settle();
    expect(failed.set.load).not.toHaveBeenCalled();
    expect(attribute()).toBeNull();

    vi.resetModules();
    const unloadable = await setUp({ fetched: true, load: () => Promise.reject(new Error('gone')) });
    unloadable.fetchWebFont();
    await settle();
    unloadable.adoptWebFont();
    await settle();
    expect(unloadable.set.load).toHaveBeenCalled();
    expect(attribute()).toBeNull();
  });
});
