// The phone menu (SPEC §4 "Mobile menu"): the burger and its sub-menus by touch and keyboard,
// closed by any navigation, 44 px targets at 320 px, and its accessibility closed and open.
import {
  banner,
  burger,
  expectNoAxeViolations,
  link,
  mainNav,
  open,
  secondaryNav,
  toggle,
} from './chrome.test-helper.ts';
import { expect, test } from './fixtures.test-helper.ts';

test.describe('phone menu @phone', () => {
  test.use({ viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });

  test('the burger opens the menu, each sub-menu expands on its own, a tapped link closes it', async ({
    page,
  }) => {
    await open(page);
    await expect(banner(page).getByRole('link', { name: /Enquiry Basket/ })).toBeVisible();
    await expect(burger(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav(page)).toBeHidden();

    await burger(page).tap();
    await expect(burger(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator(`#${await burger(page).getAttribute('aria-controls')}`)).toBeVisible();
    await expect(link(mainNav(page), 'Our Brands')).toBeVisible();
    await expect(link(secondaryNav(page), 'Case Studies')).toBeVisible();
    await expect(link(mainNav(page), 'Machinery')).toBeHidden();

    await toggle(mainNav(page), 'Products').tap();
    await toggle(mainNav(page), 'About').tap();
    await expect(toggle(mainNav(page), 'Products')).toHaveAttribute('aria-expanded', 'true');
    await expect(link(mainNav(page), 'Machinery')).toBeVisible();
    await expect(link(mainNav(page), 'Testimonials')).toBeVisible();
    await toggle(mainNav(page), 'Products').tap();
    await expect(link(mainNav(page), 'Machinery')).toBeHidden();
    await expect(link(mainNav(page), 'Testimonials')).toBeVisible();

    await link(mainNav(page), 'Testimonials').tap();
    await expect(page).toHaveURL('/testimonials/');
    await expect(burger(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav(page)).toBeHidden();
  });

  test('by keyboard: Enter opens the menu and a sub-menu, Escape closes it with focus on the burger', async ({
    page,
  }) => {
    await open(page);
    await burger(page).focus();
    await page.keyboard.press('Enter');
    await expect(burger(page)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(link(mainNav(page), 'Home')).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(toggle(mainNav(page), 'Products')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toggle(mainNav(page), 'Products')).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(link(mainNav(page), 'Fruit & Vineyard Equipment')).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(mainNav(page)).toBeHidden();
    await expect(burger(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(burger(page)).toBeFocused();

    // Reopened, it starts with its sub-menus collapsed.
    await page.keyboard.press('Enter');
    await expect(toggle(mainNav(page), 'Products')).toHaveAttribute('aria-expanded', 'false');
  });

  test('any navigation closes the menu, back included', async ({ page }) => {
    await open(page);
    await burger(page).tap();
    await link(mainNav(page), 'News').tap();
    await expect(page).toHaveURL('/latest-news/');
    await burger(page).tap();
    await expect(mainNav(page)).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL('/');
    await expect(burger(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav(page)).toBeHidden();
  });

  test('at 320 px the open menu fits, and every control is a 44 px target', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await open(page);
    await burger(page).tap();
    await toggle(secondaryNav(page), 'Used Stock').tap();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const controls = page.getByRole('banner').locator('nav a, nav button, button[aria-controls]');
    const boxes = await controls.evaluateAll((elements) =>
      elements
        .map((el) => ({ el: el.outerHTML.slice(0, 60), box: el.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0)
        .map(({ el, box }) => ({ el, right: box.right, width: box.width, height: box.height })),
    );
    expect(boxes.length).toBeGreaterThan(30);
    for (const { el, right, width, height } of boxes) {
      expect(right, el).toBeLessThanOrEqual(320);
      expect(Math.min(width, height), el).toBeGreaterThanOrEqual(44);
    }
  });

  test('no WCAG 2.2 AA violation with the menu closed and open', async ({ page }) => {
    // Two full axe runs: seconds each on a busy machine.
    test.slow();
    await open(page);
    await expectNoAxeViolations(page);
    await burger(page).tap();
    await toggle(mainNav(page), 'Products').tap();
    await expect(link(mainNav(page), 'Machinery')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
