// The site's footer (SPEC §1 "Footer"): contact details, legal and social links, its logo shared
// with the header, and how it meets the page above it.
import { link, open, SITE } from './chrome.test-helper.ts';
import { expect, test } from './fixtures.test-helper.ts';

const SOCIAL = ['YouTube', 'LinkedIn', 'Instagram', 'Twitter', 'Facebook'];

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
