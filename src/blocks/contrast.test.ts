import { describe, expect, it } from 'vitest';
import { bestInk, contrastRatio, INK, MIN_TEXT_CONTRAST, readableColour, WHITE } from './contrast.ts';

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#e30513', '#e30513')).toBeCloseTo(1, 5);
  });

  it('matches the design doc: white on the theme red passes AA', () => {
    expect(contrastRatio(WHITE, '#e30513')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });
});

describe('readableColour', () => {
  it("keeps the editor's colour when it reads", () => {
    expect(readableColour('#ffffff', '#3a3d40')).toBe('#ffffff');
    expect(readableColour('#3a3d40', '#f2f2f2')).toBe('#3a3d40');
  });

  it('falls back to ink on a light background', () => {
    expect(readableColour('#ffffff', '#f2f2f2')).toBe(INK);
    expect(readableColour('#ffe600', '#ffffff')).toBe(INK);
  });

  it('falls back to white on a dark background', () => {
    expect(readableColour('#1d1d1b', '#3a3d40')).toBe(WHITE);
    expect(readableColour(null, '#000080')).toBe(WHITE);
  });

  it('picks the better of ink and white', () => {
    expect(bestInk('#ffffff')).toBe(INK);
    expect(bestInk('#1d1d1b')).toBe(WHITE);
  });
});
