// The search results page without JavaScript (docs/search.md "Results page"): it says search needs
// it and points to the main ranges. Its own file: a browser without scripts is a launch option.
import { chromiumArgs } from '../../playwright.config.ts';
import { expect, test } from './fixtures.test-helper.ts';

// Playwright's javaScriptEnabled stops scripts but leaves the parser reading <noscript> as a
// browser with scripts would; Blink's own setting turns both off, as a visitor's browser does.
test.use({
  javaScriptEnabled: false,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [...chromiumArgs, '--blink-settings=scriptEnabled=false'],
  },
});

test('the page says search needs it and links the main ranges; it is not indexed', async ({ page }) => {
  const response = await page.goto('/search/?q=tractor');
  expect(response?.status()).toBe(200);
  await expect(page.getByText('Search needs JavaScript')).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Fruit & Vineyard Equipment' }),
  ).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});
