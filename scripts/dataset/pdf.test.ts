import { describe, expect, it } from 'vitest';
import { BROCHURES } from './brochures.ts';
import { makePdf } from './pdf.ts';

describe('hand-written PDF', () => {
  it('has a cross-reference table whose offsets point at each object', () => {
    for (const brochure of BROCHURES) {
      const text = makePdf(brochure).toString('latin1');
      const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
      expect(text.slice(startxref, startxref + 4)).toBe('xref');
      const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
      expect(offsets.length).toBeGreaterThan(4);
      for (const [i, offset] of offsets.entries()) {
        expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
      }
    }
  });

  it('declares the true length of its content stream', () => {
    const text = makePdf(BROCHURES[0] ?? { name: 'x', title: 'T', subtitle: 'S', body: ['Body'] }).toString(
      'latin1',
    );
    const length = Number(/\/Length (\d+)/.exec(text)?.[1]);
    const start = text.indexOf('stream\n') + 'stream\n'.length;
    expect(text.slice(start + length, start + length + 'endstream'.length + 1)).toBe('\nendstream');
  });

  it('encodes the pound sign and refuses characters it cannot encode', () => {
    const pdf = makePdf({ name: 'p', title: 'Price £79', subtitle: 's', body: ['b'] }).toString('latin1');
    expect(pdf).toContain('(Price \\24379)');
    expect(() => makePdf({ name: 'p', title: 'Snow ☃', subtitle: 's', body: [] })).toThrow(/no WinAnsi code/);
  });
});
