// Inter after the first paint (docs/decisions/011-web-font-after-paint.md). A page opened afresh
// is painted in the metric-matched fallback and never asks for Inter before its largest paint: the
// 21 KB file would share a phone's first round trips with the stylesheet and the hero picture.
// Once the page has loaded, boot.ts fetches Inter into the browser's cache (and the offline
// worker's); from the next page on, the site is set in Inter.

/** `<html data-font="inter">`: global.css sets Inter first in `--font-sans` under it. */
export const WEB_FONT_ATTRIBUTE = 'data-font';
const FONT = '1em "Inter Variable"';

/**
 * Part of the page's inline script: a page opened from another page of the site is set in Inter
 * from its first paint, as that page fetched the file. Source text, so it must stand alone.
 */
export function webFontScript(): string {
  return `document.referrer.startsWith(location.origin+"/")&&document.documentElement.setAttribute(${JSON.stringify(WEB_FONT_ATTRIBUTE)},"inter");`;
}

/** Fetches Inter's Latin file (the face that covers a space), leaving this page as it was painted. */
export function fetchWebFont(): void {
  document.fonts?.load(FONT).catch(() => {
    // No font: the fallback stays, as for a visitor without scripts.
  });
}

/**
 * On a click that opens another page in the app: that page is set in Inter if the file is in. The
 * switch comes right after the click, which layout-shift measures leave out (CLS counts shifts
 * no input caused), and with the page about to change anyway.
 */
export function adoptWebFont(): void {
  if (document.fonts?.check(FONT)) document.documentElement.setAttribute(WEB_FONT_ATTRIBUTE, 'inter');
}
