// The runtime of DESIGN.md "Client" and issue "The build and the runtime": hydration, page data
// per navigation, the error rules of SPEC §4 and §8, scroll, prefetch.
import type { Page, Request } from '@playwright/test';
import { type ConsoleWatch, expect, followAddedLink, hydrated, open, test } from './fixtures.test-helper.ts';

const SITE = 'Hartridge Machinery';

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

function pageDataRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    if (request.url().includes('/assets/data/')) seen.push(new URL(request.url()).pathname);
  });
  return seen;
}

function documentLoads(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      seen.push(new URL(request.url()).pathname);
    }
  });
  return seen;
}

/**
 * Opens `from` as this build serves it, while the page data of `path` comes from a newer deploy:
 * the same data under another build's hash, which the app reports when it loads it.
 */
async function openBeforeNewDeploy(
  { page, consoleWatch }: { page: Page; consoleWatch: ConsoleWatch },
  from: string,
  path: string,
) {
  consoleWatch.allow(/Hash did not match/);
  await page.route(`**/assets/data${path}index.json`, async (route) => {
    try {
      const response = await route.fetch();
      const body = await response.json();
      await route.fulfill({ response, json: { ...body, hash: 'from-a-newer-build' } });
    } catch {
      // A prefetch still in flight when the full load replaced the page: nobody waits for it.
    }
  });
  await open(page, from);
}

/** The reload guard's marks in this tab (src/app/reload-guard.ts). */
function reloadMarks(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('reload-once:')));
}

/** A value on `window` survives client-side navigation and is gone after a full load. */
async function markWindow(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { runtimeMark: number }).runtimeMark = 1;
  });
}

function windowMarked(page: Page) {
  return page.evaluate(() => (window as unknown as { runtimeMark?: number }).runtimeMark === 1);
}

function brandLink(page: Page) {
  return page.getByRole('main').getByRole('link', { name: /View Range.*Antonio Carraro/ });
}

async function clickBrand(page: Page) {
  await brandLink(page).click();
}

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

test('a page-data file from another build leads to exactly one full load of the target', async ({
  page,
  consoleWatch,
}) => {
  await openBeforeNewDeploy({ page, consoleWatch }, '/our-brands/', '/our-brands/antonio-carraro/');
  await markWindow(page);
  const documents = documentLoads(page);

  await clickBrand(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Antonio Carraro' })).toBeVisible();
  await hydrated(page);
  expect(documents).toEqual(['/our-brands/antonio-carraro/']);
  expect(await windowMarked(page)).toBe(false);

  // The fresh page started, so it forgot its mark: a later deploy may reload it again. (A page
  // that fails the same way on its own load is never reloaded twice: the missing-chunk test.)
  expect(await reloadMarks(page)).toEqual([]);
  await open(page, '/our-brands/');
  documents.length = 0;
  await clickBrand(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Antonio Carraro' })).toBeVisible();
  expect(documents).toEqual(['/our-brands/antonio-carraro/']);
});

test('the full load after a new deploy keeps the link’s query and #hash: a pre-filled enquiry stays filled', async ({
  page,
  consoleWatch,
}) => {
  await openBeforeNewDeploy({ page, consoleWatch }, '/about-us/', '/contact-us/');
  const documents = documentLoads(page);
  await followAddedLink(page, '/contact-us/?FirstName=Ann#main', 'Ask Ann’s question', 'start');
  await expect(page).toHaveURL(/\/contact-us\/\?FirstName=Ann#main$/);
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Ann');
  expect(documents).toEqual(['/contact-us/']);
});

test('an unknown path answers 404 with the not-found page', async ({ page, consoleWatch }) => {
  consoleWatch.allow(/status of 404/);
  const response = await page.goto('/no-such-machine/');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle(`Page not found | ${SITE}`);
  await hydrated(page);
});

test('page data answering 404 on navigation shows the not-found page', async ({ page, consoleWatch }) => {
  consoleWatch.allow(/status of 404/);
  await page.route('**/assets/data/our-brands/antonio-carraro/index.json', (route) =>
    route.fulfill({ status: 404, body: 'Not Found' }),
  );
  await open(page, '/our-brands/');
  await clickBrand(page);
  await expect(page).toHaveTitle(`Page not found | ${SITE}`);
  await expect(page).toHaveURL(/\/our-brands\/antonio-carraro\/$/);
});

test('page data answering 500 shows the error screen, and the next click succeeds', async ({
  page,
  consoleWatch,
}) => {
  consoleWatch.allow(/status of 500|Failed to fetch \/assets\/data\/privacy-policy/);
  let failures = 1;
  await page.route('**/assets/data/privacy-policy/index.json', async (route) => {
    if (failures-- > 0) return route.fulfill({ status: 500, body: 'Internal Server Error' });
    return route.continue();
  });
  await open(page, '/about-us/');
  const privacy = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' });

  await privacy.click();
  await expect(page.getByRole('alert')).toContainText(
    'Failed to fetch /assets/data/privacy-policy/index.json.',
  );

  await privacy.click();
  await expect(page.getByRole('heading', { level: 1, name: /Privacy/ })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a missing template chunk leads to one full load, then the page as prerendered, never a loop', async ({
  page,
  consoleWatch,
}) => {
  consoleWatch.allow(/status of 404|Loading chunk brand failed|dynamically imported module/);
  await page.route(/\/assets\/js\/brand\.[\w-]+\.js$/, (route) => route.fulfill({ status: 404, body: '' }));
  await open(page, '/our-brands/');
  const documents = documentLoads(page);
  const gaveUp = page.waitForEvent('console', (message) => /Loading chunk brand failed/.test(message.text()));

  await clickBrand(page);
  // The fresh page's template is missing too: it says so in the console, is not reloaded again,
  // and stays as the visitor reads it rather than give way to an error screen.
  await gaveUp;
  await expect(page.getByRole('heading', { level: 1, name: 'Antonio Carraro' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(documents).toEqual(['/our-brands/antonio-carraro/']);
  // Without the app its links are plain links: a full load each.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy\/$/);
  expect(documents).toEqual(['/our-brands/antonio-carraro/', '/privacy-policy/']);
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
