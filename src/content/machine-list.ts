// A machine list's page data (docs/stock.md): each page of a category, brand or the stock page
// carries its own product cards and the list's size; the facts the list filters and sorts by, for
// every machine, are a file of their own beside the first page's data, carried compactly (a column
// per fact) and fetched when a filter or sort first needs them. The browser takes another page's
// cards from that page's data. Types and the pure helpers the models and the browser share.
import type { ProductCard, Ref } from './page-data.ts';
import { dataFilePath } from './page-data-path.ts';
import type { Product } from './schemas/index.ts';
import { isListed } from './stock-facts.ts';

/** Machines on one page of a list; the prerender writes one page per this many. */
export const LIST_PAGE_SIZE = 24;

/** A fact's code in its column is its place here. */
export const CONDITIONS = ['new', 'used', 'hire'] as const satisfies readonly Product['condition'][];
export const LISTED_STATUSES = [
  'available',
  'reserved',
  'arriving',
] as const satisfies readonly Product['status'][];

/**
 * A column per fact, a row per machine in the list's own order: a list of thousands stays a few
 * bytes a machine, where cards would be hundreds (docs/stock.md "Page data").
 */
export interface ListFacts {
  /** Index into `kinds`: the category the machine is filed under first; -1 for none. */
  kind: number[];
  /** Index into `brands`, -1 for none. */
  brand: number[];
  /** Index into CONDITIONS. */
  condition: number[];
  /** Index into LISTED_STATUSES (sold machines are never listed). */
  status: number[];
  year: (number | null)[];
  hours: (number | null)[];
  price: (number | null)[];
  /** Place in stock order, 0 the newest in: what "newest in" sorts by. */
  newest: number[];
}

/** What filtering and sorting read: every machine's facts and the kinds and brands they name. */
export interface ListTable {
  /** The kinds and brands the machines are of, named and linked, kinds in site order. */
  kinds: Ref[];
  brands: Ref[];
  facts: ListFacts;
}

export interface ListSize {
  machines: number;
  pages: number;
}

/** What each page of a list carries: enough to show its own page without the facts. */
export interface MachineList {
  /** The cards of this document's page, in the list's own order. */
  machines: ProductCard[];
  /** The page of the list this document shows without JavaScript, from 1. */
  page: number;
  /** The list's first page's path; page n > 1 is at `${path}page/${n}/`. */
  path: string;
  size: ListSize;
}

/**
 * The list's facts, beside its first page's data: no page carries them, since every page carrying
 * them made a list's bytes grow with the square of its length, and a first page carrying them was
 * 134 KB gzip at 43,811 machines (docs/stock.md "Page data").
 */
export const LIST_FACTS_FILE = 'facts.json';

/** `/brand/x/` → `/assets/data/brand/x/facts.json`. */
export const listFactsPath = (listPath: string) => dataFilePath(listPath, LIST_FACTS_FILE);

export function listPagePath(listPath: string, page: number): string {
  return page <= 1 ? listPath : `${listPath}page/${page}/`;
}

export function pageCount(machines: number): number {
  return Math.max(1, Math.ceil(machines / LIST_PAGE_SIZE));
}

/** The page of the list's own order that holds machine `order` (from 0). */
export function pageOfMachine(order: number): number {
  return Math.floor(order / LIST_PAGE_SIZE) + 1;
}

/** What a model needs to make a list: the card maker and the categories by id. */
export interface ListSources {
  productCard(product: Product): ProductCard;
  categoryRef(categoryId: string): Ref | null;
  /** The title of the category's parent, if it has one. */
  parentTitle(categoryId: string): string | null;
}

/**
 * Two kinds of one list may be categories with the same title (new and used "Platforms &
 * Harvesters"): name each after its parent too, so the filter's options stay distinguishable.
 */
export function qualifyDuplicateTitles(
  refs: readonly Ref[],
  parentTitle: (categoryId: string) => string | null,
): Ref[] {
  const counts = new Map<string, number>();
  for (const ref of refs) counts.set(ref.title, (counts.get(ref.title) ?? 0) + 1);
  return refs.map((ref) => {
    const parent = (counts.get(ref.title) ?? 0) > 1 ? parentTitle(ref.id) : null;
    return parent ? { ...ref, title: `${ref.title} (${parent})` } : ref;
  });
}

/** A list made: every listed machine's card, its facts, and the list's page documents. */
export interface BuiltList {
  cards: ProductCard[];
  table: ListTable;
  first: MachineList;
  /** Pages 2 and on. */
  later: MachineList[];
}

/** Each value's index in `table`, added in first-seen order. */
function indexer<T>(table: T[], key: (value: T) => string): (value: T) => number {
  const seen = new Map<string, number>();
  return (value) => {
    const k = key(value);
    let index = seen.get(k);
    if (index === undefined) {
      index = table.push(value) - 1;
      seen.set(k, index);
    }
    return index;
  };
}

/** The list of `products` (in the order given, sold ones left out), shown at `path`. */
export function machineList(
  products: readonly Product[],
  path: string,
  { productCard, categoryRef, parentTitle }: ListSources,
): BuiltList {
  const listed = products.filter(isListed);
  const cards = listed.map(productCard);
  const kinds: Ref[] = [];
  const brands: Ref[] = [];
  const kindOf = indexer(kinds, (ref) => ref.id);
  const brandOf = indexer(brands, (ref) => ref.id);
  const newest = listed
    .map((p, order) => ({ order, at: Date.parse(p.listedAt) }))
    .sort((a, b) => b.at - a.at || a.order - b.order);
  const rank = new Array<number>(listed.length);
  newest.forEach(({ order }, place) => {
    rank[order] = place;
  });
  const facts: ListFacts = {
    kind: listed.map((p) => {
      const ref = p.categories[0] ? categoryRef(p.categories[0].id) : null;
      return ref ? kindOf(ref) : -1;
    }),
    brand: cards.map((c) => (c.brand ? brandOf(c.brand) : -1)),
    condition: listed.map((p) => CONDITIONS.indexOf(p.condition)),
    status: listed.map((p) => LISTED_STATUSES.indexOf(p.status as (typeof LISTED_STATUSES)[number])),
    year: listed.map((p) => p.year),
    hours: listed.map((p) => p.hours),
    price: listed.map((p) => p.priceValue),
    newest: rank,
  };
  const size = { machines: cards.length, pages: pageCount(cards.length) };
  const page = (n: number): MachineList => ({
    machines: cards.slice((n - 1) * LIST_PAGE_SIZE, n * LIST_PAGE_SIZE),
    page: n,
    path,
    size,
  });
  return {
    cards,
    table: { kinds: qualifyDuplicateTitles(kinds, parentTitle), brands, facts },
    first: page(1),
    later: Array.from({ length: size.pages - 1 }, (_, i) => page(i + 2)),
  };
}
