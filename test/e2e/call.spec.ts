// One tap to the dealer (issue: the number was on no first screen): the header's call link in
// the first screen of the home page, a category and a product, at a phone's and a desktop's width,
// and the product page's "Call about this machine" and the footer's hours and route.
import { expect, hydrated, test } from './fixtures.test-helper.ts';

const NUMBER = '+44 1622 000 417';
const TEL = 'tel:+441622000417';
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];
const PAGES = ['/', '/product-category/stock-machinery/', '/product/burro-grande/'];

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const path of PAGES) {
      test(`the call link is in the first screen of ${path}`, async ({ page }) => {
        await page.goto(path, { waitUntil: 'domcontentloaded' });
        const call = page.getByRole('banner').getByRole('link', { name: `Call ${NUMBER}` });
        await expect(call).toHaveAttribute('href', TEL);
        await expect(call).toBeInViewport();
        const box = await call.boundingBox();
        // A target a thumb can hit (WCAG 2.5.8), wholly above the fold.
        expect(box?.height).toBeGreaterThanOrEqual(44);
        expect((box?.y ?? Number.POSITIVE_INFINITY) + (box?.height ?? 0)).toBeLessThanOrEqual(
          viewport.height,
        );
        // The desktop shows the number itself; the phone only the icon.
        const numberShown = await call.getByText(NUMBER).isVisible();
        expect(numberShown).toBe(viewport.width >= 1024);
      });
    }
  });
}

test('a product page offers a call about the machine beside the enquiry buttons', async ({ page }) => {
  await page.goto('/product/burro-grande/', { waitUntil: 'domcontentloaded' });
  await hydrated(page);
  const call = page.getByRole('main').getByRole('link', { name: /^Call about this machine/ });
  await expect(call).toHaveAttribute('href', TEL);
  await expect(page.getByRole('link', { name: 'Enquire about this machine' })).toBeVisible();
});

test('the footer gives opening hours, the number and a route to the yard', async ({ page }) => {
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('Monday to Friday')).toBeVisible();
  await expect(footer.getByRole('link', { name: `Call ${NUMBER}` })).toHaveAttribute('href', TEL);
  const route = footer.getByRole('link', { name: /^Get directions/ });
  const href = new URL((await route.getAttribute('href')) ?? '');
  expect(href.pathname).toBe('/maps/dir/');
  expect(href.searchParams.get('destination')).toMatch(/^51\.\d+,0\.\d+$/);
});
