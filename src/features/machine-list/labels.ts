// How the list's facets and figures read (docs/stock.md).

import { groupDigits } from '../../lib/group-digits.ts';
import type { ChoiceFacet, RangeFacet } from './facets.ts';

export const FACET_TITLES: Record<ChoiceFacet | RangeFacet, string> = {
  kind: 'Kind',
  brand: 'Brand',
  condition: 'Condition',
  status: 'Availability',
  year: 'Year',
  hours: 'Hours',
  price: 'Price',
};

const WORDS: Record<string, string> = {
  new: 'New',
  used: 'Used',
  hire: 'Hire',
  available: 'In the yard',
  reserved: 'Reserved',
  arriving: 'Arriving soon',
};

export function choiceWord(value: string): string {
  return WORDS[value] ?? value;
}

export function rangeFigure(facet: RangeFacet, value: number): string {
  if (facet === 'year') return String(value);
  if (facet === 'hours') return `${groupDigits(value)} h`;
  return `£${groupDigits(value)}`;
}

export function machines(n: number): string {
  return `${groupDigits(n)} ${n === 1 ? 'machine' : 'machines'}`;
}

/** "24 of 38 machines", or "25–38 of 38 machines" from the second page; "3 machines" when all show. */
export function countLine(first: number, shown: number, total: number): string {
  if (shown === total) return machines(total);
  const span = first <= 1 ? groupDigits(shown) : `${groupDigits(first)}–${groupDigits(first + shown - 1)}`;
  return `${span} of ${machines(total)}`;
}
