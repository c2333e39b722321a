// Editors pick colours from a palette, but not every pair reads (white on light grey). Text keeps
// the editor's colour when it passes WCAG AA for normal text, else falls back to ink or white.

export const INK = '#1d1d1b';
export const WHITE = '#ffffff';
/** WCAG 2 AA for normal-size text. */
export const MIN_TEXT_CONTRAST = 4.5;

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of `#rrggbb` (WCAG 2); an unreadable value counts as white. */
export function luminance(hex: string): number {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!m) return 1;
  const [r, g, b] = [m[1], m[2], m[3]].map((h) => channel(Number.parseInt(h ?? 'ff', 16)));
  return 0.2126 * (r ?? 1) + 0.7152 * (g ?? 1) + 0.0722 * (b ?? 1);
}

/** The WCAG contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 1) + 0.05) / ((lo ?? 1) + 0.05);
}

/** Ink or white, whichever reads better on `background`. */
export function bestInk(background: string): string {
  return contrastRatio(INK, background) >= contrastRatio(WHITE, background) ? INK : WHITE;
}

/** `preferred` when it reads on `background` (or none was chosen: ink or white), else the better of ink and white. */
export function readableColour(preferred: string | null | undefined, background: string): string {
  if (preferred && contrastRatio(preferred, background) >= MIN_TEXT_CONTRAST) return preferred;
  return bestInk(background);
}

const BRAND = '#e30513';
/** WCAG 2 non-text contrast: a focus ring or a button must stand out from what it sits on. */
export const MIN_UI_CONTRAST = 3;

/**
 * The focus ring's colour on an editor's `background` (issue 37): the theme red where it shows at
 * 3:1, else ink or white. Null when the red will do, so the page's own ring colour stays.
 */
export function focusColour(background: string): string | null {
  return contrastRatio(BRAND, background) >= MIN_UI_CONTRAST ? null : bestInk(background);
}
