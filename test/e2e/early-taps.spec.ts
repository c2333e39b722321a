// Nothing a visitor does before the app runs is lost (DESIGN.md decision 11, docs/runtime.md
// "Before the app runs"). Every script of the site arrives 2 s late, as on a weak signal; the
// visitor taps, types and chooses on the prerendered page meanwhile, and each of those takes
// effect once the app is up, exactly once.
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures.test-helper.ts';
import { mailsWith } from './outbox.test-helper.ts';

const SCRIPT_DELAY_MS = 2_000;

/** Opens `path` with every script of the site held back, and returns as soon as the page shows. */
async function openBeforeScripts(page: Page, path: string, ready: Locator) {
  await page.route(/\/assets\/js\/[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS));
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  await expect(ready).toBeVisible();
}

/** The visitor's doing happened before the app ran: no part of the page is React's yet. */
async function expectNoApp(page: Page) {
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated ?? 'no app')).toBe('no app');
}

const basketLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Enquiry Basket/ });

test('Add to enquiry basket, tapped before the app runs, adds the machine once it does', async ({ page }) => {
  const add = page.getByRole('button', { name: 'Add to enquiry basket' });
  await openBeforeScripts(page, '/product/burro-grande/', add);
  await add.click();
  await expectNoApp(page);
  await hydrated(page);
  await expect(page.getByText('In your enquiry basket')).toBeVisible();
  await expect(basketLink(page)).toHaveAccessibleName('Enquiry Basket, 1 item');
});

test('the search box keeps what was typed before the app ran, and shows its results once ready', async ({
  page,
}) => {
  const box = page.getByRole('combobox', { name: 'Search the site' });
  await openBeforeScripts(page, '/about-us/', box);
  await box.fill('burro');
  await expectNoApp(page);
  await hydrated(page);
  await expect(box).toHaveValue('burro');
  await expect(page.getByRole('option', { name: /Burro Grande/ })).toBeVisible();
});

test('a carousel arrow tapped before the app runs moves the carousel once it does', async ({ page }) => {
  const carousel = page.getByRole('region', { name: 'Highlights' });
  const next = carousel.getByRole('button', { name: 'Next slide' });
  await openBeforeScripts(page, '/', next);
  await next.click();
  await expectNoApp(page);
  await hydrated(page);
  await expect(carousel.getByRole('group', { name: '2 of 5' })).toBeVisible();
});

test('a video still tapped before the app runs starts the player once it does', async ({ page }) => {
  const still = page.getByRole('button', { name: 'Play video: See our machines at work' });
  await openBeforeScripts(page, '/', page.getByRole('heading', { level: 1 }));
  await still.click();
  await expectNoApp(page);
  await hydrated(page);
  await expect(page.locator('iframe[src*="youtube-nocookie.com/embed/"]').first()).toBeVisible();
});

test('media library: a filter chosen before the app runs filters the library once it does', async ({
  page,
}) => {
  const type = page.getByLabel('Type', { exact: true });
  await openBeforeScripts(page, '/media-library/', type);
  await type.selectOption('image');
  await expectNoApp(page);
  await hydrated(page);
  await expect(type).toHaveValue('image');
  await expect(page).toHaveURL(/[?&]type=image/);
});

test('media library: a card tapped before the app runs opens in the viewer once it does', async ({
  page,
}) => {
  const card = page.getByRole('main').getByRole('listitem').getByRole('button').first();
  await openBeforeScripts(page, '/media-library/', card);
  const title = (await card.textContent())?.trim() ?? '';
  await card.click();
  await expectNoApp(page);
  await hydrated(page);
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(title).toContain(await page.getByRole('dialog').getByRole('heading').textContent());
});

test('a desktop sub-menu toggled before the app runs is open once it does', async ({ page }) => {
  const products = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Products submenu' });
  await openBeforeScripts(page, '/about-us/', products);
  await products.click();
  await expectNoApp(page);
  await hydrated(page);
  await expect(products).toHaveAttribute('aria-expanded', 'true');
});

test('an enquiry typed and sent before the app runs is sent once it does, exactly once', async ({ page }) => {
  test.slow();
  const token = randomUUID();
  const form = page.locator('form').filter({ has: page.locator('textarea[name="Message"]') });
  const field = (label: string) => form.getByLabel(label, { exact: true });
  await page.route('https://www.openstreetmap.org/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Map</title>' }),
  );
  await openBeforeScripts(page, '/contact-us/', field('Message'));
  await field('First name').fill('Ann');
  await field('Last name').fill('Grower');
  await field('Company name').fill('Orchard Farms Ltd');
  await field('Email').fill('ann@orchard.example');
  await field('Message').fill(`Early enquiry ${token}`);
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await expectNoApp(page);
  await hydrated(page);
  await expect(form.getByRole('status')).toHaveText('Thank you! We will be in touch soon.', {
    timeout: 15_000,
  });
  await expect.poll(() => mailsWith(token)).toHaveLength(1);
  expect((await mailsWith(token))[0]).toContain('Name: Ann Grower');
});

test.describe('on a phone @phone', () => {
  test.use({ viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });

  test('the burger tapped before the app runs is open once it does, and not toggled twice', async ({
    page,
  }) => {
    const burger = page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true });
    const mainNav = page.getByRole('navigation', { name: 'Main' });
    await openBeforeScripts(page, '/about-us/', burger);
    await burger.tap();
    await expectNoApp(page);
    await hydrated(page);
    // Applied once: twice would have closed it again.
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    await expect(mainNav.getByRole('link', { name: 'Our Brands' })).toBeVisible();
    await expect(mainNav.getByRole('link', { name: 'Machinery', exact: true })).toBeHidden();
  });
});
