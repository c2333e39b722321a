// The interactive blocks (issue "Interactive blocks"): the hero carousel, the video embed and the
// media library with its infinite loader and viewer, driven by mouse, keyboard and touch on the
// built site. The video host is answered locally (the fixture does it for each test's page; pages
// of their own, a new tab or a context without script, get the same here), so it runs offline.
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { axeViolations, formatViolations } from '../../scripts/quality/site-checks/axe.ts';
import { expect, hydrated, THIRD_PARTY_HOSTS, test } from './fixtures.test-helper.ts';

/** A 1x1 GIF: enough for a still to load. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
const HOME_VIDEO = 'mo1oJYYEzvb';
const MEDIA = '/media-library/';
const MEDIA_TOTAL = 34;

/** Every request to a third-party host gets a tiny local answer: a still, or an empty page. */
async function answerVideoHost(target: Page | BrowserContext) {
  await target.route(THIRD_PARTY_HOSTS, (route) =>
    route.request().resourceType() === 'image'
      ? route.fulfill({ contentType: 'image/gif', body: PIXEL })
      : route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
  );
}

/** Hydration, not every image, is what the blocks wait for. */
async function open(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await hydrated(page);
}

const carousel = (page: Page) => page.getByRole('region', { name: 'Highlights' });
/** The slide on show: slides out of view are inert, so only it is in the accessibility tree. */
const slide = (page: Page, n: number) => carousel(page).getByRole('group', { name: `${n} of 5` });

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

test.describe('video block', () => {
  const embed = `https://www.youtube-nocookie.com/embed/${HOME_VIDEO}?autoplay=1&mute=1&controls=0&loop=1&playlist=${HOME_VIDEO}&vq=hd720&playsinline=1&rel=0`;

  test('the prerendered page has a local placeholder: nothing from the video host before consent', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    expect(html).not.toContain('i.ytimg.com');
    expect(html).not.toContain('youtube-nocookie.com/embed');
    expect(html).toContain(`https://www.youtube.com/watch?v=${HOME_VIDEO}`);
  });

  test('the still gives way to the player when it scrolls into view, in the same box', async ({
    page,
    thirdParty,
  }) => {
    const players = () => thirdParty.filter((url) => url.includes('youtube-nocookie.com/embed/'));
    await open(page, '/');
    const still = page.getByRole('button', { name: 'Play video: See our machines at work' });
    await expect(still).not.toBeInViewport();
    expect(players()).toEqual([]);
    const before = await still.boundingBox();
    await still.scrollIntoViewIfNeeded();
    const player = page.locator(`iframe[src="${embed}"]`);
    await expect(player).toBeVisible();
    await expect(player).toHaveAttribute('title', 'See our machines at work');
    await expect(player).toHaveAttribute('loading', 'lazy');
    await expect(still).toHaveCount(0);
    const after = await player.boundingBox();
    expect(after?.width).toBeCloseTo(before?.width ?? 0, 0);
    expect(after?.height).toBeCloseTo(before?.height ?? 0, 0);
    await expect.poll(players).toEqual([embed]);
  });
});

test.describe('media library', () => {
  const cards = (page: Page) => page.getByRole('main').getByRole('listitem').getByRole('button');
  const filter = (page: Page, name: 'Type' | 'Gallery' | 'Brand') => page.getByLabel(name, { exact: true });
  const dialog = (page: Page) => page.getByRole('dialog');

  async function filterValues(page: Page) {
    return [
      await filter(page, 'Type').inputValue(),
      await filter(page, 'Gallery').inputValue(),
      await filter(page, 'Brand').inputValue(),
    ];
  }

  test('the prerendered library is the unfiltered first 6', async ({ request }) => {
    const html = await (await request.get(`${MEDIA}?type=video`)).text();
    expect(html.match(/aria-haspopup="dialog"/g)).toHaveLength(6);
    expect(html).toContain('SRX tractors arrive at Marden'); // an image: no filter applied
  });

  test.describe('on a short screen', () => {
    // Three columns: six cards are two whole rows, more than the screen and the 100 px margin.
    test.use({ viewport: { width: 1000, height: 500 } });

    test('loads 6 at a time as the end comes into reach, until No more media', async ({ page }) => {
      await open(page, MEDIA);
      await expect(cards(page)).toHaveCount(6);
      const end = page.getByText('No more media');
      for (let shown = 12; shown < MEDIA_TOTAL + 6; shown += 6) {
        // The last card to the middle of the screen brings the list's end within reach; the next
        // six cards push it out of reach again, so each step loads exactly one batch.
        await cards(page).last().scrollIntoViewIfNeeded();
        await expect(cards(page)).toHaveCount(Math.min(shown, MEDIA_TOTAL));
        if (shown < MEDIA_TOTAL) await expect(end).toHaveCount(0);
      }
      await expect(end).toBeVisible();
    });
  });

  test('filters apply in sequence and a change resets what it makes unavailable', async ({ page }) => {
    await open(page, MEDIA);
    await expect(filter(page, 'Type')).toHaveValue('all');
    await expect(filter(page, 'Gallery').locator('option').first()).toHaveText('All galleries');
    await expect(filter(page, 'Brand').locator('option').first()).toHaveText('All brands');

    await filter(page, 'Type').selectOption({ label: 'Video' });
    await expect(cards(page).first()).toHaveAccessibleName(/\(video\)$/);
    for (const name of await cards(page).evaluateAll((all) => all.map((b) => b.textContent ?? ''))) {
      expect(name).toMatch(/\(video\)$/);
    }
    await filter(page, 'Gallery').selectOption('shows-and-events');
    await expect(cards(page)).toHaveCount(1);
    await expect(filter(page, 'Brand').locator('option')).toHaveText([
      'All brands',
      'Compact Electric Platforms & Harvesters',
    ]);
    await filter(page, 'Brand').selectOption('compact-electric-platforms-and-harvesters');
    await expect(page).toHaveURL(
      `${MEDIA}?type=video&gallery=shows-and-events&brand=compact-electric-platforms-and-harvesters`,
    );

    // Images have a shows gallery but not that brand: the brand goes back to All.
    await filter(page, 'Type').selectOption('image');
    expect(await filterValues(page)).toEqual(['image', 'shows-and-events', 'all']);
    await expect(cards(page)).toHaveCount(4);
    await expect(page).toHaveURL(`${MEDIA}?type=image&gallery=shows-and-events`);

    // Only videos are demonstrations: choosing images resets the gallery, and so the brand.
    await filter(page, 'Type').selectOption('all');
    await filter(page, 'Gallery').selectOption('demonstrations');
    await filter(page, 'Brand').selectOption('burro');
    await filter(page, 'Type').selectOption('image');
    expect(await filterValues(page)).toEqual(['image', 'all', 'all']);
    await expect(page).toHaveURL(`${MEDIA}?type=image`);
    await expect(page.getByText('No more media')).toHaveCount(0);
  });

  test('a shared address restores its filters once the page is live', async ({ page }) => {
    await open(page, `${MEDIA}?type=video&gallery=demonstrations&brand=antonio-carraro`);
    await expect.poll(() => filterValues(page)).toEqual(['video', 'demonstrations', 'antonio-carraro']);
    await expect(cards(page)).toHaveText([
      'Antonio Carraro SRX 8900 in a cherry orchard (video)',
      'Tony 8900 SR first demonstration (video)',
    ]);
    await expect(page.getByText('No more media')).toBeVisible();
  });

  test('filter changes replace the history entry, and survive back and forward', async ({ page }) => {
    await open(page, '/about-us/');
    await open(page, MEDIA);
    await filter(page, 'Type').selectOption('video');
    await filter(page, 'Gallery').selectOption('demonstrations');
    await expect(page).toHaveURL(`${MEDIA}?type=video&gallery=demonstrations`);

    // Away inside the site and back again: the filters come back with the address.
    await page.getByRole('link', { name: /home/i }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await page.goBack();
    await expect(page).toHaveURL(`${MEDIA}?type=video&gallery=demonstrations`);
    await expect.poll(() => filterValues(page)).toEqual(['video', 'demonstrations', 'all']);
    await page.goForward();
    await expect(page).toHaveURL(/\/$/);
    await page.goBack();
    await expect.poll(() => filterValues(page)).toEqual(['video', 'demonstrations', 'all']);

    // The filter changes added no entries: one step back leaves the library.
    await page.goBack();
    await expect(page).toHaveURL(/\/about-us\/$/);
    await page.goForward();
    await hydrated(page);
    await expect.poll(() => filterValues(page)).toEqual(['video', 'demonstrations', 'all']);
  });

  test.describe('viewer', () => {
    /** Opens the media library and the viewer on card `n`, by a click; the card, for focus to return to. */
    async function openByClick(page: Page, n: number): Promise<Locator> {
      await open(page, MEDIA);
      const card = cards(page).nth(n);
      await card.click();
      await expect(dialog(page)).toBeVisible();
      return card;
    }

    /** The viewer has closed, and focus is back on the card that opened it. */
    async function expectClosedTo(page: Page, card: Locator) {
      await expect(dialog(page)).toHaveCount(0);
      await expect(card).toBeFocused();
    }

    test('opens on a click, shows the item, and closes with its button; focus returns', async ({ page }) => {
      const card = await openByClick(page, 1);
      await expect(dialog(page).getByRole('heading')).toHaveText('SRX tractors arrive at Marden');
      await expect(dialog(page).locator('img:not([aria-hidden])')).toHaveAttribute('width', '640');
      await expect(dialog(page).getByRole('button', { name: 'Close' })).toBeFocused();
      await dialog(page).getByRole('button', { name: 'Close' }).click();
      await expectClosedTo(page, card);
    });

    test('opens from the keyboard, and a video plays in it', async ({ page }) => {
      await open(page, MEDIA);
      const card = cards(page).first();
      await card.focus();
      await page.keyboard.press('Enter');
      await expect(dialog(page)).toBeVisible();
      await expect(dialog(page).getByRole('heading')).toHaveText(
        'Antonio Carraro SRX 8900 in a cherry orchard',
      );
      await expect(dialog(page).locator('iframe')).toHaveAttribute(
        'src',
        /^https:\/\/www\.youtube-nocookie\.com\/embed\/0NcZNbChrS_\?autoplay=1&mute=1/,
      );
      await page.keyboard.press('Escape');
      await expectClosedTo(page, card);
      // Space opens it too (it is a button), and Space closes it.
      await page.keyboard.press(' ');
      await expect(dialog(page)).toBeVisible();
      await page.keyboard.press(' ');
      await expectClosedTo(page, card);
    });

    test('closes on a click on the background, not on its content', async ({ page }) => {
      const card = await openByClick(page, 2);
      await dialog(page).getByRole('heading').click();
      await expect(dialog(page)).toBeVisible();
      await page.mouse.click(5, 5);
      await expectClosedTo(page, card);
    });

    test('Space closes it when focus is on its text, not on a control', async ({ page }) => {
      const card = await openByClick(page, 2);
      // A click on the text takes focus off the close button, onto the dialog.
      await dialog(page).getByText('Kent County Show stand').click();
      await expect(dialog(page).getByRole('button', { name: 'Close' })).not.toBeFocused();
      await page.keyboard.press(' ');
      await expectClosedTo(page, card);
    });

    test('Escape closes it', async ({ page }) => {
      const card = await openByClick(page, 3);
      await page.keyboard.press('Escape');
      await expectClosedTo(page, card);
    });

    test.describe('before videos are allowed', () => {
      test.use({ consent: { analytics: false, media: false } });

      test('a video shows its "Watch on YouTube" link clear of the close button', async ({ page }) => {
        await openByClick(page, 0);
        const watch = dialog(page).getByRole('link', { name: /^Watch on YouTube/ });
        const closeBox = await dialog(page).getByRole('button', { name: 'Close' }).boundingBox();
        const watchBox = await watch.boundingBox();
        if (!closeBox || !watchBox) throw new Error('expected the close button and the link on screen');
        const apart =
          watchBox.x + watchBox.width <= closeBox.x ||
          closeBox.x + closeBox.width <= watchBox.x ||
          watchBox.y + watchBox.height <= closeBox.y ||
          closeBox.y + closeBox.height <= watchBox.y;
        expect(apart).toBe(true);
      });
    });
  });
});

test.describe('accessibility (axe, WCAG 2.2 AA)', () => {
  // Three full axe scans of a long page take 15 s on a quiet two-core machine and 31 s under load:
  // triple the timeout, so a busy machine does not fail a page that has no violation.
  test.slow();

  test('the home page, carousel and video included', async ({ page }) => {
    await open(page, '/');
    await carousel(page).getByRole('button', { name: 'Next slide' }).click();
    expect(formatViolations(await axeViolations(page))).toEqual([]);
  });

  test('the media library, filtered and with the viewer open', async ({ page }) => {
    await open(page, MEDIA);
    expect(formatViolations(await axeViolations(page))).toEqual([]);
    await page.getByLabel('Type', { exact: true }).selectOption('video');
    await page.getByRole('main').getByRole('listitem').getByRole('button').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog').locator('iframe')).toBeVisible();
    expect(formatViolations(await axeViolations(page))).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByLabel('Type', { exact: true }).selectOption('image');
    await page.getByRole('main').getByRole('listitem').getByRole('button').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(formatViolations(await axeViolations(page))).toEqual([]);
  });
});
