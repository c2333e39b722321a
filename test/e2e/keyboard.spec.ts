// The keyboard walk (issue 37): the skip link first on every page, main content within 15 Tab
// stops, where focus goes and what is said after each kind of navigation, a visible focus ring on
// every control of every template, and the states forced colours would hide.
import type { Page } from '@playwright/test';
import { formatFocusRings, hiddenFocusRings } from '../../scripts/quality/site-checks/focus-ring.ts';
import { expect, followAddedLink, open, test } from './fixtures.test-helper.ts';
import { PAGES } from './template-pages.test-helper.ts';

/** At most this many Tab presses from the top of a page to a control in its main content. */
const MAX_STOPS_TO_MAIN = 15;
const PHONE = { width: 390, height: 844 };

/** Tabs from the top of the page until focus is in <main>; the stops it took, and the first one. */
async function stopsToMain(page: Page): Promise<{ stops: number; first: string }> {
  let first = '';
  for (let stops = 1; stops <= 60; stops++) {
    await page.keyboard.press('Tab');
    const now = await page.evaluate(() => {
      const active = document.activeElement;
      return { inMain: !!active?.closest('main'), name: active?.textContent?.trim() ?? '' };
    });
    if (stops === 1) first = now.name;
    if (now.inMain) return { stops, first };
  }
  return { stops: Number.POSITIVE_INFINITY, first };
}

const announcer = (page: Page) => page.locator('#route-announcer');
const heading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

/** After a client-side navigation: focus on the new page's h1, without a ring, its title said. */
async function expectFocusOnNewPage(page: Page, title: RegExp) {
  await expect(heading(page)).toBeFocused();
  await expect(heading(page)).toHaveAttribute('tabindex', '-1');
  expect(await heading(page).evaluate((h1) => getComputedStyle(h1).outlineStyle)).toBe('none');
  await expect(announcer(page)).toHaveText(title);
  await expect(announcer(page)).toHaveAttribute('aria-live', 'polite');
}

test.describe('Tab stops from the top', () => {
  for (const { name, path } of PAGES) {
    test(`the ${name} page: the skip link first, main content within ${MAX_STOPS_TO_MAIN} stops at 1440 and 390 px`, async ({
      page,
    }) => {
      for (const viewport of [{ width: 1440, height: 900 }, PHONE]) {
        await page.setViewportSize(viewport);
        await open(page, path);
        const { stops, first } = await stopsToMain(page);
        expect(first, `first stop at ${viewport.width} px`).toBe('Skip to content');
        expect(stops, `stops to main at ${viewport.width} px`).toBeLessThanOrEqual(MAX_STOPS_TO_MAIN);
      }
    });
  }

  test.describe('on a first visit, with the cookie banner', () => {
    test.use({ consent: null });
    test('the skip link is still first, and the banner comes before the page', async ({ page }) => {
      for (const viewport of [{ width: 1440, height: 900 }, PHONE]) {
        await page.setViewportSize(viewport);
        await open(page, '/about-us/');
        await expect(page.getByRole('region', { name: /Cookies on/ })).toBeVisible();
        const { stops, first } = await stopsToMain(page);
        expect(first).toBe('Skip to content');
        expect(stops).toBeLessThanOrEqual(MAX_STOPS_TO_MAIN);
      }
    });
  });
});

test.describe('focus and announcements after a navigation', () => {
  test('a card in the page: focus moves to the new heading, never to the body', async ({ page }) => {
    await open(page, '/product-category/fruit-and-vineyard-equipment/de-leafers/');
    await page.getByRole('main').getByRole('link', { name: 'Olmi Aria Single De-Leafer' }).press('Enter');
    await expect(page).toHaveURL('/product/olmi-aria-single-de-leafer/');
    await expectFocusOnNewPage(page, /Olmi Aria Single De-Leafer/);
    await expect(page.locator('body')).not.toBeFocused();
  });

  test('a header link and a breadcrumb: focus on the new heading, the title said', async ({ page }) => {
    await open(page, '/product/burro-grande/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Our Brands' }).click();
    await expect(page).toHaveURL('/our-brands/');
    await expectFocusOnNewPage(page, /Brands/);
    await page.goBack();
    await expect(page).toHaveURL('/product/burro-grande/');
    await expectFocusOnNewPage(page, /Burro Grande/);
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link').last().click();
    await expect(page).not.toHaveURL('/product/burro-grande/');
    await expect(heading(page)).toBeFocused();
  });

  test('Back and Forward move focus without moving the restored scroll position', async ({ page }) => {
    await open(page, '/our-brands/antonio-carraro/');
    await page.mouse.wheel(0, 1400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const saved = await page.evaluate(() => window.scrollY);
    const card = page.getByRole('main').getByRole('link', { name: 'Antonio Carraro Tigre 4400' });
    await card.focus();
    const scrolledTo = await page.evaluate(() => window.scrollY);
    await card.press('Enter');
    await expect(page).toHaveURL(/\/product\//);
    await expect(heading(page)).toBeFocused();
    await page.goBack();
    await expect(page).toHaveURL('/our-brands/antonio-carraro/');
    await expect(heading(page)).toBeFocused();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolledTo - 5);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(scrolledTo + 5);
    expect(scrolledTo).toBeGreaterThanOrEqual(saved - 400);
    await expect(heading(page)).toBeFocused();
    await page.goForward();
    await expect(page).toHaveURL(/\/product\//);
    await expect(heading(page)).toBeFocused();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a link to a #hash on another page: focus on its target', async ({ page }) => {
    await open(page, '/our-brands/');
    await followAddedLink(page, '/about-us/#footer-information-heading', 'About us, information', 'end');
    await expect(page).toHaveURL('/about-us/#footer-information-heading');
    await expect(page.locator('#footer-information-heading')).toBeFocused();
    await expect(announcer(page)).toHaveText(/About/);
  });

  test('a change of query alone (a list filter) leaves focus where it is', async ({ page }) => {
    await open(page, '/our-brands/');
    const field = page.locator('#site-search-input');
    await field.focus();
    await page.evaluate(() => {
      history.pushState(history.state, '', '/our-brands/?q=1');
      dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    });
    await expect(page).toHaveURL('/our-brands/?q=1');
    await expect(field).toBeFocused();
  });
});

test.describe('phone menu @phone', () => {
  test('a link in the menu: focus on the new heading once the menu has closed', async ({ page }) => {
    await open(page, '/');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL('/contact-us/');
    await expectFocusOnNewPage(page, /Contact/);
    await expect(page.locator('#site-menu')).toBeHidden();
  });
});

test.describe('focus rings', () => {
  // Every shown control of every template; the header and footer once, on the home page.
  for (const { name, path } of PAGES) {
    for (const viewport of [{ width: 1440, height: 900 }, PHONE]) {
      test(`every control on the ${name} page shows focus at 3:1 at ${viewport.width} px`, async ({
        page,
      }) => {
        // Two pictures of each control: a minute for the hundred of the home page on a busy machine.
        test.setTimeout(180_000);
        await page.setViewportSize(viewport);
        await open(page, path);
        // Focus by script then counts as keyboard focus, as after Tab; the pointer is out of the way.
        await page.keyboard.press('Shift');
        await page.mouse.move(viewport.width - 1, viewport.height - 1);
        const scope = path === '/' ? 'body' : 'main';
        expect(formatFocusRings(await hiddenFocusRings(page, scope))).toEqual([]);
      });
    }
  }
});

test('under forced colours the current page is marked by more than colour', async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active' });
  await open(page, '/about-us/');
  const current = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'About', exact: true });
  await expect(current).toHaveAttribute('aria-current', 'page');
  expect(await current.evaluate((link) => getComputedStyle(link).textDecorationLine)).toBe('underline');
});
