// The site chrome (SPEC §1 "Header" and "Footer", §4 "Mobile menu"; docs/design.md): the burger
// menu and its sub-menus on a phone, the dropdowns on the desktop, the footer's links, the
// accessibility of both states, and no layout shift from hydration or from the web font.
import type { Locator, Page } from '@playwright/test';
import { axeViolations, formatViolations } from '../../scripts/quality/site-checks/axe.ts';
import { expect, hydrated, layoutShifts, test, watchLayoutShifts } from './fixtures.test-helper.ts';

const SITE = 'Hartridge Machinery';
const SOCIAL = ['YouTube', 'LinkedIn', 'Instagram', 'Twitter', 'Facebook'];

/** `domcontentloaded`: the load event also waits for fonts, which one test holds back. */
async function open(page: Page, path = '/') {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await hydrated(page);
}

const banner = (page: Page) => page.getByRole('banner');
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const secondaryNav = (page: Page) => page.getByRole('navigation', { name: 'Secondary' });
const burger = (page: Page) => banner(page).getByRole('button', { name: 'Menu', exact: true });
const toggle = (nav: Locator, name: string) => nav.getByRole('button', { name: `${name} submenu` });
const link = (scope: Locator, name: string) => scope.getByRole('link', { name, exact: true });

async function expectNoAxeViolations(page: Page) {
  expect(formatViolations(await axeViolations(page))).toEqual([]);
}

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
    // From the basket, one Tab enters the main bar and the next leaves it for the secondary bar.
    await banner(page)
      .getByRole('link', { name: /Enquiry Basket/ })
      .focus();
    await page.keyboard.press('Tab');
    await expect(home).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(link(secondaryNav(page), 'Fruit & Vineyard')).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(home).toBeFocused();

    await page.keyboard.press('ArrowRight');
    await expect(products).toBeFocused();
    await expect(first).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowRight');
    await expect(button).toBeFocused();
    await expect(first).toBeHidden();

    // Its button opens it, and its links come next in the Tab order.
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(first).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(first).not.toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(first).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(first).toBeHidden();
    await expect(products).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    // Down from the bar opens it at its first link; Tab past its last link leaves the bar.
    await page.keyboard.press('ArrowDown');
    await expect(first).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const children = mainNav(page).locator(`#${await button.getAttribute('aria-controls')} a`);
    for (let i = await children.count(); i > 0; i--) await page.keyboard.press('Tab');
    await expect(link(secondaryNav(page), 'Fruit & Vineyard')).toBeFocused();
    await expect(first).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    // The bar remembers where the visitor was.
    await page.keyboard.press('Shift+Tab');
    await expect(products).toBeFocused();
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

test.describe('footer', () => {
  test('shows the contact details, the legal links and the copyright line', async ({ page }) => {
    await open(page);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('img', { name: SITE })).toBeAttached();
    await expect(footer.locator('address a[href^="tel:"]').first()).toBeVisible();
    await expect(footer.locator('address a[href^="mailto:"]')).toBeVisible();
    const legal = footer.getByRole('navigation', { name: 'Information' });
    for (const name of ['Privacy Policy', 'Terms & Conditions', 'Returns Policy']) {
      await expect(link(legal, name)).toBeVisible();
    }
    await expect(footer).toContainText(
      new RegExp(`© ${new Date().getFullYear()} ${SITE}\\. All rights reserved\\. VAT No\\. GB 284 6139 57`),
    );
  });

  test('a page that ends on a band with its own ground meets the footer; one that ends on the page keeps a gap', async ({
    page,
    consoleWatch,
  }) => {
    consoleWatch.allow(/status of 404/);
    // The home page ends on the dark newsletter strip, the product page on its related machines,
    // the brands page on a surface row; About Us on a plain block.
    const gaps: Record<string, number> = {};
    for (const path of ['/', '/product/srx-5800/', '/our-brands/', '/not-a-page/', '/about-us/']) {
      await page.goto(path);
      gaps[path] = await page.evaluate(() => {
        const main = document.querySelector('main') as HTMLElement;
        const footer = document.querySelector('footer') as HTMLElement;
        return Math.round(footer.getBoundingClientRect().top - main.getBoundingClientRect().bottom);
      });
    }
    expect(gaps).toEqual({
      '/': 0,
      '/product/srx-5800/': 0,
      '/our-brands/': 0,
      '/not-a-page/': 0,
      '/about-us/': 64,
    });
  });

  for (const [device, size] of [
    ['desktop', { viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 }],
    ['phone', { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 }],
  ] as const) {
    test.describe(`on a ${device}`, () => {
      test.use(size);

      test("the header's and the footer's logo are one download", async ({ page }) => {
        const images: string[] = [];
        page.on('request', (request) => {
          if (request.resourceType() === 'image') images.push(new URL(request.url()).pathname);
        });
        await open(page);
        await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
        const logos = [page.getByRole('banner'), page.getByRole('contentinfo')].map((part) =>
          part.getByRole('img', { name: SITE }),
        );
        for (const logo of logos) await expect(logo).toHaveJSProperty('complete', true);
        const [header, footer] = await Promise.all(
          logos.map((logo) => logo.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)),
        );
        expect(footer).toBe(header);
        // One request for the file, and no other copy (WebP beside the AVIF, another width).
        const folder = header?.slice(0, header.lastIndexOf('/') + 1) ?? '';
        expect(images.filter((path) => path.startsWith(folder))).toEqual([header]);
      });
    });
  }

  test('every footer link resolves', async ({ page, request }) => {
    await open(page);
    const hrefs = await page
      .getByRole('contentinfo')
      .getByRole('navigation')
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThanOrEqual(8);
    for (const href of hrefs) {
      expect(href, 'an internal path').toMatch(/^\/.*\/$/);
      expect((await request.get(href)).status(), href).toBe(200);
    }
  });

  test('social links are named by their network and open in a new tab without an opener', async ({
    page,
    context,
  }) => {
    // No network here: answer the networks' pages locally.
    await context.route(
      /^https:\/\/(www\.)?(youtube|linkedin|instagram|twitter|x|facebook)\.com\//,
      (route) => route.fulfill({ contentType: 'text/html', body: '<title>network</title>' }),
    );
    await open(page);
    const footer = page.getByRole('contentinfo');
    for (const name of SOCIAL) {
      const social = link(footer, `${name} (opens in a new tab)`);
      await expect(social).toHaveAttribute('target', '_blank');
      await expect(social).toHaveAttribute('rel', /\bnoopener\b/);
    }
    const youtube = link(footer, 'YouTube (opens in a new tab)');
    const popup = page.waitForEvent('popup');
    await youtube.click();
    const tab = await popup;
    await tab.waitForLoadState('domcontentloaded');
    expect(tab.url()).toBe(await youtube.getAttribute('href'));
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    await expect(page).toHaveURL('/');
  });
});

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
