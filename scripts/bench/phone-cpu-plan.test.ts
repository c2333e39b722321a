import { describe, expect, test } from 'vitest';
import { CONDITIONS, type ListTable } from '../../src/content/machine-list.ts';
import { applyFilters, DEFAULT_STATE, indexList } from '../../src/features/machine-list/facets.ts';
import {
  benchList,
  listChanges,
  listLength,
  median,
  type PhoneFigures,
  phoneTable,
} from './phone-cpu-plan.ts';

const KINDS = ['tractors', 'mowers', 'loaders'];
const BRANDS = ['valmara', 'orvin', 'giant'];
const ref = (kind: string, slug: string) => ({
  id: `${kind}-${slug}`,
  title: slug,
  path: `/${kind}/${slug}/`,
});
const length = 60;
const column = <T>(value: (i: number) => T) => Array.from({ length }, (_, i) => value(i));

/** 60 machines: half Valmara (the commonest brand), two kinds in turn, new and used. */
const list: ListTable = {
  kinds: KINDS.map((k) => ref('category', k)),
  brands: BRANDS.map((b) => ref('brand', b)),
  facts: {
    kind: column((i) => i % 2),
    brand: column((i) => [0, 0, 1, 2][i % 4]!),
    condition: column((i) => CONDITIONS.indexOf(i % 3 === 0 ? 'new' : 'used')),
    status: column(() => 0),
    year: column((i) => 2010 + (i % 12)),
    hours: column((i) => i * 50),
    price: column((i) => 1000 + i * 100),
    newest: column((i) => i),
  },
};

describe('the phone bench plan', () => {
  test('times the first machines of a list, with the kinds they are filed under', () => {
    const small = benchList(list, 10);
    expect(listLength(small)).toBe(10);
    for (const values of Object.values(small.facts)) expect(values).toHaveLength(10);
    expect(small.facts.brand).toEqual(list.facts.brand.slice(0, 10));
    expect(small.kinds).toBe(list.kinds);
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
