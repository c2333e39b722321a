// A list's state in the address (docs/stock.md): `?brand=valmara,orvin&year=2015-&price=-20000
// &sort=price-asc&page=2`. Defaults are left out, so the unfiltered list's address is its path.
// Words the list does not have and malformed figures are dropped, not obeyed; until a later page
// has the list's facts its words cannot be checked, and stand.
import {
  CHOICE_FACETS,
  DEFAULT_STATE,
  type Indexed,
  type ListState,
  NO_RANGE,
  RANGE_FACETS,
  type Range,
  SORTS,
  type SortKey,
} from './facets.ts';

function parseBound(text: string): number | null {
  if (!/^\d+$/.test(text)) return null;
  return Number(text);
}

function parseRange(text: string | null): Range {
  if (!text) return NO_RANGE;
  const [min = '', max = '', ...rest] = text.split('-');
  if (rest.length > 0) return NO_RANGE;
  return { min: parseBound(min), max: parseBound(max) };
}

function isSort(value: string | null): value is SortKey {
  return SORTS.some((s) => s.value === value);
}

/** The state the address asks for, of the list `items` (null: its words not checked yet). */
export function stateFromQuery(
  items: readonly Indexed[] | null,
  query: URLSearchParams,
  page = 1,
): ListState {
  const choices = { ...DEFAULT_STATE.choices };
  for (const facet of CHOICE_FACETS) {
    choices[facet] = [...new Set((query.get(facet) ?? '').split(',').filter(Boolean))];
  }
  const ranges = { ...DEFAULT_STATE.ranges };
  for (const facet of RANGE_FACETS) ranges[facet] = parseRange(query.get(facet));
  const sort = query.get('sort');
  const asked = Number(query.get('page'));
  const state = {
    choices,
    ranges,
    sort: isSort(sort) ? sort : DEFAULT_STATE.sort,
    page: Number.isInteger(asked) && asked >= 1 ? asked : page,
  };
  return items ? withKnownWords(items, state) : state;
}

/** `state` less the words the list `items` does not have. */
export function withKnownWords(items: readonly Indexed[], state: ListState): ListState {
  const choices = { ...state.choices };
  for (const facet of CHOICE_FACETS) {
    const known = new Set(items.map((i) => i.choices[facet]));
    choices[facet] = state.choices[facet].filter((word) => known.has(word));
  }
  return { ...state, choices };
}

/** The query for `state`, keeping any parameter the list does not own (a campaign tag, say). */
export function stateToQuery(state: ListState, base = new URLSearchParams()): URLSearchParams {
  const query = new URLSearchParams(base);
  for (const facet of CHOICE_FACETS) {
    const words = state.choices[facet];
    if (words.length > 0) query.set(facet, words.join(','));
    else query.delete(facet);
  }
  for (const facet of RANGE_FACETS) {
    const { min, max } = state.ranges[facet];
    if (min === null && max === null) query.delete(facet);
    else query.set(facet, `${min ?? ''}-${max ?? ''}`);
  }
  if (state.sort === DEFAULT_STATE.sort) query.delete('sort');
  else query.set('sort', state.sort);
  if (state.page > 1) query.set('page', String(state.page));
  else query.delete('page');
  return query;
}

/** Whether any facet narrows the list (the sort and page do not). */
function isFiltered(state: ListState): boolean {
  return (
    CHOICE_FACETS.some((f) => state.choices[f].length > 0) ||
    RANGE_FACETS.some((f) => state.ranges[f].min !== null || state.ranges[f].max !== null)
  );
}

/** The whole list in its own order: its prerendered pages, which need no facts to show. */
export function isOwnOrder(state: ListState): boolean {
  return !isFiltered(state) && state.sort === DEFAULT_STATE.sort;
}
