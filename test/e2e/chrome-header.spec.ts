// The site's header on the desktop (SPEC §1 "Header"; docs/design.md): the logo, the skip link,
// the dropdowns by pointer and keyboard, their accessibility, and the tab icons.

import type { Locator } from '@playwright/test';
import {
  banner,
  burger,
  expectNoAxeViolations,
  link,
  mainNav,
  open,
  SITE,
  secondaryNav,
  toggle,
} from './chrome.test-helper.ts';
import { expect, test } from './fixtures.test-helper.ts';

test.describe('header', () => {
  test('the logo links home by the site name; search and basket sit in the bar', async ({ page }) => {
    await open(page, '/about-us/');
    const logo = link(banner(page), SITE);
    await expect(logo).toHaveAttribute('href', '/');
    await expect(banner(page).getByPlaceholder('PRODUCT SEARCH')).toBeVisible();
    await expect(banner(page).getByRole('link', { name: /Enquiry Basket/ })).toBeVisible();
    await expect(burger(page)).toBeHidden();
    await logo.click();
    await expect(page).toHaveURL('/');
    await expect(link(mainNav(page), 'Home')).toHaveAttribute('aria-current', 'page');
  });

  test('the skip link is the first stop and leads to the main content', async ({ page }) => {
    await open(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('a dropdown opens on hover and closes when the pointer leaves', async ({ page }) => {
    await open(page);
    const products = link(mainNav(page), 'Products');
    const machinery = link(mainNav(page), 'Machinery');
    await expect(machinery).toBeHidden();
    await products.hover();
    await expect(machinery).toBeVisible();
    await link(secondaryNav(page), 'Used Stock').hover();
    await expect(machinery).toBeHidden();
    await expect(link(secondaryNav(page), 'Alpine Tractors')).toBeVisible();
    await page.mouse.move(700, 850);
    await expect(link(secondaryNav(page), 'Alpine Tractors')).toBeHidden();
  });

  test('a menu bar is one Tab stop: focus opens no dropdown, the arrows move along it, the button opens it', async ({
    page,
  }) => {
    await open(page);
    const home = link(mainNav(page), 'Home');
    const products = link(mainNav(page), 'Products');
    const button = toggle(mainNav(page), 'Products');
    const first = link(mainNav(page), 'Fruit & Vineyard Equipment');
    /** Presses `key`; then focus is on `target`. */
    const press = async (key: string, target: Locator) => {
      await page.keyboard.press(key);
      await expect(target).toBeFocused();
    };
    /** The Products dropdown is open, or closed: its button collapsed and its first link hidden. */
    const dropdown = async (state: 'open' | 'closed') => {
      if (state === 'closed') await expect(first).toBeHidden();
      await expect(button).toHaveAttribute('aria-expanded', String(state === 'open'));
    };
    // From the basket, one Tab enters the main bar and the next leaves it for the secondary bar.
    await banner(page)
      .getByRole('link', { name: /Enquiry Basket/ })
      .focus();
    await press('Tab', home);
    await press('Tab', link(secondaryNav(page), 'Fruit & Vineyard'));
    await press('Shift+Tab', home);

    await press('ArrowRight', products);
    await dropdown('closed');
    await press('ArrowRight', button);
    await dropdown('closed');

    // Its button opens it, and its links come next in the Tab order.
    await page.keyboard.press('Enter');
    await dropdown('open');
    await press('Tab', first);
    await page.keyboard.press('ArrowDown');
    await expect(first).not.toBeFocused();
    await press('ArrowUp', first);

    await press('Escape', products);
    await dropdown('closed');

    // Down from the bar opens it at its first link; Tab past its last link leaves the bar.
    await press('ArrowDown', first);
    await dropdown('open');
    const children = mainNav(page).locator(`#${await button.getAttribute('aria-controls')} a`);
    for (let i = await children.count(); i > 0; i--) await page.keyboard.press('Tab');
    await expect(link(secondaryNav(page), 'Fruit & Vineyard')).toBeFocused();
    await dropdown('closed');
    // The bar remembers where the visitor was.
    await press('Shift+Tab', products);
  });

  test('parent and dropdown links navigate in place and leave the dropdown closed', async ({ page }) => {
    await open(page);
    await page.evaluate(() => {
      (window as unknown as { chromeMark: number }).chromeMark = 1;
    });
    await link(secondaryNav(page), 'Used Stock').hover();
    await link(secondaryNav(page), 'Tractors').click();
    await expect(page).toHaveURL(/\/product-category\/stock-machinery\/tractors-used-machinery\/$/);
    // The pointer is still where the dropdown was: it must not reopen under it.
    await expect(link(secondaryNav(page), 'Tractors')).toBeHidden();

    await link(mainNav(page), 'Parts & Service').click();
    await expect(page).toHaveURL('/parts-service/');
    await expect(link(mainNav(page), 'Parts Promotions')).toBeHidden();
    await expect(link(mainNav(page), 'Parts & Service')).toHaveAttribute('aria-current', 'page');
    // Client-side navigation: the window survived.
    expect(await page.evaluate(() => (window as unknown as { chromeMark?: number }).chromeMark)).toBe(1);
  });

  test('no WCAG 2.2 AA violation with the menus closed and with a dropdown open', async ({ page }) => {
    // Two full axe runs: seconds each on a busy machine.
    test.slow();
    await open(page);
    await expectNoAxeViolations(page);
    await toggle(mainNav(page), 'Products').click();
    await expect(link(mainNav(page), 'Machinery')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('icons', () => {
  test('the tab icon is drawn from the page itself: the inline SVG paints the red mark', async ({ page }) => {
    await open(page, '/');
    const icon = page.locator('head link[rel="icon"]').last();
    await expect(icon).toHaveAttribute('type', 'image/svg+xml');
    // Drawn at 32 px as a tab would: a red square with the white mark, its corners rounded off.
    const pixels = await icon.evaluate(async (link: HTMLLinkElement) => {
      const image = new Image(32, 32);
      image.src = link.href;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = 32;
      const context = canvas.getContext('2d', { willReadFrequently: true });
      if (!context) throw new Error('no 2d context');
      context.drawImage(image, 0, 0, 32, 32);
      const at = (x: number, y: number) => Array.from(context.getImageData(x, y, 1, 1).data).join(',');
      return { edge: at(3, 16), mark: at(9, 16), corner: at(0, 0) };
    });
    expect(pixels).toEqual({ edge: '227,5,19,255', mark: '255,255,255,255', corner: '0,0,0,0' });
  });

  test('the PNG favicons a browser without SVG icons takes are served', async ({ request }) => {
    for (const size of ['16x16', '32x32']) {
      const response = await request.get(`/favicon-${size}.png`);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
    }
  });
});
