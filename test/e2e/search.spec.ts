// The header's site search (SPEC §1, §4, §7): the index loads on the first use of the box, never
// with the page; hits show their kind and title, open in the app by mouse or keyboard, and the
// open dropdown meets WCAG 2.2 AA.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page, Request } from '@playwright/test';
import { expect, hydrated, test } from './fixtures.test-helper.ts';

const INDEX_PATH = '/flexsearch.json';

// Page loads and hydration take seconds on a busy machine; the search itself takes milliseconds.
test.describe.configure({ timeout: 90_000 });

function searchBox(page: Page) {
  const box = page.getByRole('combobox', { name: 'Search the site' });
  const listbox = page.getByRole('listbox', { name: 'Search results' });
  return { box, listbox, options: listbox.getByRole('option') };
}

/** Every request the page makes for the index or for the code that reads it. */
function watchSearchRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === INDEX_PATH || /\/search-engine\.[\w-]+\.js$/.test(pathname)) seen.push(request);
  });
  return seen;
}

async function open(page: Page, path = '/') {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await hydrated(page);
  return searchBox(page);
}

test('the index and its code load on the first focus of the box, once, not with the page', async ({
  page,
}) => {
  const requests = watchSearchRequests(page);
  const { box, options } = await open(page);
  await page.waitForLoadState('networkidle');
  expect(requests.map((r) => r.url())).toEqual([]);

  const indexResponse = page.waitForResponse((r) => new URL(r.url()).pathname === INDEX_PATH);
  await box.focus();
  expect((await indexResponse).status()).toBe(200);
  await box.blur();
  await box.focus();
  await box.fill('sprayer');
  await expect(options.first()).toBeVisible();
  expect(requests.filter((r) => new URL(r.url()).pathname === INDEX_PATH)).toHaveLength(1);
  expect(requests.filter((r) => r.url().endsWith('.js')).length).toBeGreaterThan(0);
});

test('typing shows hits with their kind and title, machines first @phone', async ({ page }) => {
  const { box, listbox, options } = await open(page);
  await expect(box).toHaveAttribute('placeholder', 'PRODUCT SEARCH');
  await box.fill('sprayer');
  await expect(listbox).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  // Machines first (sprayers by title or category), each with its price or condition; the
  // status line counts every hit, which "See all" opens.
  const first = options.first();
  await expect(first).toContainText(/^Product.+(POA|£|Used|For hire)/);
  await expect(first).toHaveAttribute('href', /^\/product\/[^/]+\/$/);
  const seeAll = options.last();
  await expect(seeAll).toHaveText(/^See all \d+ results$/);
  const total = (await seeAll.textContent())?.match(/\d+/)?.[0];
  await expect(page.getByRole('status').filter({ hasText: /^\d+ results?$/ })).toHaveText(`${total} results`);
});

test('a machine row shows its picture, small and of fixed size; other rows none @phone', async ({ page }) => {
  const { box, options } = await open(page);
  // Telehandlers, then their categories and news: rows of both kinds.
  await box.fill('telehandler');
  const machine = options.filter({ hasText: /^Product/ }).first();
  // The picture adds nothing to read out: the title beside it names the machine.
  const picture = machine.locator('img:not([aria-hidden])');
  await expect(picture).toHaveAttribute('alt', '');
  await expect(picture).toHaveAttribute('loading', 'lazy');
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(await picture.boundingBox()).toMatchObject({ width: 64, height: 48 });
  await expect(machine).toContainText(/^Product.+(POA|£|Used|For hire)/);
  const category = options.filter({ hasText: /^Category/ }).first();
  await expect(category).toBeVisible();
  await expect(category.locator('img')).toHaveCount(0);
});

test('a broad term shows no more than 15 hits, then "See all"', async ({ page }) => {
  const { box, options } = await open(page);
  await box.fill('a');
  await expect(options).toHaveCount(16);
  await expect(options.last()).toHaveText(/^See all \d+ results$/);
});

test('a term in no document says No results found', async ({ page }) => {
  const { box, options } = await open(page);
  await box.fill('xqzw');
  await expect(page.getByRole('paragraph').filter({ hasText: /^No results found$/ })).toBeVisible();
  // The live region says it too, for screen readers.
  await expect(page.getByRole('status').filter({ hasText: /^No results found$/ })).toHaveCount(1);
  await expect(options).toHaveCount(0);
});

test('the arrow keys and Enter open a product in the app, without a page load', async ({ page }) => {
  const { box, options } = await open(page);
  await page.evaluate(() => {
    (window as unknown as { searchMarker: boolean }).searchMarker = true;
  });
  await box.fill('burro grande');
  await expect(options.first()).toContainText('Burro Grande');
  await box.press('ArrowDown');
  const firstId = await options.first().getAttribute('id');
  await expect(box).toHaveAttribute('aria-activedescendant', firstId ?? '');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');

  await box.press('Enter');
  await expect(page).toHaveURL(/\/product\/burro-grande\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Burro Grande');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  // The same document: a full load would have dropped the marker.
  expect(await page.evaluate(() => (window as unknown as { searchMarker?: boolean }).searchMarker)).toBe(
    true,
  );
});

test('a tap on a hit opens it and closes the dropdown @phone', async ({ page }) => {
  const { box, listbox, options } = await open(page);
  await box.fill('telehand');
  const hit = options.filter({ hasText: /^CategoryTelehandlers$/ });
  await hit.click();
  await expect(page).toHaveURL(/\/product-category\/forklifts-and-loaders\/telehandlers\/$/);
  await expect(listbox).toBeHidden();
});

test('Escape closes the dropdown, and a second Escape clears the box', async ({ page }) => {
  const { box, listbox, options } = await open(page);
  await box.fill('spray');
  await expect(options.first()).toBeVisible();
  await box.press('Escape');
  await expect(listbox).toBeHidden();
  await expect(box).toHaveValue('spray');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await box.press('Escape');
  await expect(box).toHaveValue('');
});

test('a click outside closes the dropdown', async ({ page }) => {
  const { box, listbox, options } = await open(page, '/about-us/');
  await box.fill('spray');
  await expect(options.first()).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(listbox).toBeHidden();
  await expect(box).toHaveAttribute('aria-expanded', 'false');
});

test('the open dropdown has no WCAG 2.2 AA violation', async ({ page }) => {
  test.slow(); // axe-core walks the whole page: seconds on a busy machine
  const { box, options } = await open(page);
  await box.fill('sprayer');
  await expect(options.first()).toBeVisible();
  await box.press('ArrowDown');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const violations = results.violations.flatMap((v) =>
    v.nodes.map((node) => `${v.id}: ${v.help} — ${node.target.join(' ')}`),
  );
  expect(violations).toEqual([]);
});
