import { describe, expect, it } from 'vitest';
import { encodePostings, encodeTermTable, forEachPosting, visitPrefix } from './term-table.ts';

const idsOf = (postings: string): number[] => {
  const ids: number[] = [];
  forEachPosting(postings, (id) => ids.push(id));
  return ids;
};

describe('posting strings', () => {
  it('round-trips ids from 0, small and large gaps', () => {
    const ids = [0, 1, 2, 31, 32, 33, 1_000, 1_023, 1_024, 32_767, 32_768, 1_048_575, 1_048_576, 40_000_000];
    expect(idsOf(encodePostings(ids))).toEqual(ids);
  });

  it('writes a gap below 32 as one character and needs no JSON escape', () => {
    const text = encodePostings([3, 4, 5, 6, 70, 5_000]);
    expect(text.slice(0, 4)).toHaveLength(4);
    expect(JSON.stringify(text)).toBe(`"${text}"`);
    expect(idsOf(text)).toEqual([3, 4, 5, 6, 70, 5_000]);
  });

  it('writes nothing for no ids', () => {
    expect(encodePostings([])).toBe('');
    expect(idsOf('')).toEqual([]);
  });
});

describe('term tables', () => {
  const table = encodeTermTable([
    ['tractor', 'used', 'tractor'],
    ['tractors', 'new'],
    ['trailer'],
    ['sprayer', 'used'],
  ]);

  it('lists each distinct word once, sorted, with the ids that hold it', () => {
    const entries = table.split(' ').map((entry) => entry.split('!'));
    expect(entries.map(([word]) => word)).toEqual([
      'new',
      'sprayer',
      'tractor',
      'tractors',
      'trailer',
      'used',
    ]);
    expect(idsOf(entries[5]![1]!)).toEqual([0, 3]);
    expect(idsOf(entries[2]![1]!)).toEqual([0]);
    expect(JSON.stringify(table)).toBe(`"${table}"`);
  });

  it('reads a posting string where it lies in the field’s string', () => {
    const text = `${encodePostings([1, 2])} ${encodePostings([7, 900])}`;
    const ids: number[] = [];
    forEachPosting(text, (id) => ids.push(id), text.indexOf(' ') + 1, text.length);
    expect(ids).toEqual([7, 900]);
  });

  const visited = (prefix: string) => {
    const ids: number[] = [];
    const found = visitPrefix(table, prefix, (id) => ids.push(id));
    return { found, ids: [...new Set(ids)].sort() };
  };

  it('finds every word a prefix starts, and the word itself', () => {
    expect(visited('tra')).toEqual({ found: true, ids: [0, 1, 2] });
    expect(visited('tract')).toEqual({ found: true, ids: [0, 1] });
    expect(visited('tractors')).toEqual({ found: true, ids: [1] });
    expect(visited('u')).toEqual({ found: true, ids: [0, 3] });
  });

  it('finds nothing in a field without words', () => {
    expect(visitPrefix(encodeTermTable([[], []]), 'a', () => {})).toBe(false);
  });

  it('finds the first and the last word, and a word whose ids are long', () => {
    expect(visited('new')).toEqual({ found: true, ids: [1] });
    expect(visited('used')).toEqual({ found: true, ids: [0, 3] });
    const many = Array.from({ length: 3_000 }, (_, id) => (id % 3 === 0 ? ['apple', 'mango'] : ['mango']));
    const big = encodeTermTable([...many, ['zebra']]);
    const holders = (prefix: string) => {
      const ids: number[] = [];
      visitPrefix(big, prefix, (id) => ids.push(id));
      return ids;
    };
    expect(holders('apple')).toHaveLength(1_000);
    expect(holders('m')).toHaveLength(3_000);
    expect(holders('zebra')).toEqual([3_000]);
    expect(holders('b')).toEqual([]);
  });

  it('agrees with a scan of the words for every prefix of every word', () => {
    const vocabulary = ['a', 'ab', 'abc', 'abd', 'b', 'ba', 'bab', 'c', 'ca', 'cab', 'd', 'z9', 'z99'];
    const docs = vocabulary.map((_, id) => vocabulary.filter((__, w) => (id * 7 + w) % 3 === 0));
    const field = encodeTermTable(docs);
    for (const word of [...vocabulary, 'aa', 'abe', 'bb', 'e', 'y', 'zz']) {
      for (let length = 1; length <= word.length; length++) {
        const prefix = word.slice(0, length);
        const expected = docs.flatMap((words, id) => words.filter((w) => w.startsWith(prefix)).map(() => id));
        const ids: number[] = [];
        visitPrefix(field, prefix, (id) => ids.push(id));
        expect(
          ids.sort((a, b) => a - b),
          prefix,
        ).toEqual(expected.sort((a, b) => a - b));
      }
    }
  });

  it('finds nothing past the last word or between words', () => {
    expect(visited('tractorss')).toEqual({ found: false, ids: [] });
    expect(visited('z')).toEqual({ found: false, ids: [] });
    expect(visited('o')).toEqual({ found: false, ids: [] });
  });
});
