// The media library (issue "Interactive blocks"): its infinite loader, its filters and the
// address that keeps them, and its viewer, by mouse and keyboard on the built site.
import type { Locator, Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures.test-helper.ts';
import { MEDIA, open } from './interactive.test-helper.ts';

const MEDIA_TOTAL = 34;

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
