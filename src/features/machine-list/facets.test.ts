import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  CONDITIONS,
  LIST_PAGE_SIZE,
  LISTED_STATUSES,
  type ListFacts,
  type ListTable,
} from '../../content/machine-list.ts';
import {
  applyFilters,
  CHOICE_FACETS,
  choiceOptions,
  DEFAULT_STATE,
  indexList,
  type ListState,
  listPage,
  RANGE_FACETS,
  rangeBounds,
  rangeOptions,
  SORTS,
  sortItems,
} from './facets.ts';
import { stateFromQuery, stateToQuery, withKnownWords } from './query.ts';

const KINDS = ['tractors', 'mowers', 'loaders'];
const BRANDS = ['valmara', 'orvin', 'giant'];

const machineArb = fc.record({
  kind: fc.constantFrom(...KINDS),
  brand: fc.option(fc.constantFrom(...BRANDS)),
  condition: fc.constantFrom('new' as const, 'used' as const, 'hire' as const),
  status: fc.constantFrom('available' as const, 'reserved' as const, 'arriving' as const),
  year: fc.option(fc.integer({ min: 2005, max: 2025 })),
  hours: fc.option(fc.integer({ min: 0, max: 9000 })),
  priceValue: fc.option(fc.integer({ min: 500, max: 90_000 })),
  day: fc.integer({ min: 1, max: 28 }),
});

type RawMachine = typeof machineArb extends fc.Arbitrary<infer T> ? T : never;

/** A used tractor in stock with no brand or figures, unless the test says otherwise. */
const machine = (facts: Partial<RawMachine>): RawMachine => ({
  kind: 'tractors',
  brand: null,
  condition: 'used',
  status: 'available',
  year: null,
  hours: null,
  priceValue: null,
  day: 1,
  ...facts,
});

/** The list's facts as the site model writes them: a column per fact, a ref per kind and brand. */
function listOf(raw: RawMachine[]): ListTable {
  const kinds = KINDS.map((k) => ({ id: `category-${k}`, title: k, path: `/product-category/${k}/` }));
  const brands = BRANDS.map((b) => ({ id: `brand-${b}`, title: b, path: `/our-brands/${b}/` }));
  // Stock order: latest day first, ties in list order.
  const byDay = raw
    .map((m, order) => ({ order, day: m.day }))
    .sort((a, b) => b.day - a.day || a.order - b.order);
  const newest = new Array<number>(raw.length);
  byDay.forEach(({ order }, place) => {
    newest[order] = place;
  });
  const facts: ListFacts = {
    kind: raw.map((m) => KINDS.indexOf(m.kind)),
    brand: raw.map((m) => (m.brand ? BRANDS.indexOf(m.brand) : -1)),
    condition: raw.map((m) => CONDITIONS.indexOf(m.condition)),
    status: raw.map((m) => LISTED_STATUSES.indexOf(m.status)),
    year: raw.map((m) => m.year),
    hours: raw.map((m) => m.hours),
    price: raw.map((m) => m.priceValue),
    newest,
  };
  return { kinds, brands, facts };
}

const listArb = fc.array(machineArb, { maxLength: 60 }).map(listOf);

/** A state drawn from words the list may or may not have, and bounds across the facts' span. */
const stateArb: fc.Arbitrary<ListState> = fc.record({
  choices: fc.record({
    kind: fc.subarray(KINDS),
    brand: fc.subarray(BRANDS),
    condition: fc.subarray(['new', 'used', 'hire']),
    status: fc.subarray(['available', 'reserved', 'arriving']),
  }),
  ranges: fc.record({
    year: fc.record({
      min: fc.option(fc.integer({ min: 2005, max: 2025 })),
      max: fc.option(fc.integer({ min: 2005, max: 2025 })),
    }),
    hours: fc.record({
      min: fc.option(fc.integer({ min: 0, max: 9000 })),
      max: fc.option(fc.integer({ min: 0, max: 9000 })),
    }),
    price: fc.record({
      min: fc.option(fc.integer({ min: 0, max: 90_000 })),
      max: fc.option(fc.integer({ min: 0, max: 90_000 })),
    }),
  }),
  sort: fc.constantFrom(...SORTS.map((s) => s.value)),
  page: fc.integer({ min: 1, max: 4 }),
});

describe('counts', () => {
  test('a choice option shows the number of machines the list gives with it chosen', () => {
    fc.assert(
      fc.property(listArb, stateArb, (list, state) => {
        const items = indexList(list);
        for (const facet of CHOICE_FACETS) {
          for (const option of choiceOptions(items, state, facet, (i) => i.choices[facet] ?? '')) {
            const chosen = { ...state, choices: { ...state.choices, [facet]: [option.value] } };
            expect(option.count).toBe(applyFilters(items, chosen).length);
          }
        }
      }),
    );
  });

  test('a range bound shows the number of machines the list gives with it set', () => {
    fc.assert(
      fc.property(listArb, stateArb, (list, state) => {
        const items = indexList(list);
        for (const facet of RANGE_FACETS) {
          for (const end of ['min', 'max'] as const) {
            for (const option of rangeOptions(items, state, facet, end)) {
              const range = { ...state.ranges[facet], [end]: option.value };
              const set = { ...state, ranges: { ...state.ranges, [facet]: range } };
              expect(option.count).toBe(applyFilters(items, set).length);
            }
          }
        }
      }),
    );
  });

  test('every value the list has is an option, whatever is chosen', () => {
    fc.assert(
      fc.property(listArb, stateArb, (list, state) => {
        const items = indexList(list);
        const brands = choiceOptions(items, state, 'brand', () => '').map((o) => o.value);
        expect(new Set(brands)).toEqual(new Set(items.flatMap((i) => i.choices.brand ?? [])));
      }),
    );
  });
});

describe('filters', () => {
  test('options of one facet add up; filters across facets narrow', () => {
    const items = indexList(
      listOf([
        machine({ brand: 'valmara', year: 2019, hours: 1240, priceValue: 18_500 }),
        machine({ brand: 'orvin', status: 'reserved', year: 2015, hours: 3000, day: 2 }),
        machine({ kind: 'mowers', brand: 'valmara', condition: 'new', priceValue: 4000, day: 3 }),
      ]),
    );
    const state = { ...DEFAULT_STATE, choices: { ...DEFAULT_STATE.choices, brand: ['valmara', 'orvin'] } };
    expect(applyFilters(items, state)).toHaveLength(3);
    const used = { ...state, choices: { ...state.choices, condition: ['used'] } };
    expect(applyFilters(items, used).map((i) => `product-${i.order}`)).toEqual(['product-0', 'product-1']);
    // No year: not in any year range.
    const recent = { ...DEFAULT_STATE, ranges: { ...DEFAULT_STATE.ranges, year: { min: 2016, max: null } } };
    expect(applyFilters(items, recent).map((i) => `product-${i.order}`)).toEqual(['product-0']);
    const kinds = choiceOptions(items, used, 'kind', (i) => i.choices.kind ?? '');
    expect(kinds).toEqual([
      { value: 'tractors', label: 'tractors', count: 2 },
      { value: 'mowers', label: 'mowers', count: 0 },
    ]);
  });

  test('range bounds: every year; round figures between the lowest and highest', () => {
    const items = indexList(
      listOf([
        machine({ year: 2019, hours: 150, priceValue: 1800 }),
        machine({ year: 2012, hours: 2600, priceValue: 12_000 }),
      ]),
    );
    expect(rangeBounds(items, 'year')).toEqual([2012, 2019]);
    expect(rangeBounds(items, 'hours')).toEqual([200, 500, 1000, 2000]);
    expect(rangeBounds(items, 'price')).toEqual([2000, 5000, 10_000]);
  });
});

describe('sort', () => {
  test('price puts machines without a figure (POA) last, both ways', () => {
    fc.assert(
      fc.property(listArb, fc.constantFrom('price-asc' as const, 'price-desc' as const), (list, sort) => {
        const sorted = sortItems(indexList(list), sort).map((i) => i.ranges.price);
        const priced = sorted.filter((p) => p !== null);
        expect(sorted).toEqual([...priced, ...sorted.filter((p) => p === null)]);
        const expected = [...priced].sort((a, b) => (sort === 'price-asc' ? a - b : b - a));
        expect(priced).toEqual(expected);
      }),
    );
  });

  test('sorts keep every machine once; featured is the list order; newest comes first', () => {
    fc.assert(
      fc.property(listArb, fc.constantFrom(...SORTS.map((s) => s.value)), (list, sort) => {
        const items = indexList(list);
        const sorted = sortItems(items, sort);
        expect(sorted.map((i) => i.order).sort((a, b) => a - b)).toEqual(items.map((i) => i.order));
        if (sort === 'featured') expect(sorted).toEqual(items);
        if (sort === 'newest') {
          const places = sorted.map((i) => list.facts.newest[i.order]);
          expect(places).toEqual(items.map((_, place) => place));
        }
      }),
    );
  });
});

describe('paging and address', () => {
  test('pages cover the list once, at most a page size each', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 120 }), (n) => {
        const items = indexList(
          listOf(Array.from({ length: n }, (_, day) => machine({ day: (day % 28) + 1 }))),
        );
        const first = listPage(items, 1);
        const seen = Array.from({ length: first.pages }, (_, p) => listPage(items, p + 1).items).flat();
        expect(seen).toEqual(items);
        expect(first.items.length).toBe(Math.min(n, LIST_PAGE_SIZE));
        expect(listPage(items, 99).page).toBe(first.pages);
      }),
    );
  });

  test("the query string round-trips any state in the list's own words", () => {
    fc.assert(
      fc.property(listArb, stateArb, (list, state) => {
        const items = indexList(list);
        const known = stateFromQuery(items, stateToQuery(state));
        expect(stateFromQuery(items, stateToQuery(known))).toEqual(known);
        expect(known.ranges).toEqual(state.ranges);
        expect(known.sort).toBe(state.sort);
        expect(known.page).toBe(state.page);
      }),
    );
  });

  test('read before the facts, the words stand until checked against them as the address would be', () => {
    fc.assert(
      fc.property(listArb, stateArb, (list, state) => {
        const items = indexList(list);
        const query = stateToQuery(state);
        const unchecked = stateFromQuery(null, query);
        expect(unchecked.choices).toEqual(state.choices);
        expect(withKnownWords(items, unchecked)).toEqual(stateFromQuery(items, query));
      }),
    );
  });

  test('unknown words and malformed figures are dropped; other parameters stay', () => {
    const items = indexList(listOf([machine({ brand: 'valmara', year: 2019, hours: 1, priceValue: 1 })]));
    const state = stateFromQuery(
      items,
      new URLSearchParams('brand=valmara,nobody&year=abc&price=-20000&sort=x&page=0'),
    );
    expect(state.choices.brand).toEqual(['valmara']);
    expect(state.ranges.year).toEqual({ min: null, max: null });
    expect(state.ranges.price).toEqual({ min: null, max: 20_000 });
    expect(state.sort).toBe('featured');
    expect(state.page).toBe(1);
    expect(stateToQuery(state, new URLSearchParams('utm_source=mail')).toString()).toBe(
      'utm_source=mail&brand=valmara&price=-20000',
    );
  });
});
