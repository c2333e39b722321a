// A machine list's filters and sorts (docs/stock.md), as pure functions over the list's page data.
// Choice facets (kind, brand, condition, status) take any of their options, ranges (year, hours,
// price) a lower and an upper bound; every facet narrows the list, and each option's count is the
// number of machines the list would show with that option chosen instead of the facet's current
// choice, so a shown count is never a promise the list breaks. Ships with the list pages only.
import { CONDITIONS, LIST_PAGE_SIZE, LISTED_STATUSES, type ListTable } from '../../content/machine-list.ts';

export const CHOICE_FACETS = ['kind', 'brand', 'condition', 'status'] as const;
export type ChoiceFacet = (typeof CHOICE_FACETS)[number];
export const RANGE_FACETS = ['year', 'hours', 'price'] as const;
export type RangeFacet = (typeof RANGE_FACETS)[number];

export const SORTS = [
  { value: 'featured', label: 'Featured' },
  { value: 'newest', label: 'Newest in' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
  { value: 'year-desc', label: 'Year: newest first' },
  { value: 'hours-asc', label: 'Hours: fewest first' },
] as const;
export type SortKey = (typeof SORTS)[number]['value'];

export interface Range {
  min: number | null;
  max: number | null;
}

export interface ListState {
  choices: Record<ChoiceFacet, readonly string[]>;
  ranges: Record<RangeFacet, Range>;
  sort: SortKey;
  /** From 1. */
  page: number;
}

export const NO_RANGE: Range = { min: null, max: null };

export const DEFAULT_STATE: ListState = {
  choices: { kind: [], brand: [], condition: [], status: [] },
  ranges: { year: NO_RANGE, hours: NO_RANGE, price: NO_RANGE },
  sort: 'featured',
  page: 1,
};

/** A machine with its facet values read once: choice values are the query string's words. */
export interface Indexed {
  /** Its place in the list's own order, for the featured sort and stable ties; its card's too. */
  order: number;
  /** Its place in stock order, 0 the newest in. */
  newest: number;
  choices: Record<ChoiceFacet, string | null>;
  /** The names its kind and brand options show. */
  titles: { kind: string; brand: string };
  ranges: Record<RangeFacet, number | null>;
}

/** The last segment of a path: the word a brand or kind goes by in the address. */
export function pathKey(path: string): string {
  return path.split('/').filter(Boolean).pop() ?? path;
}

export function indexList({ kinds, brands, facts }: ListTable): Indexed[] {
  return facts.kind.map((kindIndex, order) => {
    const kind = kinds[kindIndex];
    const brand = brands[facts.brand[order] ?? -1];
    return {
      order,
      newest: facts.newest[order] ?? order,
      choices: {
        kind: kind ? pathKey(kind.path) : null,
        brand: brand ? pathKey(brand.path) : null,
        condition: CONDITIONS[facts.condition[order] ?? -1] ?? null,
        status: LISTED_STATUSES[facts.status[order] ?? -1] ?? null,
      },
      titles: { kind: kind?.title ?? '', brand: brand?.title ?? '' },
      ranges: {
        year: facts.year[order] ?? null,
        hours: facts.hours[order] ?? null,
        price: facts.price[order] ?? null,
      },
    };
  });
}

function inRange(value: number | null, { min, max }: Range): boolean {
  if (min === null && max === null) return true;
  // A machine without the fact cannot be said to fall in the range.
  if (value === null) return false;
  return (min === null || value >= min) && (max === null || value <= max);
}

/** Whether the machine passes every facet but `except`. */
function passes(item: Indexed, state: ListState, except?: ChoiceFacet | RangeFacet): boolean {
  for (const facet of CHOICE_FACETS) {
    const chosen = state.choices[facet];
    if (facet === except || chosen.length === 0) continue;
    const value = item.choices[facet];
    if (value === null || !chosen.includes(value)) return false;
  }
  for (const facet of RANGE_FACETS) {
    if (facet !== except && !inRange(item.ranges[facet], state.ranges[facet])) return false;
  }
  return true;
}

export function applyFilters(items: readonly Indexed[], state: ListState): Indexed[] {
  return items.filter((item) => passes(item, state));
}

export interface ChoiceOption {
  value: string;
  label: string;
  count: number;
}

/**
 * A choice facet's options, every value the list has (in first-seen order, kinds in site order),
 * each counted as if it alone were chosen for the facet. Count 0 means it would give nothing.
 */
export function choiceOptions(
  items: readonly Indexed[],
  state: ListState,
  facet: ChoiceFacet,
  label: (item: Indexed) => string,
): ChoiceOption[] {
  const options = new Map<string, ChoiceOption>();
  for (const item of items) {
    const value = item.choices[facet];
    if (value === null) continue;
    const option = options.get(value) ?? { value, label: label(item), count: 0 };
    if (passes(item, state, facet)) option.count += 1;
    options.set(value, option);
  }
  return [...options.values()];
}

/** 1, 2, 5, 10, 20, 50, …: the round figures hours and prices are cut at. */
function roundFigures(below: number): number[] {
  const figures: number[] = [];
  for (let power = 1; power <= below; power *= 10) {
    for (const step of [1, 2, 5]) if (step * power <= below) figures.push(step * power);
  }
  return figures;
}

/**
 * Where a range facet can be cut: every year the list has; for hours and price the round figures
 * strictly between the list's lowest and highest value. Empty: the facet has nothing to choose.
 */
export function rangeBounds(items: readonly Indexed[], facet: RangeFacet): number[] {
  const values = items.map((i) => i.ranges[facet]).filter((v): v is number => v !== null);
  if (values.length === 0) return [];
  const low = Math.min(...values);
  const high = Math.max(...values);
  if (low === high) return [];
  if (facet === 'year') return [...new Set(values)].sort((a, b) => a - b);
  return roundFigures(high).filter((figure) => figure > low && figure < high);
}

export interface RangeOption {
  value: number;
  count: number;
}

/** Each bound as the facet's `end`, the other end kept, counted as the list would then be. */
export function rangeOptions(
  items: readonly Indexed[],
  state: ListState,
  facet: RangeFacet,
  end: keyof Range,
): RangeOption[] {
  const others = items.filter((item) => passes(item, state, facet));
  const range = state.ranges[facet];
  return rangeBounds(items, facet).map((value) => {
    const next = { ...range, [end]: value };
    return { value, count: others.filter((item) => inRange(item.ranges[facet], next)).length };
  });
}

/** Nulls (POA, no year, no clock) last whichever way the list runs. */
function byFact(read: (item: Indexed) => number | null, direction: 1 | -1) {
  return (a: Indexed, b: Indexed): number => {
    const x = read(a);
    const y = read(b);
    if (x === null || y === null) return (x === null ? 1 : 0) - (y === null ? 1 : 0);
    return (x - y) * direction;
  };
}

const COMPARE: Record<SortKey, (a: Indexed, b: Indexed) => number> = {
  featured: () => 0,
  newest: (a, b) => a.newest - b.newest,
  'price-asc': byFact((i) => i.ranges.price, 1),
  'price-desc': byFact((i) => i.ranges.price, -1),
  'year-desc': byFact((i) => i.ranges.year, -1),
  'hours-asc': byFact((i) => i.ranges.hours, 1),
};

/** A new array, sorted; ties keep the list's own order. */
export function sortItems(items: readonly Indexed[], sort: SortKey): Indexed[] {
  const compare = COMPARE[sort];
  return [...items].sort((a, b) => compare(a, b) || a.order - b.order);
}

export interface ListPage<T> {
  items: T[];
  /** The page shown, within 1…pages. */
  page: number;
  pages: number;
  /** Machines in the filtered list. */
  total: number;
  /** Position of the page's first machine in the filtered list, from 1 (0 when empty). */
  first: number;
}

export function listPage<T>(sorted: readonly T[], page: number): ListPage<T> {
  const pages = Math.max(1, Math.ceil(sorted.length / LIST_PAGE_SIZE));
  const shown = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  const start = (shown - 1) * LIST_PAGE_SIZE;
  const items = sorted.slice(start, start + LIST_PAGE_SIZE);
  return { items, page: shown, pages, total: sorted.length, first: items.length > 0 ? start + 1 : 0 };
}
