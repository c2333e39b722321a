// Writes src/app/fonts/: Inter Variable from @fontsource-variable/inter, cut three ways:
// - the weight axis to the weights the site sets (400 to 800; docs/design.md "Type");
// - the OpenType features to those browsers apply on their own (kerning, ligatures, contextual
//   alternates, marks) and the tabular figures the CSS asks for: the stylistic sets and character
//   variants nobody turns on were a quarter of the bytes;
// - Fontsource's Latin file in two: the letters and signs English text uses (`latin-core`, the one
//   file the page preloads) and the rest of Latin-1 (accented letters and rarer signs,
//   `latin-rest`), which a browser fetches only for a page that shows one of them.
// Same shapes, same spacing, fewer bytes before the first paint. Run after updating the font
// package, and keep the unicode-range in src/app/global.css as `FONT_SUBSETS` says:
//   node scripts/design/make-font-subset.ts
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const PACKAGE = join(ROOT, 'node_modules/@fontsource-variable/inter/files');
const OUT = join(ROOT, 'src/app/fonts');
/** The lightest and boldest weights in the site's CSS (body 400, headings 800). */
export const FONT_WEIGHTS = { min: 400, max: 800 };

/**
 * The features browsers turn on by themselves for Latin text, and `tnum`, which the CSS sets
 * (`font-variant-numeric: tabular-nums`). A feature the CSS starts using must be added here.
 */
export const FONT_FEATURES = [
  'ccmp',
  'locl',
  'mark',
  'mkmk',
  'rlig',
  'rvrn',
  'kern',
  'liga',
  'clig',
  'calt',
  'tnum',
];

/** Every code point in `unicode-range` notation (`U+0000-00FF, U+0131`), in order, once each. */
export function codePointsOf(unicodeRange: string): number[] {
  const points = new Set<number>();
  for (const part of unicodeRange.split(',')) {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    for (let code = Number.parseInt(from ?? '', 16); code <= Number.parseInt(to ?? '', 16); code++) {
      points.add(code);
    }
  }
  return [...points].sort((a, b) => a - b);
}

/** `unicode-range` notation for code points, runs joined (`U+0041-005A, U+00A3`). */
export function unicodeRangeOf(points: readonly number[]): string {
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
  const sorted = [...new Set(points)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; i++) {
    const from = sorted[i] as number;
    let to = from;
    while (sorted[i + 1] === to + 1) to = sorted[++i] as number;
    parts.push(from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`);
  }
  return parts.join(', ');
}

// Fontsource's Latin range, and the part of it English text on this site uses: ASCII, the no-break
// space, £ € © ® ™ ° ² ³ × and the typographer's dashes, quotes, bullet, ellipsis and arrows.
// Every one of them is in LATIN.
const LATIN =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';
const LATIN_CORE = codePointsOf(
  'U+0000-007E, U+00A0, U+00A3, U+00A9, U+00AB, U+00AE, U+00B0, U+00B2-00B3, U+00B7, U+00BB, U+00D7, U+2013-2014, U+2018-201E, U+2022, U+2026, U+2039-203A, U+20AC, U+2122, U+2191, U+2193, U+2212',
);
const core = new Set(LATIN_CORE);

/** Each file the script writes: the Fontsource file it is cut from, and its `unicode-range`. */
export const FONT_SUBSETS = {
  'latin-core': { from: 'latin', range: unicodeRangeOf(LATIN_CORE) },
  'latin-rest': { from: 'latin', range: unicodeRangeOf(codePointsOf(LATIN).filter((c) => !core.has(c))) },
  'latin-ext': {
    from: 'latin-ext',
    range:
      'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF',
  },
};

/** The file name of a subset, as global.css refers to it. */
export const fontFileName = (subset: keyof typeof FONT_SUBSETS) =>
  `inter-${subset}-wght-${FONT_WEIGHTS.min}-${FONT_WEIGHTS.max}.woff2`;

if (import.meta.main) {
  mkdirSync(OUT, { recursive: true });
  for (const [subset, { from, range }] of Object.entries(FONT_SUBSETS)) {
    const source = readFileSync(join(PACKAGE, `inter-${from}-wght-normal.woff2`));
    const text = String.fromCodePoint(...codePointsOf(range));
    const out = await subsetFont(source, text, {
      targetFormat: 'woff2',
      variationAxes: { wght: FONT_WEIGHTS },
      keepFeatures: FONT_FEATURES,
    });
    const name = fontFileName(subset as keyof typeof FONT_SUBSETS);
    writeFileSync(join(OUT, name), out);
    console.log(
      `${name}: ${(out.length / 1024).toFixed(1)} KB (from ${(source.length / 1024).toFixed(1)} KB)`,
    );
  }
}
