import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codePointsOf, FONT_SUBSETS, fontFileName, unicodeRangeOf } from './make-font-subset.ts';

const css = readFileSync(join(import.meta.dirname, '../../src/app/global.css'), 'utf8');

/** Each Inter @font-face in global.css: its file and its unicode-range's code points. */
function declaredFaces(): Map<string, number[]> {
  const faces = new Map<string, number[]>();
  for (const [, body = ''] of css.matchAll(/@font-face\s*{([^}]*)}/g)) {
    const file = /url\("\.\/fonts\/([^"]+)"\)/.exec(body)?.[1];
    const range = /unicode-range:([^;]+);/.exec(body)?.[1];
    if (file && range) faces.set(file, codePointsOf(range.replace(/\s+/g, ' ')));
  }
  return faces;
}

describe('unicode ranges', () => {
  it('reads and writes the notation, joining runs', () => {
    expect(codePointsOf('U+0041-0043, U+00A3')).toEqual([0x41, 0x42, 0x43, 0xa3]);
    expect(unicodeRangeOf([0xa3, 0x41, 0x42, 0x43, 0x2026])).toBe('U+0041-0043, U+00A3, U+2026');
    expect(unicodeRangeOf([0x41])).toBe('U+0041');
  });
});

describe('FONT_SUBSETS', () => {
  it('splits Fontsource’s Latin file into core and rest, each letter in exactly one of them', () => {
    const core = codePointsOf(FONT_SUBSETS['latin-core'].range);
    const rest = codePointsOf(FONT_SUBSETS['latin-rest'].range);
    expect(core.filter((c) => rest.includes(c))).toEqual([]);
    for (const c of ' AZaz09£€©’“”–—…•×') expect(core).toContain(c.codePointAt(0));
    for (const c of 'éüñßÆ¿') expect(rest).toContain(c.codePointAt(0));
  });

  it('is what global.css declares, file by file, so the browser asks for the file that has the letter', () => {
    const faces = declaredFaces();
    expect([...faces.keys()].sort()).toEqual(
      Object.keys(FONT_SUBSETS)
        .map((subset) => fontFileName(subset as keyof typeof FONT_SUBSETS))
        .sort(),
    );
    for (const [subset, { range }] of Object.entries(FONT_SUBSETS)) {
      expect(faces.get(fontFileName(subset as keyof typeof FONT_SUBSETS)), subset).toEqual(
        codePointsOf(range),
      );
    }
  });
});
