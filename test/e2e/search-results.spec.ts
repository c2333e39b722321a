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

test('a price limit is read as one: machines within it, and the way on when none matches every word', async ({
  page,
}) => {
  const box = await headerBox(page);
  await box.fill('used telehandler under £20,000');
  await box.press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: /\d+ results: machines priced up to £20,000/ }),
  ).toBeVisible();
  const machines = page.getByRole('region', { name: /^Machines \(\d+\)$/ });
  const facts = await machines.getByRole('listitem').allTextContents();
  expect(facts.length).toBeGreaterThan(0);
  for (const text of facts) {
    const price = Number(text.match(/£([\d,]+)/)?.[1]?.replace(/,/g, ''));
    expect(price).toBeLessThanOrEqual(20000);
  }
  // No used telehandler is in stock: the page says so, and offers the words at any price…
  await expect(
    page.getByText('Nothing matches every word of “used telehandler under £20,000”.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Search “used telehandler” at any price, age and hours' }).click();
  await expect(page).toHaveURL(/\/search\/\?q=used%20telehandler$/);
  await expect(
    page
      .getByRole('region', { name: /^Machines/ })
      .getByRole('listitem')
      .first(),
  ).toContainText(/Telehandler|Giant/);
  // …and to find one: the contact form, its message filled in.
  await page.getByRole('link', { name: 'Ask us to find one for you' }).click();
  await expect(page).toHaveURL(/\/contact-us\/\?Message=/);
  await expect(page.getByRole('textbox', { name: /Message/ })).toHaveValue(
    'I am looking for: used telehandler. Please let me know if you can find one.',
  );
});

test('hits matching every word are the results; those matching some wait behind a disclosure', async ({
  page,
}) => {
  await page.goto('/search/?q=used%20forklift');
  await hydrated(page);
  await expect(page.getByRole('status').filter({ hasText: /^2 results$/ })).toBeVisible();
  const machines = page.getByRole('region', { name: 'Machines (2)' });
  await expect(machines.getByRole('link')).toHaveText([
    'Used 2015 Ilmer D 25 Forklift',
    'Used 2018 Orvin RT 30 Forklift',
  ]);
  const more = page.getByText(/^\d+ more match some of the words$/);
  await expect(page.getByRole('link', { name: 'Orvin RT 30 Forklift (Hire)' })).toBeHidden();
  await more.click();
  await expect(page.getByRole('link', { name: 'Orvin RT 30 Forklift (Hire)' })).toBeVisible();
});

test('a long list shows 40 hits and a button for the next, which moves focus to the first of them', async ({
  page,
}) => {
  await page.goto('/search/?q=new');
  await hydrated(page);
  const machines = page.getByRole('region', { name: /^Machines \(\d+\)$/ });
  await expect(machines).toBeVisible();
  const total = Number((await machines.getByRole('heading').textContent())?.match(/\((\d+)\)/)?.[1]);
  expect(total).toBeGreaterThan(80);
  await expect(machines.getByRole('listitem')).toHaveCount(40);
  await machines.getByRole('button', { name: `Show 40 more of ${total}` }).click();
  await expect(machines.getByRole('listitem')).toHaveCount(80);
  await expect(machines.getByRole('listitem').nth(40).getByRole('link')).toBeFocused();
  for (let shown = 80; shown < total; shown += 40) {
    await machines
      .getByRole('button', { name: `Show ${Math.min(40, total - shown)} more of ${total}` })
      .click();
  }
  await expect(machines.getByRole('listitem')).toHaveCount(total);
  await expect(machines.getByRole('button')).toHaveCount(0);
});

test('the tips under the box say what else it reads, with examples to tap', async ({ page }) => {
  await page.goto('/search/?q=sprayer');
  await hydrated(page);
  await page.getByRole('link', { name: 'used tractor under £20,000' }).click();
  await expect(page).toHaveURL(/\/search\/\?q=used%20tractor%20under%20%C2%A320%2C000$/);
  await expect(
    page.getByRole('status').filter({ hasText: /\d+ results?: machines priced up to £20,000/ }),
  ).toBeVisible();
});
