// The look of the chrome (docs/design.md): the web font fetched after the first page has loaded
// and used from the next, and no layout shift from hydration or from the font.
import { link, open } from './chrome.test-helper.ts';
import { expect, layoutShifts, test, watchLayoutShifts } from './fixtures.test-helper.ts';

/** Inter's Latin file, the one face a page in English needs. */
const CORE_FONT = expect.stringMatching(/\/inter-latin-core-wght-400-800\.[\w-]+\.woff2$/);

test.describe('look and feel', () => {
  test('a first page paints without Inter and fetches it after loading; the next page is set in it', async ({
    page,
  }) => {
    const fonts: { path: string; afterLoad: boolean }[] = [];
    let loaded = false;
    page.on('load', () => {
      loaded = true;
    });
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/assets/fonts/')) fonts.push({ path: pathname, afterLoad: loaded });
    });
    const bodyFont = () => page.evaluate(() => getComputedStyle(document.body).fontFamily);
    const fontFetched = page.waitForEvent('requestfinished', {
      predicate: (request) => request.url().includes('/assets/fonts/'),
    });
    await watchLayoutShifts(page);
    await open(page, '/about-us/');
    // Painted in the metric-matched fallback, with Inter nowhere in the stack.
    expect(await bodyFont()).toMatch(/^"Inter Fallback Arial"/);
    // Once the page has loaded, the Latin file (and only it) comes into the cache.
    await fontFetched;
    expect(fonts).toEqual([{ path: CORE_FONT, afterLoad: true }]);
    // This page keeps the font it was painted in, and never loads the face: nothing moves.
    expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(false);
    expect(await bodyFont()).toMatch(/^"Inter Fallback Arial"/);
    expect((await layoutShifts(page)).chrome).toBe(0);

    // A click to another page: set in Inter, and no unexpected shift on the way.
    await link(page.getByRole('contentinfo'), 'Privacy Policy').click();
    await expect(page).toHaveURL('/privacy-policy/');
    await expect(page.locator('html')).toHaveAttribute('data-font', 'inter');
    expect(await bodyFont()).toMatch(/^"Inter Variable"/);
    expect((await layoutShifts(page)).chrome).toBe(0);
    // The face came from the file already fetched: the same file, and no other.
    expect(fonts.map(({ path }) => path)).toEqual(fonts.map(() => CORE_FONT));
  });

  test('a page opened from another page of the site is set in Inter from its first paint', async ({
    page,
  }) => {
    await page.goto('/about-us/', { waitUntil: 'domcontentloaded', referer: 'http://localhost/' });
    // A referrer from elsewhere: the fallback.
    await expect(page.locator('html')).not.toHaveAttribute('data-font', /./);
    const origin = new URL(page.url()).origin;
    // At `load`, not `domcontentloaded`: that can come before the stylesheet is applied, when the
    // body is still in the browser's default font. The attribute is set before the body is parsed.
    await page.goto('/privacy-policy/', { waitUntil: 'load', referer: `${origin}/about-us/` });
    await expect(page.locator('html')).toHaveAttribute('data-font', 'inter');
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(
      /^"Inter Variable"/,
    );
  });

  test('hydration moves nothing in the chrome @phone', async ({ page }) => {
    await watchLayoutShifts(page);
    await open(page);
    await page.evaluate(() => document.fonts.ready);
    expect((await layoutShifts(page)).chrome).toBe(0);
  });
});
