// The site without a signal (docs/offline.md), with the offline worker in place: pages seen before
// and their links, the offline page for the rest, search, enquiries kept on the device and sent
// once when the signal returns, and a new deploy reaching an open page through the worker.
// Every other spec blocks the worker (playwright.config.ts); this one allows it.
import { randomUUID } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import config from '../../playwright.config.ts';
import { test as base, type ConsoleWatch, expect, hydrated } from './fixtures.test-helper.ts';
import { mailsWith, outboxDir } from './outbox.test-helper.ts';

const test = base.extend<{
  /** The visitor has seen the pages at `seen` (the first installs the worker), then loses the signal. */
  goOffline: (seen: [string, ...string[]]) => Promise<void>;
}>({
  goOffline: async ({ page, context, consoleWatch }, use) => {
    await use(async ([first, ...more]) => {
      allowOfflineNoise(consoleWatch);
      await openWithWorker(page, first);
      for (const path of more) {
        await page.goto(path);
        await hydrated(page);
      }
      await context.setOffline(true);
    });
  },
});

test.use({ serviceWorkers: 'allow' });
// Each test installs the worker (it stores the app's files) and some wait out the function's
// 3-second minimum fill time.
test.slow();

const QUEUED =
  "You're offline. Your enquiry is saved on this device and will be sent when the signal returns.";
const THANKS = 'Thank you! We will be in touch soon.';
const SENT_LATER = 'Your saved enquiry has been sent. Thank you! We will be in touch soon.';
/** The browser database the outbox keeps enquiries in (OUTBOX_NAME in src/features/contact-form/outbox.ts). */
const OUTBOX_DATABASE = 'enquiry-outbox';
const FUNCTION_PATH = '/.netlify/functions/contact-form';

/** The folder the server under test serves (its OUT_DIR). */
function siteDir(): string {
  const server = Array.isArray(config.webServer) ? config.webServer[0] : config.webServer;
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
  return resolve(server?.cwd ?? root, server?.env?.OUT_DIR ?? 'dist');
}

/** What Chromium reports for requests that find no network: expected here, and only here. */
function allowOfflineNoise(consoleWatch: ConsoleWatch) {
  consoleWatch.allow(/net::ERR_INTERNET_DISCONNECTED|Failed to load resource|FetchEvent|Failed to fetch/);
}

/** Opens `path`, and waits for the app and for the offline worker to control the page. */
async function openWithWorker(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // The page the worker was installed from is handed to it to keep (src/app/offline.ts).
  await expect
    .poll(() => page.evaluate(async () => Boolean(await caches.match(location.href))), { timeout: 10_000 })
    .toBe(true);
}

function enquiryForm(page: Page): Locator {
  return page.locator('form').filter({ has: page.locator('textarea[name="Message"]') });
}

async function fillEnquiry(form: Locator, token: string) {
  await form.getByLabel('First name', { exact: true }).fill('Ann');
  await form.getByLabel('Last name', { exact: true }).fill('Grower');
  await form.getByLabel('Company name', { exact: true }).fill('Orchard Farms Ltd');
  await form.getByLabel('Email', { exact: true }).fill('ann@orchard.example');
  await form.getByLabel('Message', { exact: true }).fill(`Sent from the orchard. Ref ${token}`);
}

/**
 * Whether the page's outbox still holds an enquiry with `token` waiting to go: while one does, a
 * sender (this page, another tab, the worker's Background Sync) may still post it.
 */
function waitingInOutbox(page: Page, token: string): Promise<boolean> {
  return page.evaluate(
    ({ token, database }) =>
      new Promise<boolean>((resolve, reject) => {
        const open = indexedDB.open(database);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('enquiries')) {
            db.close();
            resolve(false);
            return;
          }
          const all = db.transaction('enquiries').objectStore('enquiries').getAll();
          all.onerror = () => reject(all.error);
          all.onsuccess = () => {
            db.close();
            const entries = all.result as { status: string; body: unknown }[];
            resolve(entries.some((e) => e.status === 'waiting' && JSON.stringify(e.body).includes(token)));
          };
        };
      }),
    { token, database: OUTBOX_DATABASE },
  );
}

/** The enquiry mails holding `token`, once there are `count` of them and nothing is left to send. */
async function expectMails(page: Page, token: string, count: number): Promise<string[]> {
  await expect
    .poll(async () => (await mailsWith(token)).length, {
      message: `${count} .eml in ${outboxDir()} holding ${token}`,
      timeout: 15_000,
    })
    .toBe(count);
  // No sender has it left to post: a second mail could only come from one that still had.
  await expect.poll(() => waitingInOutbox(page, token), { timeout: 15_000 }).toBe(false);
  const mails = await mailsWith(token);
  expect(mails).toHaveLength(count);
  return mails;
}

/** The idempotency keys of the enquiries POSTed, from any page or the worker of the context. */
function enquiryKeys(context: BrowserContext, bodies: string[] = []): string[] {
  const keys: string[] = [];
  context.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === FUNCTION_PATH) {
      const key = request.headers()['idempotency-key'];
      if (key) keys.push(key);
      bodies.push(request.postData() ?? '');
    }
  });
  return keys;
}

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

test('an enquiry sent offline is kept, and reaches the mail once when the signal returns', async ({
  page,
  context,
  consoleWatch,
  request,
}) => {
  allowOfflineNoise(consoleWatch);
  const bodies: string[] = [];
  const keys = enquiryKeys(context, bodies);
  await openWithWorker(page, '/contact-us/');
  const form = enquiryForm(page);
  const token = randomUUID();

  await context.setOffline(true);
  await fillEnquiry(form, token);
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(form.getByRole('status')).toHaveText(QUEUED, { timeout: 10_000 });
  await expect(form.getByLabel('Message', { exact: true })).toHaveValue('');
  // Kept on the device, and it stays said: the kept enquiry has not gone yet.
  await expect.poll(() => waitingInOutbox(page, token), { timeout: 10_000 }).toBe(true);
  await expect(form.getByRole('status')).toHaveText(QUEUED);
  expect(await mailsWith(token)).toHaveLength(0);

  await context.setOffline(false);
  await expect(form.getByRole('status')).toHaveText(THANKS, { timeout: 15_000 });
  await expect(page.getByText(SENT_LATER)).toBeVisible();
  const [mail] = await expectMails(page, token, 1);
  expect(mail).toContain('Name: Ann Grower');

  // The same enquiry once more, as a retry after a lost answer would send it (its key and its very
  // body: the key is bound to it): answered as sent, and no second mail.
  const key = keys[0];
  expect(key).toMatch(/^[\w-]{16,}$/);
  expect(new Set(keys)).toEqual(new Set([key]));
  const again = await request.post(FUNCTION_PATH, {
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key ?? '' },
    data: bodies.at(-1) ?? '',
  });
  expect(again.status()).toBe(200);
  expect(await again.json()).toEqual({ ok: true });
  await expectMails(page, token, 1);
});

test('an enquiry kept offline goes once the signal returns, after the page was closed and opened again', async ({
  page,
  context,
  consoleWatch,
}) => {
  allowOfflineNoise(consoleWatch);
  await openWithWorker(page, '/product/burro-grande/');
  await page.getByRole('button', { name: 'Add to enquiry basket' }).click();
  await page.goto('/enquiry-basket/');
  await hydrated(page);
  await expect(page.getByRole('link', { name: 'Burro Grande' }).first()).toBeVisible();

  await context.setOffline(true);
  const token = randomUUID();
  const form = enquiryForm(page);
  await fillEnquiry(form, token);
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: QUEUED })).toBeVisible({
    timeout: 10_000,
  });
  await page.close();

  // Still no signal: the site opens from the cache and says the enquiry waits.
  const again = await context.newPage();
  again.on('console', (message) => {
    if (
      message.type() === 'error' &&
      !/ERR_INTERNET_DISCONNECTED|Failed to load resource|Failed to fetch/.test(message.text())
    ) {
      throw new Error(`console error: ${message.text()}`);
    }
  });
  await again.goto('/product/burro-grande/');
  await hydrated(again);
  await expect(
    again.getByText('An enquiry is saved on this device and will be sent when the signal returns.'),
  ).toBeVisible({ timeout: 10_000 });
  expect(await mailsWith(token)).toHaveLength(0);

  await context.setOffline(false);
  await expect(again.getByText(SENT_LATER)).toBeVisible({ timeout: 15_000 });
  const [mail] = await expectMails(again, token, 1);
  expect(mail).toMatch(/- Burro Grande\r?\n( {2}.+\r?\n)* {2}Quantity: 1\r?\n/);
  await again.getByRole('button', { name: 'Close' }).click();
  await expect(again.getByText(SENT_LATER)).toHaveCount(0);
});

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
