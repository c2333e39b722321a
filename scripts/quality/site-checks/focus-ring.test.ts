import { describe, expect, it } from 'vitest';
import { changedPixels, contrast, luminance } from './focus-ring.ts';

/** An RGBA picture of `count` pixels of one colour. */
const fill = (count: number, [r, g, b]: [number, number, number]) =>
  new Uint8Array(Array.from({ length: count }, () => [r, g, b, 255]).flat());

const RED: [number, number, number] = [0xe3, 0x05, 0x13];
const WHITE: [number, number, number] = [255, 255, 255];
const INK: [number, number, number] = [0x1d, 0x1d, 0x1b];

describe('the focus ring check', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrast(luminance(...WHITE), luminance(0, 0, 0))).toBeCloseTo(21);
    expect(contrast(luminance(...WHITE), luminance(...RED))).toBeCloseTo(4.89, 2);
  });

  it('counts pixels that change by 3:1, not a ring the colour of its ground', () => {
    expect(changedPixels(fill(10, RED), fill(10, RED))).toBe(0);
    expect(changedPixels(fill(10, RED), fill(10, WHITE))).toBe(10);
    // Red on ink is under 3:1 against a mid-grey photo's pixel.
    expect(changedPixels(fill(4, [0x80, 0x80, 0x70]), fill(4, RED))).toBe(0);
    expect(changedPixels(fill(4, [0x80, 0x80, 0x70]), fill(4, INK))).toBe(4);
  });
});
