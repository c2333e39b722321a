// Is keyboard focus visible on every control (issue 37, in the spirit of WCAG 2.4.13)? For each
// focusable control of a page: a picture of its surroundings unfocused and focused, and the pixels
// that changed by at least 3:1 in contrast must cover at least a 2 px perimeter of the control.
// Pixels, not styles: an outline the colour of the band it sits on changes nothing, and passes a
// check of the CSS. Kept here, out of the specs, so a unit test can prove it fails a hidden ring.
import type { ElementHandle, Page } from 'playwright-core';
import sharp from 'sharp';

/** The least contrast between a pixel focused and unfocused that counts as a change. */
export const MIN_CHANGE_CONTRAST = 3;
/** Room around the control for an outline and its offset, in CSS pixels. */
const MARGIN = 8;

/** sRGB channel (0-255) to linear light, by table: a viewport is a million pixels. */
const LINEAR = Array.from({ length: 256 }, (_, value) => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
});

/** WCAG relative luminance of an sRGB colour given as 0-255 channels. */
export function luminance(r: number, g: number, b: number): number {
  return 0.2126 * (LINEAR[r] ?? 0) + 0.7152 * (LINEAR[g] ?? 0) + 0.0722 * (LINEAR[b] ?? 0);
}

export function contrast(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** Pixels of two same-sized RGBA pictures whose colours differ by at least 3:1. */
export function changedPixels(before: Uint8Array, after: Uint8Array): number {
  let changed = 0;
  for (let i = 0; i + 3 < before.length; i += 4) {
    const [r, g, b] = [before[i] ?? 0, before[i + 1] ?? 0, before[i + 2] ?? 0];
    const [r2, g2, b2] = [after[i] ?? 0, after[i + 1] ?? 0, after[i + 2] ?? 0];
    if (r === r2 && g === g2 && b === b2) continue;
    if (contrast(luminance(r, g, b), luminance(r2, g2, b2)) >= MIN_CHANGE_CONTRAST) changed++;
  }
  return changed;
}

export interface FocusRing {
  /** The control, as a reader would find it: its role-ish tag and its name. */
  control: string;
  /** Pixels changed by 3:1 or more, and the least that passes (a 2 px perimeter). */
  changed: number;
  needed: number;
}

async function raw(png: Buffer): Promise<Uint8Array> {
  return new Uint8Array(await sharp(png).ensureAlpha().raw().toBuffer());
}

/**
 * Focusable controls in `scope` (a CSS selector) that are shown: every Tab stop, and the entries of
 * a menu bar the arrow keys reach (tabindex -1 inside a nav). Marked with data-focus-check.
 */
async function markControls(page: Page, scope: string): Promise<void> {
  return page.evaluate((scope) => {
    const selector =
      'a[href], button:not([disabled]), input:not([type="hidden"]), select, textarea, summary, [tabindex]';
    let count = 0;
    for (const element of document.querySelectorAll('[data-focus-check]'))
      element.removeAttribute('data-focus-check');
    for (const root of document.querySelectorAll(scope)) {
      for (const element of root.querySelectorAll<HTMLElement>(selector)) {
        const byScriptOnly = element.tabIndex < 0 && !element.closest('nav');
        if (
          byScriptOnly ||
          element.closest('[inert]') ||
          !element.checkVisibility({ visibilityProperty: true })
        )
          continue;
        element.dataset.focusCheck = String(count++);
      }
    }
  }, scope);
}

/** The ring of one control, or null when it passes or has no box to look at. */
async function checkControl(page: Page, control: ElementHandle<Element>): Promise<FocusRing | null> {
  await control.focus();
  // In the middle of the viewport, so no edge cuts its ring off (focus scrolls only to an edge).
  await control.evaluate((element) => element.scrollIntoView({ block: 'center', inline: 'nearest' }));
  // Where it is when focused (the skip link only then comes on screen), in the viewport.
  const box = await control.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport || box.width === 0 || box.height === 0) return null;
  // A link stretched over its card by an absolute ::after (the cards' one Tab stop) may show its
  // focus round the card: the area to look at is the card's.
  const area = await control.evaluate((element) => {
    const after = getComputedStyle(element, '::after');
    const holder = element instanceof HTMLElement ? element.offsetParent : null;
    const stretched = after.content !== 'none' && after.position === 'absolute' && holder;
    const { left, top, right, bottom } = (stretched ? holder : element).getBoundingClientRect();
    // A link broken over lines is ringed line by line, the rings overlapping between lines: what
    // it needs is judged by its longest line's box, not by the box round all of them.
    const perimeter = Math.max(0, ...[...element.getClientRects()].map((r) => 2 * (r.width + r.height)));
    return { left, top, right, bottom, perimeter };
  });
  const x = Math.max(0, Math.floor(Math.min(box.x, area.left) - MARGIN));
  const y = Math.max(0, Math.floor(Math.min(box.y, area.top) - MARGIN));
  const clip = {
    x,
    y,
    width: Math.min(viewport.width, Math.ceil(Math.max(box.x + box.width, area.right) + MARGIN)) - x,
    height: Math.min(viewport.height, Math.ceil(Math.max(box.y + box.height, area.bottom) + MARGIN)) - y,
  };
  if (clip.width <= 0 || clip.height <= 0) return null;
  const shot = () => page.screenshot({ clip, animations: 'disabled', caret: 'hide', scale: 'css' });
  await control.evaluate((element) => (element as HTMLElement).blur());
  const before = await raw(await shot());
  await control.focus();
  const after = await raw(await shot());
  const changed = changedPixels(before, after);
  // A 2 px perimeter's area: a 2 px strip along each side, the four corners counted once.
  const needed = Math.round(2 * area.perimeter - 16);
  if (changed >= needed) return null;
  const name = await control.evaluate(
    (element) =>
      `${element.localName} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`,
  );
  return { control: name, changed, needed };
}

/**
 * Every shown control in `scope` whose focus is not visible enough. Run after the page has had a
 * key press (so script focus is keyboard focus, as after Tab) and with the pointer out of the way.
 */
export async function hiddenFocusRings(page: Page, scope = 'body'): Promise<FocusRing[]> {
  await markControls(page, scope);
  const failures: FocusRing[] = [];
  for (const control of await page.$$('[data-focus-check]')) {
    try {
      const ring = await checkControl(page, control);
      if (ring) failures.push(ring);
    } catch (error) {
      // Gone since it was marked (a video's placeholder that gave way to the player in view).
      if (await control.evaluate((element) => element.isConnected).catch(() => false)) throw error;
    }
  }
  return failures;
}

/** One line per control, so a failing test names what to fix. */
export function formatFocusRings(rings: readonly FocusRing[]): string[] {
  return rings.map((r) => `${r.control}: ${r.changed} pixels change by 3:1, ${r.needed} needed`);
}
