// @vitest-environment happy-dom
// A brand's page as prerendered: its list paged by plain links, as a category's (docs/stock.md).
import { describe, expect, it } from 'vitest';
import { image, renderStatic, textOf } from '../../blocks/test-fixtures.test-helper.tsx';
import { machineList } from '../../content/machine-list.ts';
import type { ProductCard } from '../../content/page-data.ts';
import type { Brand, Product } from '../../content/schemas/index.ts';
import { Template } from './brand.tsx';

const PATH = '/our-brands/giant-loaders/';
const story = 'Giant compact loaders are built in the Netherlands for farms, yards and nurseries. '.repeat(4);
const brand = {
  id: 'brand-giant',
  path: PATH,
  slug: 'giant-loaders',
  title: 'Giant Loaders',
  order: 1,
  description: [
    {
      _type: 'block',
      _key: 'a',
      style: 'normal',
      markDefs: [],
      children: [{ _type: 'span', _key: 's', text: story, marks: [] }],
    },
  ],
  logo: image('giant-logo', 'Giant', '600x200', 'png'),
  image: image('giant-yard', 'Yard', '1200x900'),
} as unknown as Brand;

const products = Array.from(
  { length: 30 },
  (_, n) =>
    ({
      id: `product-${n}`,
      path: `/product/giant-${n}/`,
      title: `Giant G${n}`,
      categories: [{ id: 'loaders' }],
      brand: { id: brand.id },
      condition: 'new',
      status: 'available',
      year: null,
      hours: null,
      priceValue: null,
      listedAt: '2024-01-01T00:00:00Z',
    }) as unknown as Product,
);
const { first, later } = machineList(products, PATH, {
  productCard: (p) =>
    ({ ...p, excerpt: '', image: null, brand: null, price: 'POA' }) as unknown as ProductCard,
  categoryRef: (id) => ({ id, title: 'Loaders', path: `/product-category/${id}/` }),
  parentTitle: () => null,
});

describe('brand template', () => {
  it('shows its first page of machines, the count and a plain link to the next page', () => {
    const page = renderStatic(<Template data={{ brand, list: first }} />);
    expect(textOf(page.querySelector('h1'))).toBe('Giant Loaders');
    expect(page.querySelector('img[alt="Giant Loaders logo"]')).not.toBeNull();
    expect(textOf(page.querySelector('summary'))).toBe('More about Giant Loaders');
    expect(page.querySelectorAll('article')).toHaveLength(24);
    expect(textOf(page.querySelector('[role="status"]'))).toBe('24 of 30 machines');
    const next = page.querySelector('a[rel="next"]');
    expect(next?.getAttribute('href')).toBe(`${PATH}page/2/`);
  });

  it('shows a later page with its own machines and a link back, from its cards and size alone', () => {
    const page = renderStatic(<Template data={{ brand, list: later[0]! }} />);
    expect([...page.querySelectorAll('article h2')].map((h) => textOf(h))).toEqual(
      products.slice(24).map((p) => p.title),
    );
    expect(textOf(page.querySelector('[role="status"]'))).toBe('25–30 of 30 machines');
    expect(page.querySelector('a[rel="prev"]')?.getAttribute('href')).toBe(PATH);
  });
});
