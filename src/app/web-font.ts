// Inter after the first paint (docs/decisions/011-web-font-after-paint.md). A page opened afresh
// is painted in the metric-matched fallback and never asks for Inter before its largest paint: the
// 21 KB file would share a phone's first round trips with the stylesheet and the hero picture.
// Once the page has loaded, boot.ts fetches Inter into the browser's cache (and the offline
// worker's); from the next page on, the site is set in Inter.

// The file global.css names first for Inter: the same build asset, so one download serves both.
import interLatinUrl from './fonts/inter-latin-core-wght-400-800.woff2?url';

/** `<html data-font="inter">`: global.css sets Inter first in `--font-sans` under it. */
export const WEB_FONT_ATTRIBUTE = 'data-font';
const FONT = '1em "Inter Variable"';
/** Whether this page has fetched the file, so a face loaded from it comes from the cache. */
let cached = false;

/**
 * Part of the page's inline script: a page opened from another page of the site is set in Inter
 * from its first paint, as that page fetched the file. Source text, so it must stand alone.
 */
export function webFontScript(): string {
  return `document.referrer.startsWith(location.origin+"/")&&document.documentElement.setAttribute(${JSON.stringify(WEB_FONT_ATTRIBUTE)},"inter");`;
}

/**
 * Fetches Inter's Latin file (the face that covers a space) into the browser's cache and the
 * offline worker's, leaving this page as it was painted. A plain fetch, not `document.fonts.load`:
 * a face loaded into the document has the browser decode it and restyle the whole page on the main
 * thread (15-26 ms in Lighthouse's traces on the 2-core build machine, four times that at its
 * phone's speed), for a font this page never shows. A page already set in Inter has it.
 */
export function fetchWebFont(): void {
  if (document.documentElement.hasAttribute(WEB_FONT_ATTRIBUTE)) return;
  fetch(interLatinUrl)
    .then((response) =>
      response.ok ? response.arrayBuffer() : Promise.reject(new Error(response.statusText)),
    )
    .then(() => {
      cached = true;
    })
    .catch(() => {
      // No font: the fallback stays, as for a visitor without scripts.
    });
}

/**
 * On a click that opens another page in the app: that page is set in Inter once the face is loaded
 * from the cache, a few milliseconds, while the page data is fetched. The switch comes right after
 * the click, which layout-shift measures leave out (CLS counts shifts no input caused), and with
 * the page about to change anyway.
 */
export function adoptWebFont(): void {
  const root = document.documentElement;
  if (!cached || !document.fonts || root.hasAttribute(WEB_FONT_ATTRIBUTE)) return;
  document.fonts
    .load(FONT)
    .then((faces) => {
      if (faces.length > 0) root.setAttribute(WEB_FONT_ATTRIBUTE, 'inter');
    })
    .catch(() => {
      // The cached file went missing: the fallback stays.
    });
}
