// Enquiries without a signal (docs/offline.md): kept on the device, and sent once when the signal
// returns, from the open page or after the page was closed and opened again.
import { randomUUID } from 'node:crypto';
import { enquiryForm, THANKS } from './contact-form.test-helper.ts';
import { expect, hydrated } from './fixtures.test-helper.ts';
import {
  allowOfflineNoise,
  enquiryKeys,
  expectMails,
  FUNCTION_PATH,
  fillEnquiry,
  openWithWorker,
  QUEUED,
  SENT_LATER,
  test,
  waitingInOutbox,
} from './offline.test-helper.ts';
import { mailsWith } from './outbox.test-helper.ts';

test.use({ serviceWorkers: 'allow' });
// Each test installs the worker (it stores the app's files) and some wait out the function's
// 3-second minimum fill time.
test.slow();

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
