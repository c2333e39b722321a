// The contact form (SPEC §2 "Contact form", §3, §4, §5, §8; docs/enquiries.md "The form"), driven
// as a visitor would. Two enquiries really go through the function to the outbox (the function
// takes 5 per address in 10 minutes, and every test here comes from 127.0.0.1); the failures are
// the function's own answers, faked with page.route.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { axeViolations, formatViolations } from '../../scripts/quality/site-checks/axe.ts';
import {
  answerWith,
  BASKET,
  CONTACT,
  enquiryForm,
  expectValues,
  FUNCTION_PATH,
  field,
  fill,
  keptEnquiries,
  mailWith,
  open,
  PRODUCTS,
  sendEnquiry,
  THANKS,
  visitor,
} from './contact-form.test-helper.ts';
import { expect, hydrated, test } from './fixtures.test-helper.ts';
import { mailsWith } from './outbox.test-helper.ts';

// Every test waits out the function's 3-second minimum, and axe-core walks whole pages: both take
// seconds on a busy machine.
test.slow();

test('an enquiry sent from the contact page reaches the outbox, and the form thanks and clears', async ({
  page,
}) => {
  const token = randomUUID();
  const who = visitor(token);
  await open(page, CONTACT);
  const form = enquiryForm(page);
  await fill(form, who);
  await form.getByText('Yes please').click();
  await expect(field(form, 'Message')).toHaveAttribute('maxlength', '255');
  await expect(form.getByText(`${who.message.length} / 255`)).toBeVisible();

  // No wait before sending: the form itself holds a quick visitor back until the function's
  // 3-second minimum has passed, so the enquiry is not dropped as a robot's.
  const send = form.getByRole('button', { name: 'Send enquiry' });
  await send.click();
  await expect(form.getByRole('button', { name: 'Sending…' })).toBeDisabled();
  await expect(form.getByRole('button', { name: 'Sending…' })).toHaveAttribute('aria-busy', 'true');

  await expect(form.getByRole('status')).toHaveText(THANKS, { timeout: 10_000 });
  await expect(field(form, 'First name')).toHaveValue('');
  await expect(field(form, 'Message')).toHaveValue('');
  await expect(form.getByText('0 / 255')).toBeVisible();

  // Focused, so in view under the emptied form at any width, and read out.
  await expect(form.getByRole('status')).toBeFocused();
  await expect(form.getByRole('status')).toBeInViewport();

  const mail = await mailWith(token);
  expect(mail).toMatch(/^Subject: Website enquiry from Ann Grower, Orchard Farms Ltd$/m);
  expect(mail).toMatch(/^Reply-To: "?Ann Grower"? <ann@orchard\.example>$/m);
  expect(mail).toMatch(/^Message-ID: <enquiry-[\w-]+@example\.com>$/m);
  expect(mail).toMatch(/^Content-Type: text\/html/m);
  for (const line of [
    'Name: Ann Grower',
    'Company: Orchard Farms Ltd',
    'Email: ann@orchard.example',
    'Phone: 01622 000000',
    'Postcode: TN12 9AH',
    'Newsletter: Yes',
    who.message,
  ]) {
    expect(mail).toContain(line);
  }

  // SPEC §4: back to idle after 3 seconds.
  await expect(form.getByRole('status')).toHaveText('');
  await expect(send).toBeEnabled();
});

test('a refusal shows its sentence in red under the button, in view and focused, and every typed value stays', async ({
  page,
  consoleWatch,
}) => {
  consoleWatch.allow(/status of 413/);
  const tooLong = 'Your enquiry is too long. Please shorten your message and try again.';
  await answerWith(page, 413, { error: tooLong });
  const who = visitor(randomUUID());
  const form = await sendEnquiry(page, CONTACT, who);

  const alert = form.getByRole('alert');
  await expect(alert).toHaveText(tooLong, { timeout: 10_000 });
  await expect(alert).toBeFocused();
  await expect(alert).toBeInViewport();
  // Red, under the button.
  await expect(alert).toHaveCSS('color', 'rgb(227, 5, 19)');
  const button = await form.getByRole('button', { name: 'Send enquiry' }).boundingBox();
  const sentence = await alert.boundingBox();
  expect(sentence?.y).toBeGreaterThan((button?.y ?? 0) + (button?.height ?? 0));
  await expectValues(form, who);

  await expect(alert).toHaveText('');
  await expectValues(form, who);
});

test('a lost connection keeps the enquiry on the device, and says it will go when the signal returns', async ({
  page,
  consoleWatch,
}) => {
  consoleWatch.allow(/net::ERR_(FAILED|INTERNET_DISCONNECTED)/);
  await page.route(FUNCTION_PATH, (route) => route.abort('internetdisconnected'));
  const token = randomUUID();
  const who = visitor(token);
  const form = await sendEnquiry(page, CONTACT, who);
  await expect(form.getByRole('status')).toHaveText(
    "You're offline. Your enquiry is saved on this device and will be sent when the signal returns.",
    { timeout: 10_000 },
  );
  await expect(form.getByRole('alert')).toHaveText('');
  // Kept in the outbox (docs/offline.md), whole, with the key it will be sent under.
  const kept = await keptEnquiries(page);
  expect(kept).toHaveLength(1);
  expect(kept[0]).toMatchObject({
    status: 'waiting',
    body: { Message: who.message, CompanyEmail: who.email },
  });
  expect(kept[0]?.key).toMatch(/^[\w-]{16,}$/);
  expect(await mailsWith(token)).toHaveLength(0);
});

test('a typed enquiry survives a reload of the page', async ({ page }) => {
  await open(page, CONTACT);
  const who = visitor(randomUUID());
  await fill(enquiryForm(page), who);
  await page.reload();
  await hydrated(page);
  await expectValues(enquiryForm(page), who);
});

test('the address pre-fills fields by name after hydration, ignoring other names', async ({ page }) => {
  await open(
    page,
    `${CONTACT}?Message=I%27d+like+a+quote&FirstName=Ann&website=spam&Newsletter=Yes&colour=red`,
  );
  const form = enquiryForm(page);
  await expect(field(form, 'First name')).toHaveValue('Ann');
  await expect(field(form, 'Message')).toHaveValue("I'd like a quote");
  await expect(form.getByText('16 / 255')).toBeVisible();
  await expect(field(form, 'Last name')).toHaveValue('');
  await expect(form.locator('input[name="website"]')).toHaveValue('');
  await expect(form.getByLabel('No thanks')).toBeChecked();
});

test('the map joins the address link in the browser only, as a lazy frame', async ({ page, request }) => {
  const html = await (await request.get(CONTACT)).text();
  expect(html).not.toContain('<iframe');
  expect(html).toContain('https://www.openstreetmap.org/?mlat=');

  await open(page, CONTACT);
  const link = page.getByRole('link', { name: /Brookfield Farm/ });
  await expect(link).toHaveAttribute(
    'href',
    /^https:\/\/www\.openstreetmap\.org\/\?mlat=[\d.-]+&mlon=[\d.-]+#map=\d+\//,
  );
  const frame = page.locator('iframe[title^="Map: "]');
  await expect(frame).toHaveAttribute('loading', 'lazy');
  await expect(frame).toHaveAttribute(
    'src',
    /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=.+&marker=/,
  );
});

test('the basket page sends its items with the enquiry, then empties the basket', async ({ page }) => {
  const titles: string[] = [];
  for (const path of PRODUCTS) {
    await open(page, path);
    titles.push((await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '');
    await page.getByRole('button', { name: 'Add to enquiry basket' }).click();
    await expect(page.getByText('In your enquiry basket')).toBeVisible();
  }
  await open(page, BASKET);
  await page.getByRole('button', { name: `Increase quantity of ${titles[0]}` }).click();

  const token = randomUUID();
  const form = enquiryForm(page);
  await fill(form, visitor(token));
  await form.getByRole('button', { name: 'Send enquiry' }).click();

  // Seen in place of the form, and said once by the page's status region.
  await expect(page.getByText(THANKS).and(page.locator(':not([role="status"])'))).toBeVisible({
    timeout: 10_000,
  });
  await expect(page.getByRole('status').filter({ hasText: THANKS })).toHaveCount(1);
  await expect(page.getByText('Your enquiry basket is empty')).toBeVisible();
  await expect(enquiryForm(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Enquiry Basket' })).toBeFocused();

  // Header lines unfolded: a subject naming two machines is longer than one line.
  const mail = (await mailWith(token)).replace(/\r\n[ \t]+/g, ' ');
  expect(mail).toContain('Machines (2):');
  expect(mail).toMatch(/^Subject: Enquiry: .+ and .+ \(from Ann Grower, Orchard Farms Ltd\)$/m);
  for (const [index, quantity] of [
    [0, 2],
    [1, 1],
  ] as const) {
    const title = escapeRegExp(titles[index]);
    expect(mail).toMatch(new RegExp(`^- ${title}\\r?\n  Quantity: ${quantity}\\r?$`, 'm'));
    // An absolute link to the machine's page.
    expect(mail).toMatch(
      new RegExp(`^  Link: http://localhost:\\d+${escapeRegExp(PRODUCTS[index])}\\r?$`, 'm'),
    );
  }

  // The thank-you stays, and the page after a success passes the accessibility rules.
  expect(formatViolations(await axeViolations(page))).toEqual([]);
  await expect(page.getByText(THANKS).and(page.locator(':not([role="status"])'))).toBeVisible();
});

function escapeRegExp(text: string | undefined): string {
  return (text ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A still of the page as it is now, in a new tab at the same address with its scripts removed:
 * for checks of a state that lasts a few seconds (the thank-you), however long the check takes.
 */
async function still(page: Page): Promise<Page> {
  const html = (await page.content()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
  const copy = await page.context().newPage();
  const url = page.url();
  await copy.route(url, (route) => route.fulfill({ contentType: 'text/html', body: html }));
  await copy.goto(url);
  return copy;
}

test.describe('accessibility', () => {
  test('the idle form has no WCAG 2.2 AA violation', async ({ page }) => {
    await open(page, CONTACT);
    expect(formatViolations(await axeViolations(page))).toEqual([]);
  });

  test('the form with field messages from a 422 has none', async ({ page, consoleWatch }) => {
    consoleWatch.allow(/status of 422/);
    await answerWith(page, 422, {
      error: 'Please check the highlighted fields and try again.',
      fields: {
        CompanyEmail: 'Please enter a valid email address.',
        Postcode: 'Please enter a valid postcode, or leave it blank.',
      },
    });
    const form = await sendEnquiry(page, CONTACT, { ...visitor(randomUUID()), postcode: 'TN12 9AH!' });
    const email = field(form, 'Email');
    await expect(email).toHaveAttribute('aria-invalid', 'true', { timeout: 10_000 });
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address.');
    await expect(email).toBeFocused();
    await expect(field(form, 'Postcode (optional)')).toHaveAttribute('aria-invalid', 'true');
    expect(formatViolations(await axeViolations(page))).toEqual([]);
    // The sentence goes after 3 s; the field messages stay until their field is mended.
    await expect(form.getByRole('alert')).toHaveText('');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await email.fill('ann@orchard.example.com');
    await expect(email).not.toHaveAttribute('aria-invalid');
  });

  test('the form thanking the visitor has none', async ({ page }) => {
    await answerWith(page, 200, { ok: true });
    const form = await sendEnquiry(page, CONTACT, visitor(randomUUID()));
    await expect(form.getByRole('status')).toHaveText(THANKS, { timeout: 10_000 });
    const copy = await still(page);
    await expect(enquiryForm(copy).getByRole('status')).toHaveText(THANKS);
    expect(formatViolations(await axeViolations(copy))).toEqual([]);
    // The sentence goes after 3 s: back to idle.
    await expect(form.getByRole('status')).toHaveText('');
  });
});
