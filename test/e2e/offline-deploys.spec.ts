// A new deploy reaching the visitor through the offline worker (docs/offline.md): a new build
// hash served while a page is open, and a new worker that takes over on the next visit.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, hydrated } from './fixtures.test-helper.ts';
import { openWithWorker, siteDir, test } from './offline.test-helper.ts';

test.use({ serviceWorkers: 'allow' });
// Each test installs the worker (it stores the app's files) and some wait out the function's
// 3-second minimum fill time.
test.slow();

test('a deploy with a new build hash, served while a page is open, leads to one reload and the new version', async ({
  page,
  context,
  consoleWatch,
}) => {
  consoleWatch.allow(/Hash did not match/);
  const NEW_HASH = 'from-a-newer-build';
  // The new deploy, as the worker fetches it: the target's page data and its page carry the new
  // hash. context.route sees the worker's requests too.
  await context.route('**/assets/data/our-brands/antonio-carraro/index.json', async (route) => {
    try {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), hash: NEW_HASH } });
    } catch {
      // A prefetch still in flight when the page went: nobody waits for it.
    }
  });
  await context.route('**/our-brands/antonio-carraro/', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /<meta name="build-hash" content="[^"]*">/,
      `<meta name="build-hash" content="${NEW_HASH}">`,
    );
    await route.fulfill({ response, body: html });
  });
  await openWithWorker(page, '/our-brands/');
  await page.evaluate(() => {
    (window as unknown as { oldDocument: boolean }).oldDocument = true;
  });
  const documents: string[] = [];
  page.on('response', (response) => {
    if (response.request().isNavigationRequest() && response.request().frame() === page.mainFrame()) {
      documents.push(
        `${new URL(response.url()).pathname} ${response.fromServiceWorker() ? 'worker' : 'network'}`,
      );
    }
  });

  await page
    .getByRole('main')
    .getByRole('link', { name: /View Range.*Antonio Carraro/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Antonio Carraro' })).toBeVisible();
  await hydrated(page);
  expect(await page.evaluate(() => 'oldDocument' in window)).toBe(false);
  await expect(page.locator('meta[name="build-hash"]')).toHaveAttribute('content', NEW_HASH);
  // One full load, answered through the worker, which still controls the new page.
  expect(documents).toEqual(['/our-brands/antonio-carraro/ worker']);
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  // Once the new page has nothing left to load, still one load: no second reload.
  await page.waitForLoadState('networkidle');
  expect(documents).toHaveLength(1);
});

test('a deploy’s new worker takes over on the next visit, with no prompt and no reload', async ({
  page,
  context,
}) => {
  await openWithWorker(page, '/our-brands/');
  expect(context.serviceWorkers()).toHaveLength(1);

  // The next deploy's worker, on the server itself: the browser fetches /sw.js for its update
  // check on a navigation, a request no route can see. Same script, one line more.
  const file = join(siteDir(), 'sw.js');
  const script = await readFile(file, 'utf8');
  try {
    await writeFile(file, `self.nextDeploy = true;\n${script}`);
    const next = context.waitForEvent('serviceworker', { timeout: 20_000 });
    await page.goto('/product/burro-grande/');
    await hydrated(page);
    const worker = await next;
    await expect
      .poll(() =>
        worker.evaluate(() => (self as unknown as { serviceWorker: ServiceWorker }).serviceWorker.state),
      )
      .toBe('activated');
    expect(await worker.evaluate(() => (self as unknown as { nextDeploy?: boolean }).nextDeploy)).toBe(true);
  } finally {
    await writeFile(file, script);
  }
  // It controls the open page at once, which carries on without a reload.
  await page.evaluate(() => {
    (window as unknown as { stillHere: boolean }).stillHere = true;
  });
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return registration?.active === navigator.serviceWorker.controller && registration?.waiting === null;
      }),
    )
    .toBe(true);
  await page.getByRole('link', { name: 'Our Brands', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Our Brands' })).toBeVisible();
  expect(await page.evaluate(() => 'stillHere' in window)).toBe(true);
});
