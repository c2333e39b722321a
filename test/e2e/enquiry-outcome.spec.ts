// What a visitor sees once an enquiry has gone (issue: on a phone the thank-you sat below the fold
// under an emptied form): the outcome in view and focused at a phone's and a desktop's width, a
// server failure kept in the device's outbox, and the machine an enquiry is about shown above the
// fields. The function's answers are faked with page.route; nothing here reaches the outbox folder.
import { randomUUID } from 'node:crypto';
import {
  answerWith,
  CONTACT,
  enquiryForm,
  field,
  fill,
  keptEnquiries,
  open,
  PRODUCTS,
  sendEnquiry,
  THANKS,
  visitor,
} from './contact-form.test-helper.ts';
import { expect, hydrated, test } from './fixtures.test-helper.ts';

// Each test waits out the form's 3-second hold before it sends.
test.slow();

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`at ${viewport.width} px the thank-you is in view and focused after sending`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await answerWith(page, 200, { ok: true });
    const form = await sendEnquiry(page, CONTACT, visitor(randomUUID()));
    const status = form.getByRole('status');
    await expect(status).toHaveText(THANKS, { timeout: 10_000 });
    await expect(status).toBeFocused();
    await expect(status).toBeInViewport();
  });
}

test('a 503 keeps the enquiry in the device’s outbox, as when offline', async ({ page, consoleWatch }) => {
  consoleWatch.allow(/status of 503/);
  await answerWith(page, 503, {
    error: 'We could not send your enquiry just now. Please try again, or call us.',
  });
  const who = visitor(randomUUID());
  const form = await sendEnquiry(page, CONTACT, who);
  const status = form.getByRole('status');
  await expect(status).toHaveText(
    "You're offline. Your enquiry is saved on this device and will be sent when the signal returns.",
    { timeout: 10_000 },
  );
  await expect(status).toBeFocused();
  await expect(form.getByRole('alert')).toHaveText('');
  const kept = await keptEnquiries(page);
  expect(kept).toEqual([
    expect.objectContaining({ status: 'waiting', body: expect.objectContaining({ Message: who.message }) }),
  ]);
});

test('“Enquire about this machine” shows the machine above the fields and sends it as the enquiry’s line', async ({
  page,
}) => {
  await answerWith(page, 200, { ok: true });
  await open(page, PRODUCTS[0] ?? '');
  const title = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  await expect(page.getByText('add it to your enquiry basket to ask about several machines')).toBeVisible();
  await page.getByRole('link', { name: 'Enquire about this machine' }).click();
  await hydrated(page);
  const form = enquiryForm(page);
  const machine = form.getByText('Your enquiry is about');
  await expect(machine).toBeVisible();
  await expect(form.getByRole('link', { name: title })).toHaveAttribute('href', PRODUCTS[0] ?? '');
  // Above the fields.
  const summary = await machine.boundingBox();
  const first = await field(form, 'First name').boundingBox();
  expect(summary?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(first?.y ?? 0);
  // The SPEC §5 pre-fill stays.
  await expect(field(form, 'Message')).toHaveValue(`Please send me more information about the ${title}.`);

  const sent = page.waitForRequest((request) => request.url().includes('/.netlify/functions/contact-form'));
  await fill(form, { ...visitor(randomUUID()), message: `About the ${title}` });
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  const body = (await sent).postDataJSON() as { items: { title: string; path: string; quantity: number }[] };
  expect(body.items).toEqual([expect.objectContaining({ title, path: PRODUCTS[0], quantity: 1 })]);
});
