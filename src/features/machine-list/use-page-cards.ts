// The cards a shown page of a list needs (docs/stock.md "Page data"). This document carries its
// own page's cards; any other machine's card is in the data of the list page that holds it (page
// n of the list's own order), fetched once and kept for the life of the page, as the router keeps
// page data. A filtered page of 24 machines needs at most 24 of those files, most often a few.
import { useEffect, useRef, useState } from 'react';
import { LIST_PAGE_SIZE, listPagePath, type MachineList, pageOfMachine } from '../../content/machine-list.ts';
import type { ProductCard } from '../../content/page-data.ts';
import { pageDataPath } from '../../content/page-data-path.ts';
import { memo } from '../../lib/memo.ts';

/**
 * The build this document came from (the tag app/page-data-loader.ts names BUILD_HASH_META_NAME;
 * features may not import app/): cards of another build may be of other machines.
 */
function documentHash(): string {
  return document.querySelector('meta[name="build-hash"]')?.getAttribute('content') ?? '';
}

const pageCards = memo((dataPath: string) =>
  fetch(dataPath).then(async (response) => {
    if (!response.ok) throw new Error(`${dataPath}: HTTP ${response.status}`);
    const json = (await response.json()) as { hash?: string; data?: { list?: MachineList } };
    const cards = json.data?.list?.machines;
    if (json.hash !== documentHash() || !cards) throw new Error(`${dataPath}: another build`);
    return cards;
  }),
);

/** The card of machine `order`, if this document or a fetched page has it. */
function cardOf(list: MachineList, order: number): ProductCard | undefined {
  const page = pageOfMachine(order);
  const cards =
    page === list.page ? list.machines : pageCards.peek(pageDataPath(listPagePath(list.path, page)));
  return cards?.[order - (page - 1) * LIST_PAGE_SIZE];
}

export type PageCards =
  | { state: 'ready'; cards: ProductCard[] }
  | { state: 'loading'; cards: ProductCard[] | null }
  | { state: 'failed'; cards: null };

export function usePageCards(list: MachineList, orders: readonly number[]): PageCards {
  const [, setLoads] = useState(0);
  const [failed, setFailed] = useState<string | null>(null);
  // While another page's cards come, the cards shown before stay (no blank flash).
  const last = useRef<ProductCard[] | null>(null);
  const cards = orders.map((order) => cardOf(list, order));
  const complete = cards.every((card) => card !== undefined);
  const key = orders.join(',');

  // biome-ignore lint/correctness/useExhaustiveDependencies: the orders are read through their key
  useEffect(() => {
    if (complete) return;
    const paths = [...new Set(orders.filter((o) => !cardOf(list, o)).map(pageOfMachine))].map((page) =>
      pageDataPath(listPagePath(list.path, page)),
    );
    let current = true;
    setFailed(null);
    Promise.all(paths.map(pageCards.load)).then(
      () => current && setLoads((n) => n + 1),
      () => current && setFailed(key),
    );
    return () => {
      current = false;
    };
  }, [list, key, complete]);

  if (complete) {
    last.current = cards as ProductCard[];
    return { state: 'ready', cards: last.current };
  }
  if (failed === key) return { state: 'failed', cards: null };
  return { state: 'loading', cards: last.current };
}
