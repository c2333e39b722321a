import { describe, expect, it } from 'vitest';
import { clipOnWord } from './text-limits.ts';

describe('clipOnWord', () => {
  it('keeps text that fits, on one line', () => {
    expect(clipOnWord('  Orchard\n sprayers  ', 60)).toBe('Orchard sprayers');
  });

  it('cuts on the last word that fits, with an ellipsis, within the limit', () => {
    const clipped = clipOnWord('Tower sprayers for orchards, vineyards and hop gardens', 30);
    expect(clipped).toBe('Tower sprayers for orchards…');
    expect(clipped.length).toBeLessThanOrEqual(30);
  });

  it('cuts inside a word too long to cut at a space', () => {
    expect(clipOnWord('x'.repeat(5000), 60)).toBe(`${'x'.repeat(59)}…`);
  });
});
