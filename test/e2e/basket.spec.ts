// The enquiry basket (SPEC §1 header button and badge, §4 "Basket", §9 badge cap), driven as a
// visitor would: product pages, the header badge, the basket page, a reload and a second tab.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
  expect,
  hydrated,
  layoutShifts,
  test,
  WORKER_BLOCKED,
  watchLayoutShifts,
} from './fixtures.test-helper.ts';

const PRODUCT = { path: '/product/burro-grande/', title: 'Burro Grande' };
const SECOND_PRODUCT = '/product/tigre-4400/';
/** The stock page: every used machine, 24 to a page (none with a video, which needs the outside network). */
const BIG_CATEGORY = '/product-category/stock-machinery/';
const BASKET = '/enquiry-basket/';

function basketButton(page: Page) {
  return page.getByRole('banner').getByRole('link', { name: /^Enquiry Basket/ });
}

/** The red count beside the icon: hidden from assistive technology, which hears the link's name. */
function badge(page: Page) {
  return basketButton(page)
    .locator('span[aria-hidden="true"]')
    .filter({ hasText: /^\d\+?$/ });
}

/** The page is ready for a visitor once hydrated; lazy images and embeds may still be loading. */
async function open(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await hydrated(page);
}

async function addFrom(page: Page, path: string) {
  await open(page, path);
  await page.getByRole('button', { name: 'Add to enquiry basket' }).click();
  await expect(page.getByText('In your enquiry basket')).toBeVisible();
}

/** Pages the fixture does not watch (a second tab) fail the test on console errors too. */
function watchConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (m) => {
    const watched = m.type() === 'error' || m.type() === 'warning';
    if (watched && !WORKER_BLOCKED.test(m.text())) messages.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  return messages;
}

test('adding from a product page shows in the badge and on the button, and survives a reload', async ({
  page,
}) => {
  // Several full page loads: allow for a busy machine.
  test.slow();
  await open(page, PRODUCT.path);
  await expect(basketButton(page)).toHaveAccessibleName('Enquiry Basket');
  await expect(badge(page)).toHaveCount(0);

  await page.getByRole('button', { name: 'Add to enquiry basket' }).click();
  await expect(basketButton(page)).toHaveAccessibleName('Enquiry Basket, 1 item');
  await expect(badge(page)).toHaveText('1');
  await expect(page.getByText('In your enquiry basket')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to enquiry basket' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'View basket' })).toBeFocused();

  await page.reload({ waitUntil: 'domcontentloaded' });
  await hydrated(page);
  await expect(badge(page)).toHaveText('1');
  await expect(page.getByText('In your enquiry basket')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to enquiry basket' })).toHaveCount(0);
});

test('a second tab follows adds and removals in the first', async ({ page, context }) => {
  // Several full page loads: allow for a busy machine.
  test.slow();
  await open(page, PRODUCT.path);
  const other = await context.newPage();
  const otherMessages = watchConsole(other);
  await open(other, SECOND_PRODUCT);
  await expect(badge(other)).toHaveCount(0);

  await page.getByRole('button', { name: 'Add to enquiry basket' }).click();
  await expect(badge(other)).toHaveText('1');
  await expect(basketButton(other)).toHaveAccessibleName('Enquiry Basket, 1 item');

  await other.getByRole('button', { name: 'Add to enquiry basket' }).click();
  await expect(badge(page)).toHaveText('2');

  await page.getByRole('link', { name: 'View basket' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Enquiry Basket' })).toBeVisible();
  await page.getByRole('button', { name: `Remove ${PRODUCT.title}` }).click();
  await expect(badge(other)).toHaveText('1');
  await expect(other.getByRole('button', { name: 'Add to enquiry basket' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear basket' }).click();
  await expect(badge(other)).toHaveCount(0);
  await expect(other.getByRole('button', { name: 'Add to enquiry basket' })).toBeVisible();
  expect(otherMessages).toEqual([]);
});

test('the basket page lists the item; quantity changes, removal and the empty state', async ({ page }) => {
  // Several full page loads: allow for a busy machine.
  test.slow();
  await addFrom(page, PRODUCT.path);
  await page.getByRole('link', { name: 'View basket' }).click();
  await expect(page).toHaveURL(BASKET);

  const items = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(items).toHaveCount(1);
  const item = items.first();
  await expect(item.getByRole('link', { name: PRODUCT.title })).toHaveAttribute('href', PRODUCT.path);
  const image = item.locator('img:not([aria-hidden])');
  await expect(image).toHaveAttribute('width', '400');
  await expect(image).toHaveAttribute('height', '300');
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await expect(page.getByText('1 item in your enquiry basket')).toBeVisible();

  const quantity = item.getByRole('spinbutton', { name: `Quantity of ${PRODUCT.title}` });
  const increase = item.getByRole('button', { name: `Increase quantity of ${PRODUCT.title}` });
  const decrease = item.getByRole('button', { name: `Decrease quantity of ${PRODUCT.title}` });
  await expect(quantity).toHaveValue('1');
  await expect(decrease).toBeDisabled();
  await increase.click();
  await increase.click();
  await expect(quantity).toHaveValue('3');
  await decrease.click();
  await expect(quantity).toHaveValue('2');
  await quantity.fill('12');
  await quantity.blur();
  await expect(quantity).toHaveValue('12');
  await quantity.fill('0');
  await quantity.blur();
  // A typed 0 is not a removal: the box goes back to the last good quantity.
  await expect(quantity).toHaveValue('12');
  // Quantities do not change the count: it is the number of distinct items.
  await expect(badge(page)).toHaveText('1');

  await page.reload({ waitUntil: 'domcontentloaded' });
  await hydrated(page);
  await expect(page.getByRole('spinbutton', { name: `Quantity of ${PRODUCT.title}` })).toHaveValue('12');

  await page.getByRole('button', { name: `Remove ${PRODUCT.title}` }).click();
  await expect(page.getByText('Your enquiry basket is empty')).toBeVisible();
  await expect(badge(page)).toHaveCount(0);
  const categoryLinks = page.locator('main a[href^="/product-category/"]');
  expect(await categoryLinks.count()).toBeGreaterThanOrEqual(3);
  await categoryLinks.first().click();
  await expect(page).toHaveURL(/\/product-category\//);
});

/** Records, from the first frame, whether `text` was ever shown in the main content. */
function watchFor(page: Page, text: string) {
  return page.addInitScript((watched) => {
    const w = window as unknown as { saw: boolean };
    w.saw = false;
    const look = () => {
      for (const p of document.querySelectorAll('main p'))
        if (p.textContent?.includes(watched) && p.checkVisibility()) w.saw = true;
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  }, text);
}

const sawIt = (page: Page) => page.evaluate(() => (window as unknown as { saw: boolean }).saw);

test('a visitor with items never sees the empty state, not even for a frame', async ({ page, request }) => {
  // The prerender cannot know the basket: it holds the loading line and the hidden empty state.
  const html = await (await request.get(BASKET)).text();
  expect(html).toContain('Loading your enquiry basket');
  expect(html).toContain('Your enquiry basket is empty');

  await addFrom(page, PRODUCT.path);
  await watchFor(page, 'Your enquiry basket is empty');
  await watchLayoutShifts(page);
  await open(page, BASKET);
  await expect(page.getByRole('link', { name: PRODUCT.title })).toBeVisible();
  expect(await sawIt(page)).toBe(false);
  // The loading line kept the list's room: the footer did not move when the list came.
  expect(await layoutShifts(page)).toMatchObject({ total: 0, moved: [] });
});

test('a visitor without items sees the empty state from the first paint, never "Loading"', async ({
  page,
}) => {
  await watchFor(page, 'Loading your enquiry basket');
  await open(page, BASKET);
  await expect(page.getByText('Your enquiry basket is empty')).toBeVisible();
  expect(await sawIt(page)).toBe(false);
});

test('ten different items show 9+ on the badge', async ({ page }) => {
  test.slow();
  await open(page, BIG_CATEGORY);
  const paths = [
    ...new Set(
      await page
        .getByRole('main')
        .locator('a[href^="/product/"]')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? '')),
    ),
  ].slice(0, 10);
  expect(paths).toHaveLength(10);
  for (const [index, path] of paths.entries()) {
    await addFrom(page, path);
    await expect(badge(page)).toHaveText(index + 1 > 9 ? '9+' : String(index + 1));
  }
  await expect(basketButton(page)).toHaveAccessibleName('Enquiry Basket, 10 items');
  await open(page, BASKET);
  await expect(page.getByText('10 items in your enquiry basket')).toBeVisible();
});

test('the basket page has no accessibility violations, with items and empty', async ({ page }) => {
  // Several full page loads: allow for a busy machine.
  test.slow();
  const axe = () =>
    new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  await addFrom(page, PRODUCT.path);
  await addFrom(page, SECOND_PRODUCT);
  await open(page, BASKET);
  await expect(page.getByRole('button', { name: `Remove ${PRODUCT.title}` })).toBeVisible();
  expect((await axe()).violations).toEqual([]);

  await page.getByRole('button', { name: 'Clear basket' }).click();
  await expect(page.getByText('Your enquiry basket is empty')).toBeVisible();
  expect((await axe()).violations).toEqual([]);
});

test('the basket button and the quantity controls are big enough to tap @phone', async ({ page }) => {
  await addFrom(page, PRODUCT.path);
  await open(page, BASKET);
  const targets = [
    basketButton(page),
    page.getByRole('button', { name: `Increase quantity of ${PRODUCT.title}` }),
    page.getByRole('button', { name: `Decrease quantity of ${PRODUCT.title}` }),
    page.getByRole('spinbutton', { name: `Quantity of ${PRODUCT.title}` }),
    page.getByRole('button', { name: `Remove ${PRODUCT.title}` }),
    page.getByRole('button', { name: 'Clear basket' }),
  ];
  for (const target of targets) {
    const box = await target.boundingBox();
    expect(box?.height, await target.evaluate((el) => el.outerHTML.slice(0, 80))).toBeGreaterThanOrEqual(44);
    expect(box?.width).toBeGreaterThanOrEqual(44);
  }
  // The badge stays inside the viewport beside the burger.
  await expect(badge(page)).toBeInViewport();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the basket page says what the basket needs instead of loading for ever', async ({ page }) => {
    await page.goto(BASKET);
    await expect(page.getByText('Your enquiry basket is kept by your browser')).toBeVisible();
    await expect(page.getByRole('link', { name: 'send us an enquiry' })).toHaveAttribute(
      'href',
      '/contact-us/',
    );
    await expect(page.getByText('Loading your enquiry basket')).toBeHidden();
    await expect(page.getByText('Your enquiry basket is empty')).toBeHidden();
  });
});
