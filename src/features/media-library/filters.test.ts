import { describe, expect, test } from 'vitest';
import {
  applyFilters,
  brandOptions,
  changeFilter,
  DEFAULT_FILTERS,
  filtersFromQuery,
  filtersToQuery,
  galleryOptions,
  type MediaFilterItem,
  type MediaFilters,
  normaliseFilters,
} from './filters.ts';

type Item = MediaFilterItem & { id: string };

const brand = (slug: string, title: string) => ({ id: `brand-${slug}`, title, path: `/our-brands/${slug}/` });
const carraro = brand('antonio-carraro', 'Antonio Carraro');
const orvin = brand('orvin', 'Orvin');
const burro = brand('burro', 'Burro');
const g = (value: string, label: string) => ({ value, label });
const shows = g('shows-and-events', 'Shows and Events');
const action = g('machinery-in-action', 'Machinery in Action');
const demos = g('demonstrations', 'Demonstrations');

const items: Item[] = [
  { id: 'v1', mediaType: 'video', gallery: [action, demos], brand: carraro },
  { id: 'i1', mediaType: 'image', gallery: [action], brand: orvin },
  { id: 'i2', mediaType: 'image', gallery: [shows], brand: null },
  { id: 'v2', mediaType: 'video', gallery: [demos], brand: burro },
  { id: 'i3', mediaType: 'image', gallery: [shows], brand: carraro },
];

const ids = (list: Item[]) => list.map((item) => item.id);
const values = (options: { value: string }[]) => options.map((option) => option.value);
const filters = (f: Partial<MediaFilters>): MediaFilters => ({ ...DEFAULT_FILTERS, ...f });

describe('filters in sequence: type, then gallery, then brand', () => {
  test('defaults let everything through, in order', () => {
    expect(DEFAULT_FILTERS).toEqual({ type: 'all', gallery: 'all', brand: 'all' });
    expect(ids(applyFilters(items, DEFAULT_FILTERS))).toEqual(['v1', 'i1', 'i2', 'v2', 'i3']);
  });

  test('each filter narrows the last', () => {
    expect(ids(applyFilters(items, filters({ type: 'image' })))).toEqual(['i1', 'i2', 'i3']);
    expect(ids(applyFilters(items, filters({ type: 'image', gallery: 'shows-and-events' })))).toEqual([
      'i2',
      'i3',
    ]);
    expect(
      ids(
        applyFilters(
          items,
          filters({ type: 'image', gallery: 'shows-and-events', brand: 'antonio-carraro' }),
        ),
      ),
    ).toEqual(['i3']);
  });

  test('an item in several galleries is in each of them', () => {
    expect(ids(applyFilters(items, filters({ gallery: 'demonstrations' })))).toEqual(['v1', 'v2']);
    expect(ids(applyFilters(items, filters({ gallery: 'machinery-in-action' })))).toEqual(['v1', 'i1']);
  });
});

describe('options', () => {
  test('galleries come from the type-filtered items, by label, after All galleries', () => {
    expect(galleryOptions(items, { type: 'all' })).toEqual([
      { value: 'all', label: 'All galleries' },
      demos,
      action,
      shows,
    ]);
    expect(values(galleryOptions(items, { type: 'video' }))).toEqual([
      'all',
      'demonstrations',
      'machinery-in-action',
    ]);
  });

  test('brands come from the type- and gallery-filtered items, by name, after All brands', () => {
    expect(brandOptions(items, { type: 'all', gallery: 'all' })).toEqual([
      { value: 'all', label: 'All brands' },
      { value: 'antonio-carraro', label: 'Antonio Carraro' },
      { value: 'burro', label: 'Burro' },
      { value: 'orvin', label: 'Orvin' },
    ]);
    expect(values(brandOptions(items, { type: 'image', gallery: 'all' }))).toEqual([
      'all',
      'antonio-carraro',
      'orvin',
    ]);
    expect(values(brandOptions(items, { type: 'video', gallery: 'demonstrations' }))).toEqual([
      'all',
      'antonio-carraro',
      'burro',
    ]);
    expect(values(brandOptions(items, { type: 'image', gallery: 'shows-and-events' }))).toEqual([
      'all',
      'antonio-carraro',
    ]);
  });
});

describe('changeFilter resets what a change makes unavailable', () => {
  test.each<{
    name: string;
    before: Partial<MediaFilters>;
    change: [keyof MediaFilters, string];
    after: MediaFilters;
  }>([
    {
      name: 'a type without the chosen gallery resets the gallery, and then the brand',
      before: { type: 'video', gallery: 'demonstrations', brand: 'burro' },
      change: ['type', 'image'],
      after: { type: 'image', gallery: 'all', brand: 'all' },
    },
    {
      name: 'a reset gallery keeps a brand the wider list still offers',
      before: { gallery: 'shows-and-events', brand: 'antonio-carraro' },
      change: ['type', 'video'],
      after: { type: 'video', gallery: 'all', brand: 'antonio-carraro' },
    },
    {
      name: 'a type that keeps the gallery but not the brand resets only the brand',
      before: { gallery: 'machinery-in-action', brand: 'orvin' },
      change: ['type', 'video'],
      after: { type: 'video', gallery: 'machinery-in-action', brand: 'all' },
    },
    {
      name: 'a gallery without the chosen brand resets the brand',
      before: { brand: 'burro' },
      change: ['gallery', 'shows-and-events'],
      after: { type: 'all', gallery: 'shows-and-events', brand: 'all' },
    },
    {
      name: 'selections still available are kept',
      before: { gallery: 'demonstrations', brand: 'antonio-carraro' },
      change: ['type', 'video'],
      after: { type: 'video', gallery: 'demonstrations', brand: 'antonio-carraro' },
    },
  ])('$name', ({ before, change: [key, value], after }) => {
    expect(changeFilter(items, filters(before), key, value)).toEqual(after);
  });

  test('a brand change never touches type or gallery', () => {
    const before = filters({ type: 'image', gallery: 'shows-and-events' });
    expect(changeFilter(items, before, 'brand', 'antonio-carraro')).toEqual({
      ...before,
      brand: 'antonio-carraro',
    });
  });

  test('widening the type keeps the narrower choices after it', () => {
    const narrowed = filters({ type: 'video', gallery: 'demonstrations', brand: 'burro' });
    expect(changeFilter(items, narrowed, 'type', 'all')).toEqual({ ...narrowed, type: 'all' });
  });
});

describe('the address query', () => {
  test('round-trips every consistent choice of filters', () => {
    for (const type of ['all', 'image', 'video'] as const) {
      for (const gallery of values(galleryOptions(items, { type }))) {
        for (const b of values(brandOptions(items, { type, gallery }))) {
          const chosen: MediaFilters = { type, gallery, brand: b };
          expect(filtersFromQuery(items, filtersToQuery(chosen))).toEqual(chosen);
        }
      }
    }
  });

  test('writes only the filters not at All, and keeps other parameters', () => {
    const current = new URLSearchParams('utm_source=mail&brand=orvin');
    expect(filtersToQuery(filters({ type: 'video', gallery: 'shows-and-events' }), current).toString()).toBe(
      'utm_source=mail&type=video&gallery=shows-and-events',
    );
    expect(filtersToQuery(DEFAULT_FILTERS).toString()).toBe('');
  });

  test('reads a brand by its document id as well as its key', () => {
    expect(filtersFromQuery(items, new URLSearchParams('brand=brand-orvin'))).toEqual(
      filters({ brand: 'orvin' }),
    );
  });

  test('an address with unknown or inconsistent values falls back to All', () => {
    expect(filtersFromQuery(items, new URLSearchParams('type=audio&gallery=nope&brand=nobody'))).toEqual(
      DEFAULT_FILTERS,
    );
    expect(
      filtersFromQuery(items, new URLSearchParams('type=video&gallery=shows-and-events&brand=burro')),
    ).toEqual(filters({ type: 'video', brand: 'burro' }));
    expect(filtersFromQuery(items, new URLSearchParams(''))).toEqual(DEFAULT_FILTERS);
  });

  test('normalising consistent filters changes nothing', () => {
    const chosen = filters({ type: 'image', gallery: 'shows-and-events', brand: 'antonio-carraro' });
    expect(normaliseFilters(items, chosen)).toEqual(chosen);
  });
});
