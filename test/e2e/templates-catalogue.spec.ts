// The catalogue's templates (issue "Page templates"): parent and leaf product categories, used
// stock, the brands page and a brand, each showing its content from the built site, hydrated.
import { expect, open, test } from './fixtures.test-helper.ts';
import { cardTitles, pageData } from './templates.test-helper.ts';

test('a parent category links its ranges, then lists the machines below them', async ({ page }) => {
  const path = '/product-category/fruit-and-vineyard-equipment/';
  await open(page, path);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Fruit & Vineyard Equipment' })).toBeVisible();
  const data = await pageData<{
    children: { title: string; path: string }[];
    list: { machines: unknown[] };
  }>(page, path);
  expect(data.children.length).toBe(12);
  expect(
    await main
      .getByRole('navigation', { name: /ranges/ })
      .getByRole('link')
      .allInnerTexts(),
  ).toEqual(data.children.map((c) => c.title));
  // One page's cards; every machine's facts in a file of their own.
  expect(data.list.machines).toHaveLength(24);
  const facts = await page.evaluate(
    async (url) => (await (await fetch(url)).json()).data.facts.kind.length as number,
    `/assets/data${path}facts.json`,
  );
  expect(facts).toBeGreaterThan(24);
  await expect(main.getByRole('region', { name: /machines/ }).getByRole('article')).toHaveCount(24);
  await main.getByRole('link', { name: 'De-Leafers' }).click();
  await expect(page).toHaveURL(/\/product-category\/fruit-and-vineyard-equipment\/de-leafers\/$/);
  await expect(main.getByRole('heading', { level: 1, name: 'De-Leafers' })).toBeVisible();
});

test('a leaf category lists its machines in the editor’s order', async ({ page }) => {
  const path = '/product-category/fruit-and-vineyard-equipment/antonio-carraro-tractors/';
  await open(page, path);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Antonio Carraro Tractors' })).toBeVisible();
  const titles = await cardTitles(main.getByRole('region', { name: /machines/ }));
  expect(titles.slice(0, 4)).toEqual([
    'Antonio Carraro SRX 5800',
    'Antonio Carraro SRX 8900',
    'Antonio Carraro TRX 7800 S',
    'Antonio Carraro TRX 10900 R',
  ]);
  const data = await pageData<{ list: { machines: { title: string }[] } }>(page, path);
  expect(titles).toEqual(data.list.machines.map((p) => p.title));
  await expect(main.getByText('12 machines')).toBeVisible();
});

test('a used-stock category shows the condition badge and the price', async ({ page }) => {
  await open(page, '/product-category/stock-machinery/other-items/');
  const card = page
    .getByRole('main')
    .getByRole('article')
    .filter({ hasText: 'Used 2011 Bin Tipper and Grader' });
  await expect(card.getByText('Used', { exact: true })).toBeVisible();
  await expect(card.getByText('£3,200 + VAT', { exact: true })).toBeVisible();
});

test('the untitled stock-machinery root is called Stock Machinery', async ({ page }) => {
  await open(page, '/product-category/stock-machinery/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Stock Machinery');
  await expect(page).toHaveTitle(/^Stock Machinery/);
  await expect(main.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(/Home.*Stock Machinery/);
  await expect(main).not.toContainText(/\bnull\b/);
  await expect(main.getByRole('navigation', { name: /ranges/ }).getByRole('link')).toHaveCount(14);
});

test('our brands are in the editor’s order and View Range opens each range', async ({ page }) => {
  await open(page, '/our-brands/');
  const main = page.getByRole('main');
  const titles = await main.getByRole('heading', { level: 2 }).allInnerTexts();
  expect(titles.slice(0, 4)).toEqual([
    'Antonio Carraro',
    'Valmara',
    'Gregoire Grape Harvester Range',
    'Olmi De-Leafer',
  ]);
  // Brands without an order come last.
  expect(titles.slice(-3)).toEqual(['Ilmer', 'Mankar Sprayers', 'Rough Terrain Forklifts']);
  await expect(main.getByRole('link', { name: /^View Range/ })).toHaveCount(titles.length);
  await main.getByRole('link', { name: 'View Range: Valmara' }).click();
  await expect(page).toHaveURL(/\/our-brands\/valmara\/$/);
  await expect(main.getByRole('heading', { level: 1, name: 'Valmara' })).toBeVisible();
});

test('a brand shows its logo and story, then its machines as a list by kind', async ({ page }) => {
  await open(page, '/our-brands/antonio-carraro/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Antonio Carraro' })).toBeVisible();
  await expect(main.getByRole('img', { name: /Antonio Carraro logo/ })).toBeVisible();
  const machines = main.getByRole('region', { name: 'Antonio Carraro: machines' });
  await expect(machines.getByRole('status')).toHaveText('18 machines');
  // The brand's own order: its machines by their first category, tractors first.
  expect((await cardTitles(machines)).slice(0, 2)).toEqual([
    'Antonio Carraro SRX 5800',
    'Antonio Carraro SRX 8900',
  ]);
  // The story opens in place.
  await main.getByText('More about Antonio Carraro').click();
  await expect(main.locator('details')).toHaveAttribute('open', '');
});
