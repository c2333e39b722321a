// The search results page (docs/search.md "Results page"): Enter and "See all" open it with every
// hit, its own box searches again, and without JavaScript it says search needs it.
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures.test-helper.ts';

test.describe.configure({ timeout: 90_000 });

async function headerBox(page: Page, path = '/') {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await hydrated(page);
  return page.getByRole('banner').getByRole('combobox', { name: 'Search the site' });
}

test('Enter opens the results page with every hit, not 15, grouped by kind', async ({ page }) => {
  const box = await headerBox(page);
  await box.fill('used');
  await expect(page.getByRole('option').first()).toBeVisible();
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\/\?q=used$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search results for “used”' })).toBeVisible();
  await expect(page).toHaveTitle(/^Search results for “used”/);
  const machines = page.getByRole('region', { name: /^Machines \(\d+\)$/ });
  await expect(machines).toBeVisible();
  // The bundled dataset has more used machines than the dropdown's 15.
  expect(await machines.getByRole('listitem').count()).toBeGreaterThan(15);
  const machine = machines.getByRole('listitem').first();
  await expect(machine).toContainText(/Used · \d{4}/);
  // Each machine with its picture, beside the title link that names it.
  const picture = machine.locator('img:not([aria-hidden])');
  await expect(picture).toHaveAttribute('alt', '');
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(await picture.boundingBox()).toMatchObject({ width: 96, height: 72 });
  await expect(page.getByRole('radio', { name: /^All \(\d+\)$/ })).toBeChecked();
});

test('"See all N results" at the end of the dropdown opens the same list', async ({ page }) => {
  const box = await headerBox(page);
  await box.fill('tractor');
  const seeAll = page.getByRole('option', { name: /^See all \d+ results$/ });
  await expect(seeAll).toBeVisible();
  const total = Number((await seeAll.textContent())?.match(/\d+/)?.[0]);
  await seeAll.click();
  await expect(page).toHaveURL(/\/search\/\?q=tractor$/);
  await expect(page.getByRole('status').filter({ hasText: `${total} results` })).toBeVisible();
});

test('the page’s own box searches again, and the kind filter narrows the list', async ({ page }) => {
  await page.goto('/search/?q=sprayer');
  await hydrated(page);
  const box = page.getByRole('main').getByRole('textbox', { name: 'Search the site' });
  await expect(box).toHaveValue('sprayer');
  await box.fill('frost fan');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\/\?q=frost%20fan$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search results for “frost fan”' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Terreco TF 60 Mobile Frost Fan', exact: true })).toBeVisible();
  await page.getByRole('radio', { name: /^News and pages/ }).check();
  await expect(page.getByRole('region', { name: /^Machines/ })).toHaveCount(0);
  await expect(page.getByRole('region', { name: /^News and pages/ })).toBeVisible();
});

test('a query that finds nothing says so, with close words and the main ranges', async ({ page }) => {
  await page.goto('/search/?q=trctor');
  await hydrated(page);
  await expect(page.getByText('No results found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'tractor', exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Forklifts & Loaders' })).toBeVisible();
});
