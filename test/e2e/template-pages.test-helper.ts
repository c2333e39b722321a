// One page of every template in the bundled content, and the two kinds of product category: the
// pages the accessibility specs (a11y.spec.ts, keyboard.spec.ts, equal-access.spec.ts) walk.
import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures.test-helper.ts';

export interface TemplatePage {
  name: string;
  path: string;
  template: string;
  /** For product categories: `parent` lists sub-categories, `products` lists products. */
  categoryType?: 'parent' | 'products';
}

/** One page of every template in the bundled content, and the two kinds of product category. */
export const PAGES: TemplatePage[] = [
  { name: 'home', path: '/', template: 'home' },
  { name: 'page', path: '/about-us/', template: 'page' },
  { name: 'post', path: '/fruit-focus-2019/', template: 'post' },
  { name: 'news category', path: '/category/case-studies/', template: 'category' },
  { name: 'latest news', path: '/latest-news/', template: 'latest-news' },
  {
    name: 'parent product category',
    path: '/product-category/fruit-and-vineyard-equipment/',
    template: 'product-category',
    categoryType: 'parent',
  },
  {
    name: 'leaf product category',
    path: '/product-category/fruit-and-vineyard-equipment/de-leafers/',
    template: 'product-category',
    categoryType: 'products',
  },
  { name: 'product', path: '/product/burro-grande/', template: 'product' },
  { name: 'brands', path: '/our-brands/', template: 'brands' },
  { name: 'brand', path: '/our-brands/antonio-carraro/', template: 'brand' },
  { name: 'enquiry basket', path: '/enquiry-basket/', template: 'enquiry-basket' },
  { name: 'not found', path: '/404/', template: 'not-found' },
];

/** The page must still be of the template it stands for, or the list above has gone stale. */
export async function expectTemplate(
  request: APIRequestContext,
  { path, template, categoryType }: TemplatePage,
) {
  const data = await (await request.get(`/assets/data${path}index.json`)).json();
  expect(data.template, `template of ${path}`).toBe(template);
  if (categoryType) expect(data.data.category.type, `category type of ${path}`).toBe(categoryType);
}
