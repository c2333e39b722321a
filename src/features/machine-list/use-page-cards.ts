// The cards a shown page of a list needs (docs/stock.md "Page data"). This document carries its
// own page's cards; any other machine's card is in the data of the list page that holds it (page
// n of the list's own order), fetched once (list-pages.ts). A filtered page of 24 machines needs
// at most 24 of those files, most often a few.
import { useRef } from 'react';
import { LIST_PAGE_SIZE, type MachineList, pageOfMachine } from '../../content/machine-list.ts';
import type { ProductCard } from '../../content/page-data.ts';
import { fetchedPage, useListPages } from './list-pages.ts';

/** The card of machine `order`, if this document or a fetched page has it. */
function cardOf(list: MachineList, order: number): ProductCard | undefined {
  const page = pageOfMachine(order);
  const cards = page === list.page ? list.machines : fetchedPage(list.path, page)?.machines;
  return cards?.[order - (page - 1) * LIST_PAGE_SIZE];
}

export type PageCards =
  | { state: 'ready'; cards: ProductCard[] }
  | { state: 'loading'; cards: ProductCard[] | null }
  | { state: 'failed'; cards: null };

export function usePageCards(list: MachineList, orders: readonly number[]): PageCards {
  // While another page's cards come, the cards shown before stay (no blank flash).
  const last = useRef<ProductCard[] | null>(null);
  const cards = orders.map((order) => cardOf(list, order));
  const missing = [...new Set(orders.filter((_, i) => cards[i] === undefined).map(pageOfMachine))];
  const fetch = useListPages(list.path, missing, orders.join(','));
  if (fetch === 'done') {
    last.current = cards as ProductCard[];
    return { state: 'ready', cards: last.current };
  }
  if (fetch === 'failed') return { state: 'failed', cards: null };
  return { state: 'loading', cards: last.current };
}
