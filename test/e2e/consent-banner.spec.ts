// The consent banner (issue 8 §1, docs/privacy.md): the page stays usable while it waits, by
// pointer and keyboard; on a phone it leaves the page's headline in view; and axe (WCAG 2.2 AA)
// finds nothing in it, asking, with its choices open or reopened. Every test starts as a first visit.
import { axeViolations, formatViolations } from '../../scripts/quality/site-checks/axe.ts';
import { banner, button, navigateTo, openAndChoose } from './consent.test-helper.ts';
import { expect, open, test } from './fixtures.test-helper.ts';

test.use({ consent: null });

test('the banner leaves the page usable: links work while it waits for a choice', async ({ page }) => {
  await open(page, '/');
  await navigateTo(page, 'News', '/latest-news/');
  await expect(banner(page)).toBeVisible();
  // Keyboard: the skip link first, the banner after the header and before the page, Enter on a
  // choice closes it, and focus goes on to the page.
  await open(page, '/latest-news/');
  await expect(banner(page)).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  const cookiesLink = banner(page).getByRole('link', { name: 'How we use cookies' });
  for (
    let stop = 0;
    stop < 20 && !(await cookiesLink.evaluate((a) => a === document.activeElement));
    stop++
  ) {
    expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(false);
    await page.keyboard.press('Tab');
  }
  await expect(cookiesLink).toBeFocused();
  await button(page, 'Reject all').focus();
  await page.keyboard.press('Enter');
  await expect(banner(page)).toHaveCount(0);
  await expect(page.locator('main')).toBeFocused();
});

test.describe('accessibility (axe, WCAG 2.2 AA)', () => {
  for (const width of ['desktop', 'phone'] as const) {
    test(`the banner, asking and with its choices open, on the ${width}${width === 'phone' ? ' @phone' : ''}`, async ({
      page,
    }) => {
      await open(page, '/');
      await expect(banner(page)).toBeVisible();
      expect(formatViolations(await axeViolations(page))).toEqual([]);
      await button(page, 'Choose cookies').click();
      await expect(banner(page).getByRole('checkbox')).toHaveCount(2);
      expect(formatViolations(await axeViolations(page))).toEqual([]);
    });
  }

  test('the banner reopened from Cookie settings @phone', async ({ page }) => {
    await openAndChoose(page, '/contact-us/', 'Reject all');
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    await expect(banner(page).getByRole('button', { name: 'Close cookie settings' })).toBeVisible();
    expect(formatViolations(await axeViolations(page))).toEqual([]);
  });
});

test('on a phone the banner leaves the headline and its link in view and clickable @phone', async ({
  page,
}) => {
  await open(page, '/');
  const region = await banner(page).boundingBox();
  const viewport = page.viewportSize();
  expect(region && viewport).toBeTruthy();
  // At most a third of the screen.
  expect(region?.height ?? 0).toBeLessThan((viewport?.height ?? 0) / 3);
  // The page keeps that much room below its last line, measured once the banner is laid out.
  const room = () =>
    page.evaluate(() => Number.parseFloat(document.body.style.getPropertyValue('--consent-banner-height')));
  await expect.poll(async () => Math.abs((await room()) - (region?.height ?? 0))).toBeLessThanOrEqual(1);
  const headline = page
    .getByRole('group', { name: /^1 of / })
    .getByRole('link')
    .first();
  const box = await headline.boundingBox();
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThan(region?.y ?? 0);
  await headline.click();
  await expect(page).toHaveURL(/\/product-category\//);
  await expect(banner(page)).toBeVisible();
});
