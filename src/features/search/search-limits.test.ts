import { describe, expect, test } from 'vitest';
import { describeSearchLimits, readSearchLimits, within } from './search-limits.ts';

const read = (text: string) => readSearchLimits(text.toLowerCase());

describe('readSearchLimits', () => {
  test.each([
    ['used telehandler under £20,000', { price: { max: 20000 } }, 'used telehandler'],
    ['tractor under 20000', { price: { max: 20000 } }, 'tractor'],
    ['forklift below £15k', { price: { max: 15000 } }, 'forklift'],
    ['mower up to 7.5k', { price: { max: 7500 } }, 'mower'],
    ['sprayer <£5000', { price: { max: 5000 } }, 'sprayer'],
    ['platform over £30k', { price: { min: 30000 } }, 'platform'],
    ['tractor £10k-£25k', { price: { min: 10000, max: 25000 } }, 'tractor'],
    ['tractor 10-20k', { price: { min: 10000, max: 20000 } }, 'tractor'],
    ['loader between £10,000 and £20,000', { price: { min: 10000, max: 20000 } }, 'loader'],
    ['tractor less than 2,000 hours', { hours: { max: 2000 } }, 'tractor'],
    ['tractor under 3000h', { hours: { max: 3000 } }, 'tractor'],
    ['tractor 2018 or newer', { year: { min: 2018 } }, 'tractor'],
    ['tractor from 2016', { year: { min: 2016 } }, 'tractor'],
    ['tractor after 2016', { year: { min: 2017 } }, 'tractor'],
    ['tractor before 2015', { year: { max: 2014 } }, 'tractor'],
    ['tractor 2015-2019', { year: { min: 2015, max: 2019 } }, 'tractor'],
    [
      'used tractor under £20k less than 3,000 hours 2015 onwards',
      { price: { max: 20000 }, hours: { max: 3000 }, year: { min: 2015 } },
      'used tractor',
    ],
  ])('"%s"', (text, limits, words) => {
    const { limits: read_, rest } = read(text);
    expect(read_).toEqual(limits);
    expect(rest.split(/\s+/).filter(Boolean).join(' ')).toBe(words);
  });

  test.each([
    'under vine weeder',
    'srx 5800',
    'tgf 7800-9800',
    'tractor over 100 hp',
    'mower 2.5 m',
    'frost fan under 5',
    '2019 tractor',
  ])('leaves "%s" as words', (text) => {
    expect(read(text)).toEqual({ limits: {}, rest: text });
  });
});

describe('within', () => {
  test('a range holds its bounds; a machine without the fact is outside any range', () => {
    expect(within(20000, { max: 20000 })).toBe(true);
    expect(within(20001, { max: 20000 })).toBe(false);
    expect(within(9999, { min: 10000 })).toBe(false);
    expect(within(undefined, { max: 20000 })).toBe(false);
    expect(within(undefined, undefined)).toBe(true);
  });
});

describe('describeSearchLimits', () => {
  test('says what it read as a grower would', () => {
    expect(
      describeSearchLimits({ price: { max: 20000 }, hours: { min: 500, max: 2000 }, year: { min: 2018 } }),
    ).toEqual(['priced up to £20,000', '500–2,000 hours', 'made in 2018 or later']);
    expect(describeSearchLimits({ price: { min: 30000 }, year: { max: 2014 } })).toEqual([
      'priced from £30,000',
      'made in 2014 or earlier',
    ]);
  });
});
