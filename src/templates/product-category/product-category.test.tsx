// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { image, renderStatic, textOf } from '../../blocks/test-fixtures.test-helper.tsx';
import type { MachineList } from '../../content/machine-list.ts';
import type { ProductCard } from '../../content/page-data.ts';
import type { Data } from './model.ts';
import { Template } from './product-category.tsx';

const crumbs = [
  { title: 'Home', path: '/' },
  { title: 'Stock Machinery', path: '/product-category/stock-machinery/' },
  { title: 'Other Items', path: '/product-category/stock-machinery/other-items/' },
];

const product = (n: number, overrides: Partial<ProductCard> = {}): ProductCard => ({
  id: `product-${n}`,
  title: `Machine ${n}`,
  path: `/product/machine-${n}/`,
  excerpt: `Machine ${n} in one line.`,
  image: image(`machine-${n}`, '', '1200x900'),
  brand: null,
  condition: 'new',
  price: null,
  year: null,
  hours: null,
  status: 'available',
  ...overrides,
});

/** A one-page list of `cards`, as the site model would give it. */
function listOf(cards: ProductCard[]): MachineList {
  return { machines: cards, page: 1, path: crumbs[2]!.path, size: { machines: cards.length, pages: 1 } };
}

function data(overrides: Partial<Data> = {}): Data {
  return {
    category: {
      id: 'c',
      title: 'Other Items',
      path: crumbs[2]!.path,
      type: 'products',
      description: null,
      image: null,
    },
    breadcrumb: crumbs,
    children: [],
    list: listOf([]),
    ...overrides,
  };
}

describe('product-category template', () => {
  it('keeps the machines in the order the site model gives, with their badges and prices', () => {
    const page = renderStatic(
      <Template
        data={data({
          list: listOf([
            product(3, { condition: 'used', price: '£3,200 + VAT' }),
            product(1, { condition: 'hire', price: '£45 per day' }),
            product(2),
          ]),
        })}
      />,
    );
    expect([...page.querySelectorAll('article h2')].map((h) => textOf(h))).toEqual([
      'Machine 3',
      'Machine 1',
      'Machine 2',
    ]);
    const cards = [...page.querySelectorAll('article')].map((a) => textOf(a));
    expect(cards[0]).toContain('Used');
    expect(cards[0]).toContain('£3,200 + VAT');
    expect(cards[1]).toContain('Hire');
    expect(cards[2]).not.toMatch(/Used|Hire/);
    expect(textOf(page.querySelector('h1'))).toBe('Other Items');
  });

  it('says so when a category is empty and links up to its parent', () => {
    const page = renderStatic(<Template data={data()} />);
    expect(textOf(page)).toContain('Nothing in Other Items just now');
    const back = [...page.querySelectorAll('a')].find((a) => textOf(a) === 'Back to Stock Machinery');
    expect(back?.getAttribute('href')).toBe('/product-category/stock-machinery/');
    expect(page.querySelectorAll('article')).toHaveLength(0);
  });

  it('marks only the last crumb as the current page', () => {
    const page = renderStatic(<Template data={data()} />);
    const nav = page.querySelector('nav[aria-label="Breadcrumb"]');
    expect(nav?.querySelectorAll('li')).toHaveLength(3);
    expect(nav?.querySelectorAll('a')).toHaveLength(2);
    expect(textOf(nav?.querySelector('[aria-current="page"]'))).toBe('Other Items');
  });
});
