// What the content blocks do (issue "Page templates, rich text and the content blocks", SPEC §2,
// §3 and §5): rich text links, More posts, the newsletter box, pages that fit a phone, and no
// axe violation on the pages that hold them.
import type { Page } from '@playwright/test';
import { axeViolations, formatViolations } from '../../scripts/quality/site-checks/axe.ts';
import { blocksOf } from './blocks.test-helper.ts';
import { expect, hydrated, test } from './fixtures.test-helper.ts';

test('rich text links: internal ones navigate in the page, others open a new tab, mail stays plain', async ({
  page,
}) => {
  await page.goto('/privacy-policy/');
  await hydrated(page);
  const main = page.getByRole('main');
  const external = main.locator('a[href^="https://ico.org.uk"]');
  await expect(external).toHaveAttribute('target', '_blank');
  await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  const mail = main.locator('a[href^="mailto:"]').first();
  await expect(mail).toBeVisible();
  expect(await mail.getAttribute('target')).toBeNull();

  await page.goto('/about-us/');
  await hydrated(page);
  await page.evaluate(() => {
    (window as unknown as { blocksMark: number }).blocksMark = 1;
  });
  await page.getByRole('main').getByRole('link', { name: 'parts and service' }).click();
  await expect(page).toHaveURL(/\/parts-service\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Parts & Service');
  // Still the same document: the router took the click.
  expect(await page.evaluate(() => (window as unknown as { blocksMark?: number }).blocksMark)).toBe(1);
});

test.describe('More posts', () => {
  /** The about-us page's posts block: its title and how many posts it has. */
  async function postsBlock(page: Page) {
    const block = (await blocksOf(page, '/about-us/')).find((b) => b._type === 'posts');
    if (block?._type !== 'posts' || !block.title) throw new Error('about-us has no titled posts block');
    return { title: block.title, total: block.items.length };
  }
  const section = (page: Page, title: string) =>
    page
      .getByRole('main')
      .locator('section', { has: page.getByRole('heading', { name: title, exact: true }) });
  let title = '';
  const list = (page: Page) => section(page, title).locator('ol > li');
  const more = (page: Page) => section(page, title).getByRole('button', { name: 'More posts' });

  test.beforeEach(async ({ page }) => {
    ({ title } = await postsBlock(page));
  });

  test('adds five posts per click and goes once all show', async ({ page }) => {
    const { total } = await postsBlock(page);
    expect(total).toBeGreaterThan(10);
    await page.goto('/about-us/');
    await hydrated(page);
    await expect(list(page)).toHaveCount(5);
    for (let shown = 5; shown < total; shown += 5) {
      await more(page).click();
      await expect(list(page)).toHaveCount(Math.min(shown + 5, total));
    }
    await expect(more(page)).toHaveCount(0);
  });

  test('adds five posts per Space key press', async ({ page }) => {
    await page.goto('/about-us/');
    await hydrated(page);
    await expect(list(page)).toHaveCount(5);
    await more(page).focus();
    await page.keyboard.press('Space');
    await expect(list(page)).toHaveCount(10);
    await expect(more(page)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(list(page)).toHaveCount(15);
  });
});

test('the newsletter box only logs, whatever is typed: no rule, no request, no navigation', async ({
  page,
}) => {
  await page.goto('/');
  await hydrated(page);
  // Links in view are prefetched meanwhile; a sign-up would be a POST, or carry the address.
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' || /example\.co\.uk|grower/.test(request.url()))
      requests.push(request.url());
  });
  const main = page.getByRole('main');
  // SPEC §5: the email field has no rule, so the browser's own address check is off too.
  for (const typed of ['grower@example.co.uk', 'grower at the farm']) {
    const logged = page.waitForEvent('console', (message) => message.type() === 'info');
    await main.getByRole('textbox', { name: 'Email address' }).fill(typed);
    await main.getByRole('button', { name: 'Subscribe' }).click();
    expect((await logged).text()).toContain(typed);
  }
  expect(page.url()).not.toContain('email=');
  expect(requests).toEqual([]);
});

test('block pages fit a phone screen; wide tables scroll in their own region @phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  for (const path of ['/parts-service/', '/about-us/', '/parts-promotions/']) {
    await page.goto(path);
    await hydrated(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
  }
  const region = page.getByRole('main').getByRole('region').first();
  await region.focus();
  await expect(region).toBeFocused();
});

for (const path of ['/', '/about-us/', '/parts-service/']) {
  test(`no accessibility violations on ${path}`, async ({ page }) => {
    test.slow(); // axe-core walks the whole page
    await page.goto(path);
    await hydrated(page);
    expect(formatViolations(await axeViolations(page))).toEqual([]);
  });
}
