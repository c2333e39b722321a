// A small geometric stroke font for wordmarks and decals. Drawing letters as paths (instead of
// SVG <text>) keeps the images identical on machines with different fonts installed, so the
// asset ids, which are digests of the bytes, do not change from one computer to the next.
import { n } from './svg-kit.ts';

/** Glyphs on a cap height of 10 units, baseline at y = 10; [advance width, path]. */
const GLYPHS: Record<string, readonly [number, string]> = {
  A: [6.4, 'M0 10 L3.2 0 L6.4 10 M1.2 6.6 L5.2 6.6'],
  B: [5.6, 'M0 10 L0 0 L3.3 0 A2.4 2.5 0 0 1 3.3 5 L0 5 M3.3 5 L3.4 5 A2.6 2.5 0 0 1 3.4 10 L0 10'],
  C: [6, 'M5.8 1.8 A3.3 5 0 1 0 5.8 8.2'],
  D: [6, 'M0 0 L0 10 L2.4 10 A3.6 5 0 0 0 2.4 0 Z'],
  E: [5, 'M5 0 L0 0 L0 10 L5 10 M0 5 L4 5'],
  F: [5, 'M5 0 L0 0 L0 10 M0 5 L4 5'],
  G: [6.4, 'M5.8 1.8 A3.3 5 0 1 0 6.4 6.2 L6.4 5.6 L3.6 5.6'],
  H: [6, 'M0 0 L0 10 M6 0 L6 10 M0 5 L6 5'],
  I: [0, 'M0 0 L0 10'],
  J: [4.6, 'M4.6 0 L4.6 7.2 A2.3 2.8 0 0 1 0 7.2'],
  K: [5.8, 'M0 0 L0 10 M5.6 0 L0 6 M2 3.9 L5.8 10'],
  L: [5, 'M0 0 L0 10 L5 10'],
  M: [7.4, 'M0 10 L0 0 L3.7 7 L7.4 0 L7.4 10'],
  N: [6, 'M0 10 L0 0 L6 10 L6 0'],
  O: [6.8, 'M3.4 0 A3.4 5 0 1 0 3.4 10 A3.4 5 0 1 0 3.4 0'],
  P: [5.6, 'M0 10 L0 0 L3.2 0 A2.6 2.6 0 0 1 3.2 5.2 L0 5.2'],
  Q: [6.8, 'M3.4 0 A3.4 5 0 1 0 3.4 10 A3.4 5 0 1 0 3.4 0 M4.2 7 L6.9 10.3'],
  R: [5.8, 'M0 10 L0 0 L3.2 0 A2.6 2.6 0 0 1 3.2 5.2 L0 5.2 M3 5.2 L5.8 10'],
  S: [5.8, 'M5.4 1.5 C4.4 -0.4 0.4 -0.4 0.4 2.6 C0.4 5 5.6 4.8 5.6 7.4 C5.6 10.5 1.2 10.5 0.1 8.3'],
  T: [6, 'M0 0 L6 0 M3 0 L3 10'],
  U: [6, 'M0 0 L0 6.8 A3 3.2 0 0 0 6 6.8 L6 0'],
  V: [6.4, 'M0 0 L3.2 10 L6.4 0'],
  W: [8.6, 'M0 0 L2.1 10 L4.3 2.4 L6.5 10 L8.6 0'],
  X: [6, 'M0 0 L6 10 M6 0 L0 10'],
  Y: [6.2, 'M0 0 L3.1 5 L6.2 0 M3.1 5 L3.1 10'],
  Z: [6, 'M0 0 L6 0 L0 10 L6 10'],
  '0': [5.6, 'M2.8 0 A2.8 5 0 1 0 2.8 10 A2.8 5 0 1 0 2.8 0'],
  '1': [2.6, 'M0.4 2 L2.6 0 L2.6 10'],
  '2': [5.8, 'M0.3 2.4 C0.8 -0.6 5.6 -0.6 5.6 2.6 C5.6 5 0 7 0 10 L5.8 10'],
  '3': [
    5.6,
    'M0.4 1 C2 -0.6 5.4 0 5.4 2.5 C5.4 4.4 3.4 5 2.2 5 C4 5 5.6 5.8 5.6 7.4 C5.6 10.4 1.4 10.6 0.2 8.8',
  ],
  '4': [6, 'M4.4 10 L4.4 0 L0 7 L6 7'],
  '5': [5.8, 'M5.4 0 L0.8 0 L0.4 4.4 C2.5 3.4 5.8 3.8 5.8 6.9 C5.8 10.4 1.4 10.6 0.2 8.8'],
  '6': [5.8, 'M5 0.6 C2 -0.6 0 2 0 6.6 M0 6.6 A2.9 3.3 0 1 0 5.8 6.6 A2.9 3.3 0 1 0 0 6.6'],
  '7': [6, 'M0 0 L6 0 L2.2 10'],
  '8': [5.8, 'M2.9 5 A2.5 2.5 0 1 1 2.9 0 A2.5 2.5 0 1 1 2.9 5 A2.9 2.5 0 1 0 2.9 10 A2.9 2.5 0 1 0 2.9 5'],
  '9': [5.8, 'M0.8 9.4 C3.8 10.6 5.8 8 5.8 3.4 M5.8 3.4 A2.9 3.3 0 1 0 0 3.4 A2.9 3.3 0 1 0 5.8 3.4'],
  '&': [
    6.4,
    'M6.2 10 L1.4 4.2 C0 2.4 0.9 0 2.8 0 C4.6 0 5.4 2.2 3.8 3.6 L1 5.8 C-0.6 7.2 0.2 10 2.8 10 C4.4 10 5.6 8.6 6.4 6.4',
  ],
  '-': [4, 'M0.4 5.6 L3.6 5.6'],
  '.': [0.4, 'M0.2 9.8 L0.2 10'],
  "'": [0.4, 'M0.2 0 L0.2 2.6'],
  '/': [4, 'M0 10 L4 0'],
  ' ': [3.2, ''],
};

/** Gap between letters, in glyph units (before the stroke's own width). */
const TRACKING = 2.4;

export interface TextStyle {
  colour: string;
  /** Stroke width in glyph units (cap height is 10). */
  weight?: number;
  anchor?: 'start' | 'middle' | 'end';
  tracking?: number;
}

/** Width of a text in glyph units: advance widths plus tracking between letters. */
export function textUnits(text: string, tracking = TRACKING): number {
  const chars = [...text.toUpperCase()];
  return chars.reduce(
    (sum, ch, i) => sum + (GLYPHS[ch]?.[0] ?? 4) + (i < chars.length - 1 ? tracking : 0),
    0,
  );
}

/** Draws capitals with their baseline at y and the given cap height in pixels. */
export function strokeText(text: string, x: number, y: number, capHeight: number, style: TextStyle): string {
  const tracking = style.tracking ?? TRACKING;
  const scale = capHeight / 10;
  const width = textUnits(text, tracking) * scale;
  const anchor = style.anchor ?? 'start';
  const left = anchor === 'middle' ? x - width / 2 : anchor === 'end' ? x - width : x;
  let cursor = 0;
  const parts: string[] = [];
  for (const ch of text.toUpperCase()) {
    const glyph = GLYPHS[ch];
    if (glyph?.[1]) parts.push(`<path transform="translate(${n(cursor)} 0)" d="${glyph[1]}"/>`);
    cursor += (glyph?.[0] ?? 4) + tracking;
  }
  const weight = style.weight ?? 1.6;
  return `<g transform="translate(${n(left)} ${n(y - capHeight)}) scale(${scale})" fill="none" stroke="${style.colour}" stroke-width="${weight}" stroke-linecap="round" stroke-linejoin="round">${parts.join('')}</g>`;
}

/** A maker's name in white capitals centred on x, as painted on a machine's panel. */
export function decal(text: string, x: number, y: number, capHeight: number): string {
  return strokeText(text, x, y, capHeight, { colour: '#ffffff', anchor: 'middle', weight: 1.7 });
}

/** The largest cap height, up to `maxCap`, at which `text` fits in `maxWidth`. */
export function fitCap(text: string, maxWidth: number, maxCap: number): number {
  return Math.min(maxCap, (maxWidth / textUnits(text)) * 10);
}
