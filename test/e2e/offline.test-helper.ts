// What the offline specs (offline-*.spec.ts) share: a test that can take the signal away after
// the visitor has seen some pages, the worker's install, an enquiry form filled in, and the
// outbox and the mail folder read back. Those specs allow the offline worker (playwright.config.ts
// blocks it elsewhere): each says so with `test.use({ serviceWorkers: 'allow' })`.
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { THANKS } from './contact-form.test-helper.ts';
import { test as base, type ConsoleWatch, expect, hydrated } from './fixtures.test-helper.ts';
import { mailsWith, outboxDir, serverFolder } from './outbox.test-helper.ts';

export const test = base.extend<{
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

export const QUEUED =
  "You're offline. Your enquiry is saved on this device and will be sent when the signal returns.";
export const SENT_LATER = `Your saved enquiry has been sent. ${THANKS}`;
/** The browser database the outbox keeps enquiries in (OUTBOX_NAME in src/features/contact-form/outbox.ts). */
const OUTBOX_DATABASE = 'enquiry-outbox';
export const FUNCTION_PATH = '/.netlify/functions/contact-form';

/** The folder the server under test serves (its OUT_DIR). */
export function siteDir(): string {
  return serverFolder('OUT_DIR', 'dist');
}

/** What Chromium reports for requests that find no network: expected here, and only here. */
export function allowOfflineNoise(consoleWatch: ConsoleWatch) {
  consoleWatch.allow(/net::ERR_INTERNET_DISCONNECTED|Failed to load resource|FetchEvent|Failed to fetch/);
}

/** Opens `path`, and waits for the app and for the offline worker to control the page. */
export async function openWithWorker(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // The page the worker was installed from is handed to it to keep (src/app/offline.ts).
  await expect
    .poll(() => page.evaluate(async () => Boolean(await caches.match(location.href))), { timeout: 10_000 })
    .toBe(true);
}

export async function fillEnquiry(form: Locator, token: string) {
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
export function waitingInOutbox(page: Page, token: string): Promise<boolean> {
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
export async function expectMails(page: Page, token: string, count: number): Promise<string[]> {
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
export function enquiryKeys(context: BrowserContext, bodies: string[] = []): string[] {
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
