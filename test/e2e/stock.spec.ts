// Stock facts and the product gallery's full-screen view (docs/templates.md "Stock facts and the gallery"): what a grower reads on a
// used machine's card and page, a sold machine gone from the lists with its page saying so, and
// the full-screen photos by keyboard and by touch, at 1440 px and on a 390 px phone.
import type { Locator, Page } from '@playwright/test';
import { expect, open, test } from './fixtures.test-helper.ts';

const TRACTORS = '/product-category/stock-machinery/tractors-used-machinery/';
const RESERVED = {
  title: 'Used 2019 Kubota M5-091 Narrow',
  path: '/product/used-2019-kubota-m5-091-narrow/',
};
const SOLD = { title: 'Used 2012 Landini Rex 90F', path: '/product/used-2012-landini-rex-90f/' };
const ARRIVING = 'Used 2021 Antonio Carraro TRX 10900 R';

const card = (page: Page, title: string) =>
  page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: title }) });

/** The value of a fact in the product page's list of facts. */
const fact = (page: Page, term: string) =>
  page.getByRole('main').getByRole('term').filter({ hasText: term }).locator('xpath=following-sibling::dd');

async function touch(target: Locator, points: { x: number; y: number; id: number; type: string }[]) {
  for (const point of points) {
    await target.dispatchEvent(point.type, {
      pointerType: 'touch',
      pointerId: point.id,
      isPrimary: point.id === 1,
      clientX: point.x,
      clientY: point.y,
      bubbles: true,
    });
  }
}

for (const width of ['desktop', 'phone'] as const) {
  const tag = width === 'phone' ? ' @phone' : '';
  test.describe(`stock on the ${width}${tag}`, () => {
    if (width === 'phone') test.use({ viewport: { width: 390, height: 844 } });

    test(`a card reads year, hours, price and status; an arriving machine says so, not Used${tag}`, async ({
      page,
    }) => {
      await open(page, TRACTORS);
      const reserved = card(page, RESERVED.title);
      await expect(reserved.getByText('2019 · 1,880 h · £31,500 + VAT · Reserved')).toBeVisible();
      await expect(reserved.getByText('Used', { exact: true })).toBeVisible();

      await open(page, '/product-category/stock-machinery/machinery-coming-soon/');
      const arriving = card(page, ARRIVING);
      await expect(arriving.getByText('Arriving', { exact: true })).toBeVisible();
      await expect(arriving.getByText('Used', { exact: true })).toHaveCount(0);
      await expect(arriving.getByText('2021 · 780 h · POA · Arriving soon')).toBeVisible();
    });

    test(`a used machine's page lists its facts and stock number${tag}`, async ({ page }) => {
      await open(page, RESERVED.path);
      await expect(fact(page, 'Year')).toHaveText('2019');
      await expect(fact(page, 'Hours')).toHaveText('1,880 h');
      await expect(fact(page, 'Price')).toHaveText('£31,500 + VAT');
      await expect(fact(page, 'Status')).toHaveText('Reserved');
      await expect(fact(page, 'Stock no.')).toHaveText('T1003');
      await expect(page.getByRole('main').getByText('Sold.')).toHaveCount(0);
    });

    test(`a sold machine leaves the lists and its page says sold, with similar machines${tag}`, async ({
      page,
    }) => {
      await open(page, TRACTORS);
      const main = page.getByRole('main');
      await expect(card(page, RESERVED.title)).toBeVisible();
      await expect(main.getByRole('heading', { name: SOLD.title })).toHaveCount(0);

      await open(page, SOLD.path);
      await expect(main.getByRole('heading', { level: 1, name: SOLD.title })).toBeVisible();
      await expect(main.getByText(/Sold\. This machine has found a new home/)).toBeVisible();
      await expect(main.getByRole('button', { name: /Add to enquiry basket/i })).toHaveCount(0);
      await expect(fact(page, 'Price')).toHaveCount(0);
      const similar = main.getByRole('region', { name: /Similar machines in/ });
      await expect(similar.getByRole('article').first()).toBeVisible();
      await expect(similar.getByRole('heading', { name: SOLD.title })).toHaveCount(0);
      await main.getByRole('link', { name: 'similar machines' }).click();
      await expect(similar).toBeInViewport();
      const ask = main.getByRole('link', { name: 'Ask us to find one like it' });
      expect(
        new URL((await ask.getAttribute('href')) ?? '', 'http://x').searchParams.get('Message'),
      ).toContain('has been sold');
    });

    test(`the gallery opens full screen, moves by keys and closes by Escape and Back${tag}`, async ({
      page,
    }) => {
      await open(page, RESERVED.path);
      const gallery = page.getByRole('region', { name: `Photos of ${RESERVED.title}` });
      await expect(gallery.getByRole('button', { name: /^Show image \d of 5$/ })).toHaveCount(5);

      const openButton = gallery.getByRole('button', { name: 'View photos full screen' });
      await openButton.focus();
      await page.keyboard.press('Enter');
      const view = page.getByRole('dialog', { name: `Photos of ${RESERVED.title}, full screen` });
      await expect(view).toBeVisible();
      await expect(view.getByText('Photo 1 of 5')).toBeVisible();
      const image = view.locator('img:not([aria-hidden])').first();
      const box = (await image.boundingBox())!;
      expect(box.width).toBeGreaterThan(width === 'phone' ? 380 : 1000);
      await page.keyboard.press('ArrowRight');
      await expect(view.getByText('Photo 2 of 5')).toBeVisible();
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expect(view.getByText('Photo 5 of 5')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(view).toHaveCount(0);
      await expect(openButton).toBeFocused();
      // The gallery shows the photo the view was on.
      await expect(gallery.getByRole('button', { name: 'Show image 5 of 5' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );

      // Back closes the view and stays on the page; a second Back leaves it.
      await open(page, TRACTORS);
      await card(page, RESERVED.title).getByRole('link').click();
      await expect(page).toHaveURL(RESERVED.path);
      await gallery.getByRole('button', { name: 'View photos full screen' }).click();
      await expect(view).toBeVisible();
      await page.goBack();
      await expect(view).toHaveCount(0);
      await expect(page).toHaveURL(RESERVED.path);
      await expect(page.getByRole('heading', { level: 1, name: RESERVED.title })).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(TRACTORS);
    });

    test(`the full-screen view swipes and pinch-zooms by touch${tag}`, async ({ page }) => {
      await open(page, RESERVED.path);
      const gallery = page.getByRole('region', { name: `Photos of ${RESERVED.title}` });
      await gallery.locator('img[fetchpriority]').first().click();
      const view = page.getByRole('dialog', { name: /full screen/ });
      await expect(view.getByText('Photo 1 of 5')).toBeVisible();
      const frame = view.locator('img:not([aria-hidden])').first();
      const box = (await frame.boundingBox())!;
      const cx = box.x + box.width / 2;
      const cy = box.y + box.height / 2;

      // A swipe to the left brings the next photo.
      await touch(frame, [
        { type: 'pointerdown', id: 1, x: cx + 120, y: cy },
        { type: 'pointermove', id: 1, x: cx, y: cy },
        { type: 'pointerup', id: 1, x: cx - 120, y: cy + 5 },
      ]);
      await expect(view.getByText('Photo 2 of 5')).toBeVisible();

      // Two fingers spreading zoom in; a swipe then moves round the photo, not to the next one.
      await touch(frame, [
        { type: 'pointerdown', id: 1, x: cx - 40, y: cy },
        { type: 'pointerdown', id: 2, x: cx + 40, y: cy },
        { type: 'pointermove', id: 1, x: cx - 120, y: cy },
        { type: 'pointermove', id: 2, x: cx + 120, y: cy },
        { type: 'pointerup', id: 1, x: cx - 120, y: cy },
        { type: 'pointerup', id: 2, x: cx + 120, y: cy },
      ]);
      const zoom = view.getByRole('button', { name: 'Zoom out' });
      await expect(zoom).toHaveAttribute('aria-pressed', 'true');
      const zoomed = (await frame.boundingBox())!;
      expect(zoomed.width).toBeGreaterThan(box.width * 2);
      await touch(frame, [
        { type: 'pointerdown', id: 1, x: cx + 100, y: cy },
        { type: 'pointermove', id: 1, x: cx - 20, y: cy },
        { type: 'pointerup', id: 1, x: cx - 20, y: cy },
      ]);
      await expect(view.getByText('Photo 2 of 5')).toBeVisible();
      await zoom.click();
      await expect(view.getByRole('button', { name: 'Zoom in' })).toHaveAttribute('aria-pressed', 'false');
      await view.getByRole('button', { name: 'Close' }).click();
      await expect(view).toHaveCount(0);
      await expect(page).toHaveURL(RESERVED.path);
    });
  });
}
