// Writes src/app/fonts/: Inter Variable's Latin and Latin Extended files from
// @fontsource-variable/inter with the weight axis cut to the weights the site sets (400 to 800;
// docs/design.md "Type"). Same letters, same shapes, same unicode-range, a third fewer bytes on
// the way to the first paint. Run after updating the font package:
//   node scripts/make-font-subset.ts
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const PACKAGE = join(ROOT, 'node_modules/@fontsource-variable/inter/files');
const OUT = join(ROOT, 'src/app/fonts');
/** The lightest and boldest weights in the site's CSS (body 400, headings 800). */
export const FONT_WEIGHTS = { min: 400, max: 800 };

/** Every code point in `unicode-range` notation (`U+0000-00FF, U+0131`), as a string of characters. */
export function charactersOf(unicodeRange: string): string {
  let text = '';
  for (const part of unicodeRange.split(',')) {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    for (let code = Number.parseInt(from ?? '', 16); code <= Number.parseInt(to ?? '', 16); code++) {
      text += String.fromCodePoint(code);
    }
  }
  return text;
}

// The @font-face unicode-range of each file, as global.css declares them.
const SUBSETS = {
  latin:
    'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
  'latin-ext':
    'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF',
};

if (import.meta.main) {
  mkdirSync(OUT, { recursive: true });
  for (const [subset, range] of Object.entries(SUBSETS)) {
    const source = readFileSync(join(PACKAGE, `inter-${subset}-wght-normal.woff2`));
    const out = await subsetFont(source, charactersOf(range), {
      targetFormat: 'woff2',
      variationAxes: { wght: FONT_WEIGHTS },
    });
    const name = `inter-${subset}-wght-${FONT_WEIGHTS.min}-${FONT_WEIGHTS.max}.woff2`;
    writeFileSync(join(OUT, name), out);
    console.log(
      `${name}: ${(out.length / 1024).toFixed(1)} KB (from ${(source.length / 1024).toFixed(1)} KB)`,
    );
  }
}
