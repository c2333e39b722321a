// The pure parts of the phone-CPU bench (phone-cpu.ts): the list it times, the changes a visitor
// makes to it, the budgets and the table. Unit-tested; the timing itself is not.
import type { ListFacts, ListTable } from '../../src/content/machine-list.ts';
import {
  DEFAULT_STATE,
  type Indexed,
  type ListState,
  rangeBounds,
} from '../../src/features/machine-list/facets.ts';
import { markdownTable } from './table.ts';

/** Lighthouse mobile's CPU model: the phone is 4 times slower than this machine. */
export const PHONE_CPU_SLOWDOWN = 4;
/** One list at catalogue scale (DESIGN.md "Budgets", lists). */
export const BENCH_LIST_SIZE = 2000;
/** DESIGN.md "Budgets", search and lists, on the phone CPU model. */
export const PHONE_BUDGETS = { readyMs: 150, queryMs: 16, listChangeMs: 16 } as const;

export interface PhoneFigures {
  documents: number;
  /** Fetch and parse of the index to a ready engine: median over fresh pages. */
  readyMs: number;
  /** The part of `readyMs` spent fetching and parsing the JSON. */
  parsedMs: number;
  /** Ready plus the first query: when the first results can show. */
  firstResultsMs: number;
  queryMedianMs: number;
  listMachines: number;
  listChangeMedianMs: number;
  /** The slowest change: a sort of the whole list, or the counts of a wide choice. */
  listChangeMaxMs: number;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** The first `size` machines of `list`: each column of its facts cut to them. */
export function benchList(list: ListTable, size: number): ListTable {
  const facts = Object.fromEntries(
    Object.entries(list.facts).map(([fact, column]) => [fact, column.slice(0, size)]),
  ) as unknown as ListFacts;
  return { kinds: list.kinds, brands: list.brands, facts };
}

/** The number of machines in a list: the length of any of its facts' columns. */
export const listLength = (list: ListTable): number => list.facts.kind.length;

/** A facet's values, the commonest first (ties in the list's order). */
function commonest(items: readonly Indexed[], facet: keyof Indexed['choices']): string[] {
  const counts = new Map<string, number>();
  for (const item of items) {
    const value = item.choices[facet];
    if (value !== null) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1]).map(([value]) => value);
}

/**
 * What a visitor does on a big list, one state per change, each from the one before: two brands,
 * a condition, a lowest year, three sorts, a top price, choices cleared, page 2, all cleared.
 */
export function listChanges(items: readonly Indexed[]): ListState[] {
  const [brand1, brand2] = commonest(items, 'brand');
  const [condition] = commonest(items, 'condition');
  const years = rangeBounds(items, 'year');
  const prices = rangeBounds(items, 'price');
  const steps: ((s: ListState) => ListState)[] = [
    (s) => ({ ...s, choices: { ...s.choices, brand: [brand1, brand2].filter((b) => b !== undefined) } }),
    (s) => ({ ...s, choices: { ...s.choices, condition: condition ? [condition] : [] } }),
    (s) => ({
      ...s,
      ranges: { ...s.ranges, year: { min: years[Math.floor(years.length / 2)] ?? null, max: null } },
    }),
    (s) => ({ ...s, sort: 'price-asc' }),
    (s) => ({ ...s, sort: 'hours-asc' }),
    (s) => ({ ...s, sort: 'newest' }),
    (s) => ({ ...s, ranges: { ...s.ranges, price: { min: null, max: prices.at(-2) ?? null } } }),
    (s) => ({ ...s, choices: DEFAULT_STATE.choices }),
    (s) => ({ ...s, page: 2 }),
    () => DEFAULT_STATE,
  ];
  const states: ListState[] = [];
  let state: ListState = {
    ...DEFAULT_STATE,
    choices: { ...DEFAULT_STATE.choices, brand: brand1 ? [brand1] : [] },
  };
  states.push(state);
  for (const step of steps) {
    state = step(state);
    states.push(state);
  }
  return states;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const verdict = (value: number, budget: number) => (value <= budget ? '✓' : '✗');

/** Each figure beside its budget, with the machine's load average: the reader judges the noise. */
export function phoneTable(figures: PhoneFigures, loadAverage: readonly number[]): string {
  const b = PHONE_BUDGETS;
  const rows: string[][] = [
    [
      `search index ready (${figures.documents.toLocaleString('en-GB')} documents)`,
      ms(figures.readyMs),
      `≤ ${b.readyMs} ms`,
      verdict(figures.readyMs, b.readyMs),
    ],
    ['of which fetch and JSON parse', ms(figures.parsedMs), '', ''],
    [
      'first results (ready + first query)',
      ms(figures.firstResultsMs),
      `≤ ${b.readyMs} ms`,
      verdict(figures.firstResultsMs, b.readyMs),
    ],
    [
      'one query, median',
      ms(figures.queryMedianMs),
      `≤ ${b.queryMs} ms`,
      verdict(figures.queryMedianMs, b.queryMs),
    ],
    [
      `one list change, median (${figures.listMachines.toLocaleString('en-GB')} machines)`,
      ms(figures.listChangeMedianMs),
      `≤ ${b.listChangeMs} ms`,
      verdict(figures.listChangeMedianMs, b.listChangeMs),
    ],
    ['one list change, slowest', ms(figures.listChangeMaxMs), '', ''],
  ];
  const load = loadAverage.map((n) => n.toFixed(2)).join(', ');
  return `${markdownTable([`phone CPU model (${PHONE_CPU_SLOWDOWN}× slowdown)`, 'measured', 'budget', ''], rows)}\n\nLoad average while measured (1, 5, 15 min): ${load}. Reported, not enforced.`;
}
