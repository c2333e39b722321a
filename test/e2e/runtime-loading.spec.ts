// The runtime of DESIGN.md "Client" and issue "The build and the runtime", as a page loads:
// every template hydrates, the app waits for the largest paint unless the visitor acts first, and
// the framework chunks are compiled while they stream in.
import { expect, hydrated, open, test } from './fixtures.test-helper.ts';

/** One page of every template. */
const TEMPLATE_PAGES = [
  ['home', '/'],
  ['page', '/about-us/'],
  ['post', '/fruit-focus-2019/'],
  ['category', '/category/case-studies/'],
  ['latest-news', '/latest-news/'],
  ['product-category (parent)', '/product-category/fruit-and-vineyard-equipment/'],
  ['product-category (products)', '/product-category/fruit-and-vineyard-equipment/de-leafers/'],
  ['product', '/product/burro-grande/'],
  ['brands', '/our-brands/'],
  ['brand', '/our-brands/antonio-carraro/'],
  ['enquiry-basket', '/enquiry-basket/'],
] as const;

for (const [template, path] of TEMPLATE_PAGES) {
  test(`the ${template} template hydrates with no console error`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  });
}

for (const path of ['/product/burro-grande/', '/latest-news/', '/media-library/']) {
  test(`the app loads after the page has painted its largest element: ${path}`, async ({ page }) => {
    await open(page, path);
    const timing = await page.evaluate(async () => {
      const loaded = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
        .loadEventStart;
      const largestPaint = await new Promise<number>((resolve) => {
        new PerformanceObserver((list) =>
          resolve(Math.max(...list.getEntries().map((e) => e.startTime))),
        ).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => entry.name.includes('/assets/js/') || entry.name.includes('/assets/site/'))
        .map((entry) => ({ file: new URL(entry.name).pathname, start: entry.startTime }));
      return { loaded, largestPaint, scripts };
    });
    // Before the page has loaded and painted: the boot script and the tiny helper it imports only.
    const early = timing.scripts
      .filter((s) => s.start < Math.max(timing.loaded, timing.largestPaint))
      .map((s) => s.file);
    expect(
      early.every((file) => /\/(index|preload-helper)\.[\w-]+\.js$/.test(file)),
      early.join(', '),
    ).toBe(true);
    expect(timing.scripts.some((s) => /entry-client/.test(s.file))).toBe(true);
  });
}

test('the framework chunks ask V8 to compile them while they stream in', async ({ page, request }) => {
  await open(page, '/');
  const chunks = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => /\/assets\/js\/(react|react-dom|react-router)\.[\w-]+\.js$/.test(path)),
  );
  expect(chunks).toHaveLength(3);
  for (const path of chunks) {
    // The hint must survive minification: without it React DOM is compiled on the main thread.
    expect((await (await request.get(path)).text()).split('\n')[0], path).toBe(
      '//# allFunctionsCalledOnLoad',
    );
  }
});

test('a first interaction starts the app at once, before the page has loaded', async ({ page }) => {
  // Hold the hero image back, so the load event cannot come first.
  await page.route('**/images/**', () => {});
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.keyboard.press('Tab');
  await hydrated(page);
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
});
