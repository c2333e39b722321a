import { describe, expect, test } from 'vitest';
import { createSearchEncoder } from './search-index-options.ts';
import { parseSearchQuery } from './search-query.ts';
import { SYNONYMS } from './synonyms.ts';

const encoder = createSearchEncoder();
const parse = (text: string) => parseSearchQuery(text, (word) => encoder.encode(word));

describe('parseSearchQuery', () => {
  test('a synonym phrase becomes one group of the index words', () => {
    expect(parse('second hand forklift').groups).toEqual([['used'], ['forklift']]);
    expect(parse('Leaf Remover').groups).toEqual([['deleafer']]);
    expect(parse('de-leafer').groups).toEqual([['deleafer']]);
    expect(parse('4x4').groups).toEqual([['4wd', '4x4']]);
  });

  test('a plain word is its own group, encoded as the index encodes', () => {
    expect(parse('Sprayerr GRÉGOIRE').groups).toEqual([['sprayer'], ['gregoire']]);
    expect(parse("what's").groups).toEqual([['whats']]);
    expect(parse('   ').groups).toEqual([]);
  });

  test('says whether the query names a condition or a year', () => {
    expect(parse('tractor').saysCondition).toBe(false);
    expect(parse('used tractor').saysCondition).toBe(true);
    expect(parse('pre-owned tractor').saysCondition).toBe(true);
    expect(parse('rental forklift').saysCondition).toBe(true);
    expect(parse('2019 tractor').saysCondition).toBe(true);
    expect(parse('tractor 5800').saysCondition).toBe(false);
  });

  test('says whether the query asks for information', () => {
    expect(parse('opening hours').asksInformation).toBe(true);
    expect(parse('telephone').asksInformation).toBe(true);
    expect(parse('tractor').asksInformation).toBe(false);
  });

  test('takes at most ten groups', () => {
    expect(parse('a b c d e f g h i j k l').groups).toHaveLength(10);
  });

  test('every synonym row gives its reason and finds single index words', () => {
    for (const row of SYNONYMS) {
      expect(row.why.length).toBeGreaterThan(10);
      for (const word of row.finds) expect(encoder.encode(word)).toHaveLength(1);
    }
  });

  test('reads limits out before the words, and a year limit as naming the condition', () => {
    const query = parse('Used telehandler under £20,000');
    expect(query.groups).toEqual([['used'], ['telehandler']]);
    expect(query.limits).toEqual({ price: { max: 20000 } });
    expect(parse('tractor 2018 or newer')).toMatchObject({ groups: [['tractor']], saysCondition: true });
    // Doubled letters fold, as the index folds them.
    expect(parse('under vine weeder').groups).toEqual([['under'], ['vine'], ['weder']]);
  });

  test('knows when hire is asked for', () => {
    expect(parse('telehandler to rent').saysHire).toBe(true);
    expect(parse('used telehandler').saysHire).toBe(false);
  });
});
