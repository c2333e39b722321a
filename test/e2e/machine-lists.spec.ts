// Machine lists (issue 35; docs/stock.md): filters and sort over the list's facts, their state in the
// address (shared, reloaded, restored by Back), paging, and the prerendered list without scripts.
// At 1440 (desktop) and 390 (phone, @phone).
import type { Locator, Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures.test-helper.ts';

const STOCK = '/product-category/stock-machinery/';

async function open(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
  // The controls show once the list has read the address (after the slices' hydration: slow
  // while the server is still placing pictures).
  await expect(page.getByRole('button', { name: /^Filters/ })).toBeVisible({ timeout: 15_000 });
}

const list = (page: Page) => page.getByRole('region', { name: 'Stock Machinery: machines' });
const count = (page: Page) => list(page).getByRole('status');
const cards = (page: Page) => list(page).getByRole('article');

/** The cards of the page shown, once those from other pages' data have come (docs/stock.md). */
async function settled(page: Page) {
  await expect(page.getByRole('main').locator('[aria-busy]')).toHaveCount(0);
}

/** Each card's price as it reads ("£16,950" or "POA"), and the figures before the POAs. */
async function pricesOf(articles: Locator) {
  const prices = await articles.evaluateAll((all) =>
    all.map((a) => a.textContent?.match(/£[\d,]+|POA/)?.[0] ?? ''),
  );
  const figures = prices.filter((p) => p !== 'POA').map((p) => Number(p.replace(/[£,]/g, '')));
  return { prices, figures };
}

for (const tag of ['', ' @phone']) {
  test(`a brand filter narrows the list and the address, and Back restores it${tag}`, async ({ page }) => {
    await open(page, STOCK);
    await expect(count(page)).toHaveText('24 of 37 machines');
    await page.getByRole('button', { name: /^Filters/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Filter machines' });
    // Each option says what it gives; choosing it gives that many.
    const option = sheet.getByRole('checkbox', { name: /Antonio Carraro/ });
    await expect(sheet.getByText('Antonio Carraro').locator('..')).toContainText('5');
    await option.check();
    await sheet.getByRole('button', { name: 'Show 5 machines' }).click();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/\?brand=antonio-carraro$/);
    await expect(count(page)).toHaveText('5 machines');
    await expect(cards(page)).toHaveCount(5);
    for (const text of await cards(page).allInnerTexts()) expect(text).toContain('Antonio Carraro');

    const first = (await cards(page).first().getByRole('heading').textContent()) ?? '';
    await cards(page).first().getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first);
    await page.goBack();
    await expect(page).toHaveURL(/\?brand=antonio-carraro$/);
    await expect(count(page)).toHaveText('5 machines');
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  });

  test(`sorting by price puts POA last${tag}`, async ({ page }) => {
    await open(page, `${STOCK}?brand=antonio-carraro`);
    await page.getByRole('combobox', { name: 'Sort' }).selectOption({ label: 'Price: low to high' });
    await expect(page).toHaveURL(/\?brand=antonio-carraro&sort=price-asc$/);
    await settled(page);
    const { prices, figures } = await pricesOf(cards(page));
    expect(prices.at(-1)).toBe('POA');
    expect(figures.length).toBe(prices.length - 1);
    expect(figures).toEqual([...figures].sort((a, b) => a - b));
  });
}

test('a shared filtered address opens filtered, and a reload keeps it', async ({ page }) => {
  await open(page, '/product-category/stock-machinery/tractors-used-machinery/?brand=valmara');
  const machines = page.getByRole('region', { name: 'Tractors: machines' });
  await expect(machines.getByRole('status')).toHaveText('2 machines');
  await page.reload();
  await hydrated(page);
  await expect(machines.getByRole('status')).toHaveText('2 machines');
});

test('paging through a filtered list keeps the filters', async ({ page }) => {
  await open(page, `${STOCK}?condition=used`);
  await list(page).getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\?condition=used&page=2$/);
  await expect(count(page)).toHaveText('25–37 of 37 machines');
  await expect(cards(page)).toHaveCount(13);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const tag of ['', ' @phone']) {
    test(`the list shows its first page and plain links to the next${tag}`, async ({ page }) => {
      await page.goto(STOCK);
      await expect(count(page)).toHaveText('24 of 37 machines');
      await expect(cards(page)).toHaveCount(24);
      // Filters come with the app: none to press here.
      await expect(page.getByRole('button', { name: /^Filters/ })).toBeHidden();
      await list(page).getByRole('link', { name: 'Next' }).click();
      await expect(page).toHaveURL(`${STOCK}page/2/`);
      await expect(count(page)).toHaveText('25–37 of 37 machines');
      await expect(cards(page)).toHaveCount(13);
      await expect(list(page).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', STOCK);
    });
  }
});

test('sorting the whole stock list takes each card from the page that holds it', async ({ page }) => {
  await open(page, `${STOCK}?sort=price-asc`);
  await expect(count(page)).toHaveText('24 of 37 machines');
  await expect(cards(page)).toHaveCount(24);
  await settled(page);
  const shown = await cards(page).getByRole('heading').allTextContents();
  // This document carries the cards of the list's first page only; the rest came from page 2's.
  const own = await page.evaluate(async (path) => {
    const response = await fetch(`/assets/data${path}index.json`);
    const json = (await response.json()) as { data: { list: { machines: { title: string }[] } } };
    return json.data.list.machines.map((m) => m.title);
  }, STOCK);
  expect(shown.some((title) => !own.includes(title))).toBe(true);
  const { prices, figures } = await pricesOf(cards(page));
  expect(prices.slice(figures.length).every((p) => p === 'POA')).toBe(true);
  expect(figures).toEqual([...figures].sort((a, b) => a - b));
});

// Each page carries its own cards and the list's size; the facts are a file beside the first page's
// data, which a page being filtered or sorted fetches (docs/stock.md "Page data").
const LATER = `${STOCK}page/2/`;

test("a list's pages carry their cards and the list's size, the facts a file of their own", async ({
  request,
}) => {
  const data = await (await request.get(`/assets/data${LATER}index.json`)).json();
  const html = await (await request.get(LATER)).text();
  const hydration = JSON.parse(
    html.match(/<script[^>]*id="hydration-data"[^>]*>(.*?)<\/script>/s)?.[1] ?? '{}',
  );
  for (const later of [data.data.list, hydration.page.data.list]) {
    expect(Object.keys(later).sort()).toEqual(['machines', 'page', 'path', 'size']);
    expect(later).toMatchObject({ page: 2, path: STOCK, size: { machines: 37, pages: 2 } });
    expect(later.machines).toHaveLength(13);
  }
  const first = await (await request.get(`/assets/data${STOCK}index.json`)).json();
  expect(Object.keys(first.data.list).sort()).toEqual(['machines', 'page', 'path', 'size']);
  // Every machine of the list, from this build.
  const facts = await (await request.get(`/assets/data${STOCK}facts.json`)).json();
  expect(facts.hash).toBe(first.hash);
  expect(facts.data.facts.kind).toHaveLength(37);
});

for (const tag of ['', ' @phone']) {
  test(`a later page filters over the list's facts${tag}`, async ({ page }) => {
    await open(page, LATER);
    await expect(count(page)).toHaveText('25–37 of 37 machines');
    await expect(cards(page)).toHaveCount(13);
    await page.getByRole('button', { name: /^Filters/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Filter machines' });
    await expect(sheet.getByText('Antonio Carraro').locator('..')).toContainText('5');
    await sheet.getByRole('checkbox', { name: /Antonio Carraro/ }).check();
    await sheet.getByRole('button', { name: 'Show 5 machines' }).click();
    await expect(page).toHaveURL(`${LATER}?brand=antonio-carraro`);
    await expect(count(page)).toHaveText('5 machines');
    await settled(page);
    await expect(cards(page)).toHaveCount(5);
    for (const text of await cards(page).allInnerTexts()) expect(text).toContain('Antonio Carraro');
  });
}

test('a later page sorted shows the whole list sorted, from the list’s facts and pages', async ({ page }) => {
  await open(page, LATER);
  await page.getByRole('combobox', { name: 'Sort' }).selectOption({ label: 'Price: low to high' });
  await expect(count(page)).toHaveText('24 of 37 machines');
  await settled(page);
  await expect(cards(page)).toHaveCount(24);
  const { prices, figures } = await pricesOf(cards(page));
  expect(prices.slice(figures.length).every((p) => p === 'POA')).toBe(true);
  expect(figures).toEqual([...figures].sort((a, b) => a - b));
  // Most of them are not this document's: their cards came from the first page's data.
  const shown = await cards(page).getByRole('heading').allTextContents();
  const own = await page.evaluate(async (path) => {
    const data = await (await fetch(`/assets/data${path}index.json`)).json();
    return data.data.list.machines.map((m: { title: string }) => m.title) as string[];
  }, LATER);
  expect(shown.filter((title) => !own.includes(title)).length).toBeGreaterThan(0);
});

// A brand's page lists its machines as a category's does (docs/stock.md).
const BRAND = '/our-brands/giant-loaders/';
const brandList = (page: Page) => page.getByRole('region', { name: 'Giant Loaders: machines' });

/** The first screen: 1440x900, or 390x844 for a phone. */
async function firstScreen(page: Page, phone: boolean) {
  if (phone) await page.setViewportSize({ width: 390, height: 844 });
  return phone ? 844 : 900;
}

for (const phone of [false, true]) {
  const tag = phone ? ' @phone' : '';

  test(`a brand's filter narrows its list and the address, and Back restores it${tag}`, async ({ page }) => {
    await firstScreen(page, phone);
    await open(page, BRAND);
    const machines = brandList(page);
    await expect(machines.getByRole('status')).toHaveText('21 machines');
    await page.getByRole('button', { name: /^Filters/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Filter machines' });
    // Every machine is the brand's: no brand facet to choose from.
    await expect(sheet.getByRole('group', { name: 'Brand' })).toHaveCount(0);
    await sheet.getByRole('checkbox', { name: /^Used/ }).check();
    await sheet.getByRole('button', { name: 'Show 4 machines' }).click();
    await expect(page).toHaveURL(/\?condition=used$/);
    await expect(machines.getByRole('status')).toHaveText('4 machines');
    await expect(machines.getByRole('article')).toHaveCount(4);

    await machines.getByRole('article').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/product\//);
    await page.goBack();
    await expect(page).toHaveURL(/\?condition=used$/);
    await expect(machines.getByRole('status')).toHaveText('4 machines');
  });

  test(`a brand's list sorted by price puts POA last${tag}`, async ({ page }) => {
    await firstScreen(page, phone);
    await open(page, `${BRAND}?sort=price-asc`);
    await settled(page);
    const { prices, figures } = await pricesOf(brandList(page).getByRole('article'));
    expect(figures.length).toBeGreaterThan(1);
    expect(prices.slice(figures.length).every((p) => p === 'POA')).toBe(true);
    expect(figures).toEqual([...figures].sort((a, b) => a - b));
  });

  for (const path of [BRAND, '/our-brands/antonio-carraro/', STOCK]) {
    test(`machines lead the first screen of ${path}${tag}`, async ({ page }) => {
      const height = await firstScreen(page, phone);
      await page.goto(path);
      await hydrated(page);
      const first = await page.getByRole('main').getByRole('article').first().boundingBox();
      expect(first?.y ?? height).toBeLessThan(height);
      // On a desktop the whole first row, however long its titles.
      if (!phone) expect((first?.y ?? 0) + (first?.height ?? height)).toBeLessThanOrEqual(height);
    });
  }
}
