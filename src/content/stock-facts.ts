// A machine's stock facts as a grower reads them (docs/templates.md "Stock facts and the gallery"): "2019 · 1,240 h · £18,500 + VAT ·
// Reserved". Cards and the product page share these, and every list model asks `isListed`, so a
// sold machine leaves the lists in one place. Types only from the schemas: this reaches the browser.

import { groupDigits } from '../lib/group-digits.ts';
import type { Product, StockStatus } from './schemas/index.ts';

type Facts = Pick<Product, 'condition' | 'price' | 'year' | 'hours' | 'status'>;

/** Sold machines leave every list; their pages stay, so links to them keep working. */
export function isListed<P extends Pick<Product, 'status'>>(
  product: P,
): product is P & { status: Exclude<StockStatus, 'sold'> } {
  return product.status !== 'sold';
}

const STATUS_LABELS: Record<StockStatus, string | null> = {
  available: null,
  reserved: 'Reserved',
  sold: 'Sold',
  arriving: 'Arriving soon',
};

/** What a machine's status adds to its facts: nothing for one in the yard and free to buy. */
export function statusLabel(status: StockStatus): string | null {
  return STATUS_LABELS[status];
}

/** "1,240 h": thousands grouped as in the UK, the unit a tractor's clock shows. */
export function formatHours(hours: number): string {
  return `${groupDigits(hours)} h`;
}

/**
 * The facts in reading order: year, hours, price, status. A sold machine shows no price (it is no
 * longer for sale); missing facts are left out rather than shown empty.
 */
export function stockFacts(product: Facts): string[] {
  const status = statusLabel(product.status);
  return [
    product.year === null ? null : String(product.year),
    product.hours === null ? null : formatHours(product.hours),
    product.status === 'sold' ? null : product.price,
    status,
  ].filter((fact): fact is string => fact !== null && fact !== '');
}

/** The facts on one line, as on a card. */
export function stockFactsLine(product: Facts): string {
  return stockFacts(product).join(' · ');
}

const CONDITION_BADGES = { used: 'Used', hire: 'Hire' } as const;

/**
 * The badge on a machine's photo: what a buyer must know first. A machine on its way says so
 * rather than "Used"; a sold one says sold; a new machine in the yard needs none.
 */
export function stockBadge(product: Pick<Product, 'condition' | 'status'>): string | null {
  if (product.status === 'sold') return 'Sold';
  if (product.status === 'arriving') return 'Arriving';
  return product.condition === 'new' ? null : CONDITION_BADGES[product.condition];
}
