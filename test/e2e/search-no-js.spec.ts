// The search results page without JavaScript (docs/search.md "Results page"): it says search needs
// it and points to the main ranges.
import { expect, test } from './fixtures.test-helper.ts';

test.use({ javaScriptEnabled: false });

test('the page says search needs it and links the main ranges; it is not indexed', async ({ page }) => {
  // Chromium run by Playwright parses <noscript> as a browser with scripts does even when they are
  // off, so its content stays text; a browser without scripts reads it as markup. The page is
  // served as such a browser reads it: the same HTML without the <noscript> tags.
  await page.route('**/search/?q=*', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/<\/?noscript>/g, '');
    await route.fulfill({ response, body: html });
  });
  const response = await page.goto('/search/?q=tractor');
  expect(response?.status()).toBe(200);
  await expect(page.getByText('Search needs JavaScript')).toBeVisible();
  const ranges = page.getByRole('main').getByRole('link', { name: 'Fruit & Vineyard Equipment' });
  await expect(ranges).toHaveAttribute('href', '/product-category/fruit-and-vineyard-equipment/');
  await expect(ranges).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});
