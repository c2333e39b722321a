// The hero carousel (issue "Interactive blocks") on the built site, driven by mouse, keyboard and
// touch. The video host is answered locally (the fixture does it for each test's page; pages of
// their own, a new tab or a context without script, get the same here), so it runs offline.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.test-helper.ts';
import { answerVideoHost, carousel, open, slide } from './interactive.test-helper.ts';

async function visibleSlides(page: Page): Promise<string[]> {
  return carousel(page)
    .locator('[aria-roledescription="slide"]:not([inert])')
    .evaluateAll((slides) => slides.map((s) => s.getAttribute('aria-label') ?? ''));
}

test.describe('hero carousel', () => {
  test('the prerendered page shows the first slide whole, without script', async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1440, height: 900 },
    });
    await answerVideoHost(context);
    const page = await context.newPage();
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const first = page.locator('[aria-roledescription="slide"]').first();
    await expect(
      first.getByRole('heading', { name: 'Narrow tractors for vines and fruit' }),
    ).toBeInViewport();
    const image = first.locator('img:not([aria-hidden])');
    await expect(image).toHaveAttribute('loading', 'eager');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await expect(image).toBeInViewport({ ratio: 0.9 });
    // The others wait out of sight, without their pictures: only the app can show them.
    await expect(page.locator('[aria-roledescription="slide"]').nth(1)).not.toBeInViewport();
    await expect(page.locator('[aria-roledescription="slide"]').nth(1).locator('img')).toHaveCount(0);
    await context.close();
  });

  test('hydrates without moving anything', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { carouselShift: number };
      w.carouselShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          sources?: { node?: Node }[];
        })[]) {
          const inCarousel = entry.sources?.some((s) =>
            s.node?.parentElement?.closest('[aria-roledescription]'),
          );
          if (inCarousel) w.carouselShift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await open(page, '/');
    await expect(slide(page, 1)).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { carouselShift: number }).carouselShift)).toBe(0);
  });

  test('the arrow buttons move between slides, looping, with no dots', async ({ page }) => {
    await open(page, '/');
    await expect(carousel(page)).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(slide(page, 1)).toBeVisible();
    expect(await visibleSlides(page)).toEqual(['1 of 5']);
    await carousel(page).getByRole('button', { name: 'Next slide' }).click();
    await expect(slide(page, 2)).toBeInViewport({ ratio: 0.95 });
    // Its picture, which only the app renders, is a file the build made.
    await expect(slide(page, 2).locator('img:not([aria-hidden])')).toHaveJSProperty('complete', true);
    expect(
      await slide(page, 2)
        .locator('img:not([aria-hidden])')
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);
    expect(await visibleSlides(page)).toEqual(['2 of 5']);
    await carousel(page).getByRole('button', { name: 'Previous slide' }).click();
    await carousel(page).getByRole('button', { name: 'Previous slide' }).click();
    await expect(slide(page, 5)).toBeInViewport({ ratio: 0.95 });
    expect(await visibleSlides(page)).toEqual(['5 of 5']);
    await expect(carousel(page).getByRole('tab')).toHaveCount(0);
  });

  test('the arrows sit at the two sides of the picture, halfway down', async ({ page }) => {
    await open(page, '/');
    const region = await carousel(page).boundingBox();
    const picture = await slide(page, 1).locator('img:not([aria-hidden])').boundingBox();
    const previous = await carousel(page).getByRole('button', { name: 'Previous slide' }).boundingBox();
    const next = await carousel(page).getByRole('button', { name: 'Next slide' }).boundingBox();
    if (!region || !picture || !previous || !next) throw new Error('carousel not laid out');
    expect(previous.x - region.x).toBeLessThan(40);
    expect(region.x + region.width - (next.x + next.width)).toBeLessThan(40);
    const middle = picture.y + picture.height / 2;
    expect(Math.abs(next.y + next.height / 2 - middle)).toBeLessThan(4);
  });

  test('Left and Right arrow keys move it while focus is in it, and focus follows the slide', async ({
    page,
  }) => {
    await open(page, '/');
    const firstLink = slide(page, 1).getByRole('link', { name: 'Narrow tractors for vines and fruit' });
    await firstLink.focus();
    await page.keyboard.press('ArrowRight');
    await expect(slide(page, 2)).toBeInViewport({ ratio: 0.95 });
    await expect(slide(page, 2).getByRole('link')).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(slide(page, 1)).toBeInViewport({ ratio: 0.95 });
    await expect(firstLink).toBeFocused();
    // From the buttons too; focus stays on the button.
    const next = carousel(page).getByRole('button', { name: 'Next slide' });
    await next.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(slide(page, 5)).toBeInViewport({ ratio: 0.95 });
    await expect(next).toBeFocused();
  });

  test('hidden slides cannot be tabbed into', async ({ page }) => {
    await open(page, '/');
    const links = carousel(page).locator('a');
    // A link per slide, and the video slide's "Watch on YouTube" until its player loads.
    await expect(links).toHaveCount(6);
    // Only the visible slide's link is reachable: the others are inert.
    const reachable = await links.evaluateAll((all) => all.filter((a) => !a.closest('[inert]')).length);
    expect(reachable).toBe(1);
  });

  test('a drag with the mouse swipes to the next slide', async ({ page }) => {
    await open(page, '/');
    const box = await slide(page, 1).boundingBox();
    if (!box) throw new Error('no slide');
    const y = box.y + box.height / 3;
    // Three quarters of the width: past halfway, so the drag lands on the next slide even if a
    // slow machine makes the release look like a standstill.
    await page.mouse.move(box.x + box.width * 0.85, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.5, y, { steps: 8 });
    await page.mouse.move(box.x + box.width * 0.1, y, { steps: 8 });
    await page.mouse.up();
    await expect(slide(page, 2)).toBeInViewport({ ratio: 0.95 });
  });

  test.describe('on a phone @phone', () => {
    test.use({ viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true });

    test('a swipe with a finger moves to the next slide', async ({ page }) => {
      await open(page, '/');
      const box = await slide(page, 1).boundingBox();
      if (!box) throw new Error('no slide');
      // Real touch events, as a finger sends them (Chromium's input protocol).
      const cdp = await page.context().newCDPSession(page);
      const y = box.y + box.height / 4;
      const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
        cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
      await touch('touchStart', box.x + box.width * 0.8);
      for (let step = 1; step <= 8; step++) await touch('touchMove', box.x + box.width * (0.8 - step * 0.08));
      await touch('touchEnd', 0);
      await expect(slide(page, 2)).toBeInViewport({ ratio: 0.95 });
    });

    test('the arrows are big enough to tap', async ({ page }) => {
      await open(page, '/');
      for (const name of ['Previous slide', 'Next slide']) {
        const box = await carousel(page).getByRole('button', { name }).boundingBox();
        expect(box?.width).toBeGreaterThanOrEqual(44);
        expect(box?.height).toBeGreaterThanOrEqual(44);
      }
    });
  });

  test('an external slide link opens in a new tab', async ({ page, context }) => {
    await answerVideoHost(context);
    await open(page, '/');
    await carousel(page).getByRole('button', { name: 'Previous slide' }).click();
    // As a visitor does: the slide has come into view before its link is pressed.
    await expect(slide(page, 5)).toBeInViewport({ ratio: 0.95 });
    const link = slide(page, 5).getByRole('link', { name: /Watch our machines at work/ });
    await expect(link).toHaveAttribute('target', '_blank');
    const [popup] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await popup.waitForLoadState('domcontentloaded');
    expect(popup.url()).toBe('https://www.youtube.com/@hartridgemachinery');
    expect(page.url()).toMatch(/\/$/);
  });

  test('an internal slide link navigates inside the site', async ({ page }) => {
    await open(page, '/');
    await slide(page, 1).getByRole('link').click();
    await expect(page).toHaveURL(/\/product-category\//);
  });

  test('a video slide plays the privacy-enhanced player once it is shown', async ({ page }) => {
    await open(page, '/');
    await expect(carousel(page).locator('iframe')).toHaveCount(0);
    await carousel(page).getByRole('button', { name: 'Next slide' }).click();
    await carousel(page).getByRole('button', { name: 'Next slide' }).click();
    const player = slide(page, 3).locator('iframe');
    await expect(player).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/CN88eHmVU08?autoplay=1&mute=1&controls=0&loop=1&playlist=CN88eHmVU08&vq=hd720&playsinline=1&rel=0',
    );
    await expect(player).toHaveAttribute('title', 'The impressive Corvus UTV');
  });
});
