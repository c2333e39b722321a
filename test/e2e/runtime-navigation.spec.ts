// The runtime of DESIGN.md "Client" and issue "The build and the runtime", between pages: page
// data per navigation, the new page's head, scroll restored on back, and prefetch.
import { expect, open, test } from './fixtures.test-helper.ts';
import {
  brandLink,
  clickBrand,
  documentLoads,
  markWindow,
  pageDataRequests,
  SITE,
  windowMarked,
} from './runtime.test-helper.ts';

test('a click fetches one page-data file and renders without a full load, with the new title', async ({
  page,
}) => {
  await open(page, '/our-brands/');
  await markWindow(page);
  const data = pageDataRequests(page);
  const documents = documentLoads(page);

  await clickBrand(page);
  await expect(page).toHaveURL(/\/our-brands\/antonio-carraro\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Antonio Carraro' })).toBeVisible();
  await expect(page).toHaveTitle(`Antonio Carraro | ${SITE}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/our-brands\/antonio-carraro\/$/,
  );

  expect(await windowMarked(page)).toBe(true);
  expect(documents).toEqual([]);
  expect(data.filter((p) => p === '/assets/data/our-brands/antonio-carraro/index.json')).toHaveLength(1);
});

/** The search and sharing tags of a document's head, in order, as the browser serialises them. */
function seoTagsOf(html: string | null): string[] {
  const head = html === null ? document.head : new DOMParser().parseFromString(html, 'text/html').head;
  return [...head.querySelectorAll('meta, link[rel="alternate"], script[type="application/ld+json"]')]
    .filter(
      (e) =>
        /^(?:og|article|twitter):/.test(e.getAttribute('property') ?? e.getAttribute('name') ?? '') ||
        e.getAttribute('name') === 'robots' ||
        e.tagName !== 'META',
    )
    .map((e) => e.outerHTML);
}

test('after a click the head carries the new page’s sharing tags and structured data, as its own HTML does', async ({
  page,
}) => {
  await open(page, '/our-brands/');
  await clickBrand(page);
  await expect(page).toHaveURL(/\/our-brands\/antonio-carraro\/$/);
  const html = await (await page.request.get('/our-brands/antonio-carraro/')).text();
  const prerendered = await page.evaluate(seoTagsOf, html);
  expect(prerendered.some((tag) => tag.includes('"@type":"Brand"'))).toBe(true);
  expect(prerendered.some((tag) => tag.includes('og:image'))).toBe(true);
  await expect.poll(() => page.evaluate(seoTagsOf, null)).toEqual(prerendered);
});

test('an address whose #hash is no valid encoding keeps its page', async ({ page }) => {
  await open(page, '/about-us/#100%');
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('back restores the scroll position', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await open(page, '/latest-news/');
  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' });
  await footerLink.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(200);

  await footerLink.click();
  await expect(page).toHaveURL(/\/privacy-policy\/$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/latest-news\/$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 5);
});

test('links in view are prefetched after a short delay, once, and a click then needs no request', async ({
  page,
}) => {
  const data = pageDataRequests(page);
  await open(page, '/our-brands/');
  const target = '/assets/data/our-brands/antonio-carraro/index.json';
  await brandLink(page).scrollIntoViewIfNeeded();
  await expect.poll(() => data.includes(target)).toBe(true);

  await clickBrand(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Antonio Carraro' })).toBeVisible();
  expect(data.filter((p) => p === target)).toHaveLength(1);
});
