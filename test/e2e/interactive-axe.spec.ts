// The interactive blocks under axe (WCAG 2.2 AA) in the states a visitor brings them to: the
// carousel moved, the video shown, the media library filtered and its viewer open.
import { axeViolations, formatViolations } from '../../scripts/quality/site-checks/axe.ts';
import { expect, test } from './fixtures.test-helper.ts';
import { carousel, MEDIA, open } from './interactive.test-helper.ts';

test.describe('accessibility (axe, WCAG 2.2 AA)', () => {
  // Three full axe scans of a long page take 15 s on a quiet two-core machine and 31 s under load:
  // triple the timeout, so a busy machine does not fail a page that has no violation.
  test.slow();

  test('the home page, carousel and video included', async ({ page }) => {
    await open(page, '/');
    await carousel(page).getByRole('button', { name: 'Next slide' }).click();
    expect(formatViolations(await axeViolations(page))).toEqual([]);
  });

  test('the media library, filtered and with the viewer open', async ({ page }) => {
    await open(page, MEDIA);
    expect(formatViolations(await axeViolations(page))).toEqual([]);
    await page.getByLabel('Type', { exact: true }).selectOption('video');
    await page.getByRole('main').getByRole('listitem').getByRole('button').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog').locator('iframe')).toBeVisible();
    expect(formatViolations(await axeViolations(page))).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByLabel('Type', { exact: true }).selectOption('image');
    await page.getByRole('main').getByRole('listitem').getByRole('button').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(formatViolations(await axeViolations(page))).toEqual([]);
  });
});
