// Accessibility of every template (issue 9 §1): axe-core against WCAG 2.2 AA on one page of each,
// once hydrated, with no console error or warning (the fixture fails on those). The stateful views
// (menu, search, basket, form errors, modal, consent) are covered by their features' specs; see
// docs/quality.md for which spec covers which.
import { axeViolations, formatViolations } from '../../scripts/site-checks/axe.ts';
import { expect, hydrated, test } from './fixtures.test-helper.ts';

interface TemplatePage {
  name: string;
  path: string;
  template: string;
  /** For product categories: `parent` lists sub-categories, `products` lists products. */
  categoryType?: 'parent' | 'products';
}

/** One page of every template in the bundled content, and the two kinds of product category. */
const PAGES: TemplatePage[] = [
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

for (const { name, path, template, categoryType } of PAGES) {
  test(`the ${name} page (${path}) has no WCAG 2.2 AA violation and no console message`, async ({
    page,
    request,
  }) => {
    test.slow(); // axe-core walks the whole page: seconds per page on a busy machine
    // The page must still be of the template it stands for, or the list above has gone stale.
    const data = await (await request.get(`/assets/data${path}index.json`)).json();
    expect(data.template, `template of ${path}`).toBe(template);
    if (categoryType) expect(data.data.category.type, `category type of ${path}`).toBe(categoryType);

    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await hydrated(page);
    expect(formatViolations(await axeViolations(page))).toEqual([]);
  });
}

test('the page served for an unknown address has no WCAG 2.2 AA violation', async ({
  page,
  consoleWatch,
}) => {
  test.slow();
  // The browser logs the 404 status of the document itself; nothing else may appear.
  consoleWatch.allow(/status of 404/);
  const response = await page.goto('/no-such-page/');
  expect(response?.status()).toBe(404);
  await hydrated(page);
  expect(formatViolations(await axeViolations(page))).toEqual([]);
});
