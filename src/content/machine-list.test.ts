// The list's page data: one page's cards per document, and on the first page a column per fact for
// every listed machine.
import { describe, expect, it } from 'vitest';
import { LIST_PAGE_SIZE, machineList, pageOfMachine } from './machine-list.ts';
import type { ProductCard } from './page-data.ts';
import type { Product } from './schemas/index.ts';

function product(n: number, overrides: Partial<Product> = {}): Product {
  return {
    id: `product-${n}`,
    path: `/product/p-${n}/`,
    categories: [{ id: n % 2 ? 'odd' : 'even' }],
    brand: n % 3 ? { id: 'brand-a' } : null,
    condition: 'used',
    status: 'available',
    year: 2000 + (n % 20),
    hours: n * 10,
    priceValue: n % 5 ? n * 100 : null,
    listedAt: `2024-01-${String((n % 28) + 1).padStart(2, '0')}T00:00:00Z`,
    ...overrides,
  } as Product;
}

const sources = {
  productCard: (p: Product) =>
    ({
      id: p.id,
      title: p.id,
      brand: p.brand ? { id: p.brand.id, title: 'A', path: '/our-brands/a/' } : null,
    }) as ProductCard,
  categoryRef: (id: string) =>
    id === 'none' ? null : { id, title: 'Mowers', path: `/product-category/${id}/` },
  parentTitle: (id: string) => `Parent ${id}`,
};

describe('machineList', () => {
  const products = Array.from({ length: 60 }, (_, n) => product(n));
  products[7] = product(7, { status: 'sold' });
  products[8] = product(8, { categories: [{ id: 'none' }] } as Partial<Product>);
  const { cards, table, first, later } = machineList(products, '/our-brands/a/', sources);
  const pages = [first, ...later];

  it('leaves sold machines out and pages the rest, 24 cards a page, each with the list’s size', () => {
    expect(cards.map((c) => c.id)).not.toContain('product-7');
    expect(cards).toHaveLength(59);
    expect(pages.map((p) => [p.page, p.machines.length])).toEqual([
      [1, LIST_PAGE_SIZE],
      [2, LIST_PAGE_SIZE],
      [3, 11],
    ]);
    for (const page of pages)
      expect([page.path, page.size]).toEqual(['/our-brands/a/', { machines: 59, pages: 3 }]);
    const order = cards.findIndex((c) => c.id === 'product-30');
    expect(pages[pageOfMachine(order) - 1]?.machines[order % LIST_PAGE_SIZE]?.id).toBe('product-30');
  });

  it('keeps the facts of every machine out of every page, in the list’s table', () => {
    expect(table.facts.kind).toHaveLength(59);
    // A page's bytes must not grow with the list (docs/stock.md "Page data").
    for (const page of pages) expect(Object.keys(page).sort()).toEqual(['machines', 'page', 'path', 'size']);
  });

  it('carries each fact in its column, by index into the list’s tables', () => {
    const at = cards.findIndex((c) => c.id === 'product-9');
    expect(table.kinds[table.facts.kind[at] ?? -1]?.id).toBe('odd');
    expect(table.facts.kind[cards.findIndex((c) => c.id === 'product-8')]).toBe(-1);
    expect(table.facts.brand[cards.findIndex((c) => c.id === 'product-3')]).toBe(-1);
    expect([table.facts.year[at], table.facts.hours[at], table.facts.price[at]]).toEqual([2009, 90, 900]);
    expect(table.facts.price[cards.findIndex((c) => c.id === 'product-10')]).toBeNull();
  });

  it('ranks machines newest in first, ties in list order', () => {
    const newest = table.facts.newest;
    expect([...newest].sort((a, b) => a - b)).toEqual(cards.map((_, i) => i));
    const byRank = cards.map((_, i) => i).sort((a, b) => (newest[a] ?? 0) - (newest[b] ?? 0));
    const times = byRank.map((i) => Date.parse(products.find((p) => p.id === cards[i]?.id)?.listedAt ?? ''));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('names kinds with the same title after their parents', () => {
    expect(table.kinds.map((k) => k.title)).toEqual(['Mowers (Parent even)', 'Mowers (Parent odd)']);
  });
});
