// A machine list's page data (docs/stock.md): every machine of a category, brand or the stock
// page, each a product card with the facts the list filters and sorts by. Types and the pure
// helpers the models and the browser share.
import type { ProductCard, Ref } from './page-data.ts';
import type { Product } from './schemas/index.ts';
import { isListed } from './stock-facts.ts';

/** Machines on one page of a list; the prerender writes one page per this many. */
export const LIST_PAGE_SIZE = 24;

/** A listed machine: its card, and what the filters and sorts read. Sold machines are never listed. */
export interface ListMachine extends ProductCard {
  /** The id of the category it is listed under (its first): the list's "kind" facet. */
  kind: string;
  priceValue: number | null;
  status: Exclude<Product['status'], 'sold'>;
  /** ISO date-time it came into stock: "newest in" sorts by it. */
  listedAt: string;
}

export interface MachineList {
  /** The kinds the machines are of, named and linked, in site order. */
  kinds: Ref[];
  /** In the list's own order (its default sort). */
  machines: ListMachine[];
  /** The page of the list this document shows without JavaScript, from 1. */
  page: number;
  /** The list's first page's path; page n > 1 is at `${path}page/${n}/`. */
  path: string;
}

export function listPagePath(listPath: string, page: number): string {
  return page <= 1 ? listPath : `${listPath}page/${page}/`;
}

export function pageCount(machines: number): number {
  return Math.max(1, Math.ceil(machines / LIST_PAGE_SIZE));
}

/** The machine as its list shows it, or null for a sold one (it leaves every list). */
export function listMachine(product: Product, card: ProductCard): ListMachine | null {
  if (!isListed(product)) return null;
  return {
    ...card,
    kind: product.categories[0]?.id ?? '',
    priceValue: product.priceValue,
    status: product.status,
    listedAt: product.listedAt,
  };
}

/** What a model needs to make a list: the card maker and the categories by id. */
export interface ListSources {
  productCard(product: Product): ProductCard;
  categoryRef(categoryId: string): Ref | null;
}

/** The list of `products` (in the order given, sold ones left out), shown at `path`. */
export function machineList(
  products: readonly Product[],
  path: string,
  { productCard, categoryRef }: ListSources,
): MachineList {
  const machines = products.flatMap((p) => listMachine(p, productCard(p)) ?? []);
  const kinds = new Map<string, Ref>();
  for (const m of machines) {
    const ref = kinds.has(m.kind) ? null : categoryRef(m.kind);
    if (ref) kinds.set(m.kind, ref);
  }
  return { kinds: [...kinds.values()], machines, page: 1, path };
}

/** The list's pages after the first, for readers without JavaScript: same list, page n. */
export function laterPages(list: MachineList): MachineList[] {
  return Array.from({ length: pageCount(list.machines.length) - 1 }, (_, i) => ({ ...list, page: i + 2 }));
}
