// The site without a signal (docs/offline.md), with the offline worker in place: the manifest,
// pages seen before and their links, the offline page for the rest, and search.
import { expect, hydrated } from './fixtures.test-helper.ts';
import { allowOfflineNoise, openWithWorker, test } from './offline.test-helper.ts';

test.use({ serviceWorkers: 'allow' });
// Each test installs the worker (it stores the app's files) and some wait out the function's
// 3-second minimum fill time.
test.slow();

test('the app names the web app manifest once the page has loaded; the HTML does not', async ({ page }) => {
  const html = await (await page.request.get('/about-us/')).text();
  expect(html).not.toContain('rel="manifest"');
  let loaded = false;
  const manifestRequests: boolean[] = [];
  page.on('load', () => {
    loaded = true;
  });
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/manifest.webmanifest') manifestRequests.push(loaded);
  });
  await page.goto('/about-us/', { waitUntil: 'domcontentloaded' });
  await hydrated(page);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  // Whoever fetches it (the browser, the offline worker's precache) does so after the load event.
  expect(manifestRequests.every((afterLoad) => afterLoad)).toBe(true);
  const manifest = await (await page.request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ name: 'Hartridge Machinery', start_url: '/' });
});

test('pages seen before open offline with their pictures, and their links work', async ({
  page,
  context,
  consoleWatch,
}) => {
  allowOfflineNoise(consoleWatch);
  await openWithWorker(page, '/our-brands/');
  // Seen in the app (page data) and by a full load (the page itself).
  await page
    .getByRole('main')
    .getByRole('link', { name: /View Range.*Antonio Carraro/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Antonio Carraro' })).toBeVisible();
  await page.goto('/product/burro-grande/');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Burro Grande' })).toBeVisible();

  await context.setOffline(true);
  await page.goto('/our-brands/');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Our Brands' })).toBeVisible();
  // Its pictures as seen: every image in view has loaded from the cache.
  const images = page.getByRole('main').locator('img');
  await expect(images.first()).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll('main img')]
          .filter((img) => (img as HTMLImageElement).getBoundingClientRect().top < innerHeight)
          .every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0),
      ),
    )
    .toBe(true);

  // A link to a page seen in the app opens in the app.
  await page
    .getByRole('main')
    .getByRole('link', { name: /View Range.*Antonio Carraro/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Antonio Carraro' })).toBeVisible();
  await expect(page).toHaveURL(/\/our-brands\/antonio-carraro\/$/);

  // A page seen by a full load opens again by one.
  await page.goto('/product/burro-grande/');
  await expect(page.getByRole('heading', { level: 1, name: 'Burro Grande' })).toBeVisible();
});

test('a page never opened shows the offline page, listing the pages that do open and the basket', async ({
  page,
  goOffline,
}) => {
  await goOffline(['/', '/product/burro-grande/']);
  const response = await page.goto('/about-us/');
  expect(response?.status()).toBe(200);
  await hydrated(page);
  await expect(page).toHaveURL(/\/about-us\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'You’re offline' })).toBeVisible();
  await expect(page).toHaveTitle(/^You're offline \|/);
  const saved = page.getByRole('region', { name: 'Pages you can open now' });
  await expect(saved.getByRole('link', { name: 'Burro Grande' })).toBeVisible();
  // Pages whose data the app fetched ahead (links in view) open too; the offline page itself is
  // not one of them.
  await expect(saved.getByRole('link', { name: /offline/i })).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: 'Your enquiry basket' }).getByRole('link', { name: /Enquiry Basket/ }),
  ).toHaveAttribute('href', '/enquiry-basket/');

  // A saved page opens from the list.
  await saved.getByRole('link', { name: 'Burro Grande' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Burro Grande' })).toBeVisible();

  // A link in the app to a page not saved: the offline page again, never the browser's error.
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You’re offline' })).toBeVisible();

  // The basket opens offline though it was never opened: it is stored with the worker.
  await page.goto('/enquiry-basket/');
  await expect(page.getByRole('heading', { level: 1, name: 'Enquiry Basket' })).toBeVisible();
});

test('search finds a product offline, from the index stored with the app', async ({ page, goOffline }) => {
  await goOffline(['/product/burro-grande/', '/']);
  await page.reload();
  await hydrated(page);
  // The index was never fetched by these pages: it was stored when the worker was installed.
  await page
    .getByRole('combobox', { name: /search/i })
    .first()
    .fill('burro');
  const hit = page.getByRole('option', { name: /Burro Grande/ }).first();
  await expect(hit).toBeVisible();
  await expect(page.getByRole('option', { name: /Burro Collaborative Robot/ }).first()).toBeVisible();
  // A hit whose page was seen before opens.
  await hit.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Burro Grande' })).toBeVisible();
});

test('Enter opens the results page offline, stored with the app though never opened', async ({
  page,
  goOffline,
}) => {
  await goOffline(['/']);
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Search the site' });
  await box.fill('burro');
  await expect(page.getByRole('option', { name: /Burro Grande/ }).first()).toBeVisible();
  await box.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Search results for “burro”' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Burro Grande', exact: true })).toBeVisible();
  // Loaded afresh offline, the page comes from the worker whatever the query.
  await page.goto('/search/?q=frost%20fan');
  await hydrated(page);
  await expect(page.getByRole('link', { name: 'Terreco TF 60 Mobile Frost Fan', exact: true })).toBeVisible();
});
