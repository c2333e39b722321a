import { describe, expect, test } from 'vitest';
import type { ListMachine, MachineList } from '../../src/content/machine-list.ts';
import { applyFilters, DEFAULT_STATE, indexList } from '../../src/features/machine-list/facets.ts';
import { benchList, listChanges, median, type PhoneFigures, phoneTable } from './phone-cpu-plan.ts';

const KINDS = ['tractors', 'mowers'];

function machine(i: number): ListMachine {
  const brand = ['valmara', 'valmara', 'orvin', 'giant'][i % 4]!;
  return {
    id: `product-${i}`,
    title: `Machine ${i}`,
    path: `/product/machine-${i}/`,
    excerpt: '',
    image: null,
    brand: { id: `brand-${brand}`, title: brand, path: `/our-brands/${brand}/` },
    condition: i % 3 === 0 ? 'new' : 'used',
    price: `£${1000 + i * 100}`,
    kind: `category-${KINDS[i % 2]}`,
    year: 2010 + (i % 12),
    hours: i * 50,
    priceValue: 1000 + i * 100,
    status: 'available',
    listedAt: '2024-01-01T10:00:00Z',
  };
}

const list: MachineList = {
  kinds: [...KINDS, 'loaders'].map((k) => ({
    id: `category-${k}`,
    title: k,
    path: `/product-category/${k}/`,
  })),
  machines: Array.from({ length: 60 }, (_, i) => machine(i)),
  page: 1,
  path: '/product-category/all/',
};

describe('the phone bench plan', () => {
  test('times the first machines of a list, with the kinds they are filed under', () => {
    const small = benchList(list, 10);
    expect(small.machines).toHaveLength(10);
    expect(small.kinds.map((k) => k.id)).toEqual(['category-tractors', 'category-mowers']);
  });

  test('changes the list as a visitor does: each change narrows or sorts, and the last clears all', () => {
    const items = indexList(list);
    const changes = listChanges(items);
    expect(changes[0]?.choices.brand).toEqual(['valmara']);
    expect(changes[1]?.choices.brand).toEqual(['valmara', expect.any(String)]);
    expect(changes.map((s) => s.sort)).toEqual(expect.arrayContaining(['price-asc', 'hours-asc', 'newest']));
    expect(changes.some((s) => s.ranges.year.min !== null)).toBe(true);
    expect(changes.some((s) => s.page === 2)).toBe(true);
    expect(changes.at(-1)).toEqual(DEFAULT_STATE);
    // Every change leaves machines to sort: none is a dead end that would time nothing.
    for (const state of changes) expect(applyFilters(items, state).length).toBeGreaterThan(0);
  });

  test('takes the middle value as the median', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([])).toBe(0);
  });

  test('reports each figure against its budget with the load average, without failing', () => {
    const figures: PhoneFigures = {
      documents: 12026,
      readyMs: 180,
      parsedMs: 90,
      firstResultsMs: 185,
      queryMedianMs: 1.2,
      listMachines: 2000,
      listChangeMedianMs: 9,
      listChangeMaxMs: 30,
    };
    const table = phoneTable(figures, [1.5, 1.25, 1]);
    expect(table).toMatch(/search index ready \(12,026 documents\) +\| +180\.0 ms \| +≤ 150 ms \| ✗/);
    expect(table).toMatch(/one list change, median \(2,000 machines\) +\| +9\.0 ms \| +≤ 16 ms \| ✓/);
    expect(table).toMatch(/of which fetch and JSON parse +\| +90\.0 ms \|/);
    expect(table).toContain('Load average while measured (1, 5, 15 min): 1.50, 1.25, 1.00');
  });
});
