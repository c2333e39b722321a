import { describe, expect, test } from 'vitest';
import { compareText } from './compare-text.ts';

describe('compareText', () => {
  test('alphabetical regardless of case', () => {
    expect(['orvin', 'Burro', 'Antonio Carraro', 'braun'].sort(compareText)).toEqual([
      'Antonio Carraro',
      'braun',
      'Burro',
      'orvin',
    ]);
  });

  test('an accented letter sorts with its plain letter, not after z', () => {
    expect(['Zanon', 'Élite', 'Eco'].sort(compareText)).toEqual(['Eco', 'Élite', 'Zanon']);
  });

  test('labels differing only in case or accents keep one order, whichever comes first', () => {
    const labels = ['Orchard', 'orchard', 'Orchärd', 'ORCHARD'];
    const once = [...labels].sort(compareText);
    expect([...labels].reverse().sort(compareText)).toEqual(once);
    expect(compareText('orchard', 'orchard')).toBe(0);
  });

  test('agrees with British English collation on the kind of labels editors write', () => {
    const labels = [
      'Shows and Events',
      'Machinery in Action',
      'Demonstrations',
      'Antonio Carraro',
      'BMV',
      'Burro',
      'Clemens',
      'Orvin',
      'Fédération',
      'Zanon',
      'de-leafers',
    ];
    const collator = new Intl.Collator('en-GB');
    expect([...labels].sort(compareText)).toEqual([...labels].sort(collator.compare));
  });
});
