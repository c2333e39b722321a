// What the template specs (templates-*.spec.ts) share: the card titles of a grid, a page's own
// data as the prerender wrote it, and one page of every template for axe and the layout-shift check.
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.test-helper.ts';

/** The titles of the cards in the first card grid of `scope`, in page order. */
export function cardTitles(scope: Locator) {
  return scope.getByRole('list').first().getByRole('listitem').getByRole('heading').allInnerTexts();
}

/** The page data the prerender wrote for `path`: what the template was given. */
export async function pageData<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`/assets/data${path}index.json`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** One page of every template, the two kinds of product category and the not-found page. */
export const AXE_PAGES = [
  ['home', '/'],
  ['page', '/about-us/'],
  ['product-category (parent)', '/product-category/stock-machinery/'],
  ['product-category (products)', '/product-category/fruit-and-vineyard-equipment/antonio-carraro-tractors/'],
  ['product', '/product/srx-5800/'],
  ['brands', '/our-brands/'],
  ['brand', '/our-brands/antonio-carraro/'],
  ['latest-news', '/latest-news/'],
  ['category', '/category/case-studies/'],
  ['post', '/fruit-focus-2019/'],
  ['not-found', '/no-such-machine-here/'],
] as const;
