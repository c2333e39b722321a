// The product template (issue "Page templates"): its gallery, facts, specification, brochure and
// ways to enquire, the gallery by keyboard, buttons and touch, and breadcrumbs that lead back up.
import { expect, open, test } from './fixtures.test-helper.ts';
import { cardTitles } from './templates.test-helper.ts';

test('a product shows gallery, facts, specification, brochure and ways to enquire', async ({ page }) => {
  await open(page, '/product/srx-5800/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Antonio Carraro SRX 5800' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Antonio Carraro', exact: true })).toHaveAttribute(
    'href',
    '/our-brands/antonio-carraro/',
  );
  await expect(main.getByRole('button', { name: 'Show image 1 of 2' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(main.getByRole('definition').filter({ hasText: 'POA' })).toBeVisible();
  await expect(main.getByRole('rowheader', { name: 'Engine' })).toBeVisible();
  await expect(main.getByRole('row', { name: /Power/ }).getByRole('cell')).toHaveText('56 hp (42 kW)');
  const brochure = main.getByRole('link', { name: /Antonio Carraro range brochure/ });
  await expect(brochure).toContainText(/PDF, \d+ KB/);
  await expect(brochure).toHaveAttribute('href', /\.pdf$/);
  await expect(main.getByRole('button', { name: /Add to enquiry basket/i })).toBeVisible();
  const enquire = main.getByRole('link', { name: 'Enquire about this machine' });
  const href = new URL((await enquire.getAttribute('href')) ?? '', 'http://x');
  expect(href.pathname).toBe('/contact-us/');
  expect(href.searchParams.get('Message')).toContain('Antonio Carraro SRX 5800');
  await expect(main.getByRole('link', { name: 'Antonio Carraro Tractors' }).first()).toBeVisible();
  // The video: its still until it scrolls into view, then the player; either way named for the machine.
  const video = main.getByRole('region', { name: 'See it at work' });
  await expect(
    video
      .getByRole('button', { name: /Antonio Carraro SRX 5800 video/ })
      .or(video.locator('iframe[title="Antonio Carraro SRX 5800 video"]')),
  ).toBeAttached();
  const related = main.getByRole('region', { name: /More Antonio Carraro Tractors/ });
  const relatedTitles = await cardTitles(related);
  expect(relatedTitles.length).toBeGreaterThan(0);
  expect(relatedTitles).not.toContain('Antonio Carraro SRX 5800');
});

test('the product gallery works by keyboard, buttons and swipe', async ({ page }) => {
  await open(page, '/product/srx-5800/');
  const gallery = page.getByRole('region', { name: 'Photos of Antonio Carraro SRX 5800' });
  const first = gallery.getByRole('button', { name: 'Show image 1 of 2' });
  const second = gallery.getByRole('button', { name: 'Show image 2 of 2' });
  const mainImage = gallery.locator('img[fetchpriority], img[loading]').first();
  const firstSrc = await mainImage.getAttribute('src');

  // One tab stop for the thumbnails: the selected one.
  await expect(first).toHaveAttribute('tabindex', '0');
  await expect(second).toHaveAttribute('tabindex', '-1');
  await first.focus();
  await page.keyboard.press('ArrowRight');
  await expect(second).toHaveAttribute('aria-pressed', 'true');
  await expect(second).toBeFocused();
  await expect(first).toHaveAttribute('aria-pressed', 'false');
  await expect(mainImage).not.toHaveAttribute('src', firstSrc ?? '');
  await page.keyboard.press('ArrowRight');
  await expect(first).toBeFocused();
  await page.keyboard.press('End');
  await expect(second).toBeFocused();
  await page.keyboard.press('Home');
  await expect(first).toHaveAttribute('aria-pressed', 'true');

  await gallery.getByRole('button', { name: 'Next image' }).click();
  await expect(second).toHaveAttribute('aria-pressed', 'true');
  await expect(gallery.locator('[aria-live]')).toContainText('Image 2 of 2');

  // A touch swipe to the right goes back; a short one does nothing. The finger is on the picture.
  const stage = mainImage;
  const swipe = async (dx: number) => {
    const box = (await stage.boundingBox())!;
    const y = box.y + box.height / 2;
    const x = box.x + box.width / 2;
    const init = { pointerType: 'touch', isPrimary: true, pointerId: 7, bubbles: true };
    await stage.dispatchEvent('pointerdown', { ...init, clientX: x, clientY: y });
    await stage.dispatchEvent('pointerup', { ...init, clientX: x + dx, clientY: y + 4 });
  };
  await swipe(10);
  await expect(second).toHaveAttribute('aria-pressed', 'true');
  await swipe(80);
  await expect(first).toHaveAttribute('aria-pressed', 'true');
});

test('breadcrumbs lead back up the catalogue', async ({ page }) => {
  await open(page, '/product/srx-5800/');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('listitem')).toHaveText([
    'Home',
    'Fruit & Vineyard Equipment',
    'Antonio Carraro Tractors',
    'Antonio Carraro SRX 5800',
  ]);
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Antonio Carraro SRX 5800');
  await expect(crumbs.getByRole('link')).toHaveCount(3);
  await crumbs.getByRole('link', { name: 'Antonio Carraro Tractors' }).click();
  await expect(page).toHaveURL(/\/antonio-carraro-tractors\/$/);
  await crumbs.getByRole('link', { name: 'Fruit & Vineyard Equipment' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fruit & Vineyard Equipment');
  await crumbs.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('@phone the breadcrumb shows the way up, the page itself only to screen readers', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await open(page, '/product/srx-5800/');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Antonio Carraro Tractors' })).toBeVisible();
  // In the list (and so read out), but not drawn on a line of its own.
  const last = crumbs.getByRole('listitem').last();
  await expect(last.locator('[aria-current="page"]')).toHaveText('Antonio Carraro SRX 5800');
  expect((await last.boundingBox())?.height).toBeLessThanOrEqual(1);
  await expect(crumbs.getByRole('listitem')).toHaveCount(4);
});
