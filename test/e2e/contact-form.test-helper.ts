// The contact form as the end-to-end specs drive it: its pages, its fields by label, a visitor,
// the function's answer faked, and the outbox's mails read back.
import type { Locator, Page } from '@playwright/test';
import { expect, hydrated } from './fixtures.test-helper.ts';
import { mailsWith, outboxDir } from './outbox.test-helper.ts';

export const CONTACT = '/contact-us/';
export const BASKET = '/enquiry-basket/';
// Two products whose pages fetch nothing from outside the site (no video stills).
export const PRODUCTS = ['/product/burro-grande/', '/product/cep-harvester-8-electric-platform/'];
export const FUNCTION_PATH = '**/.netlify/functions/contact-form';
export const THANKS = 'Thank you! We will be in touch soon.';

/** The text of the enquiry whose message carries `token`, once the function has written it. */
export async function mailWith(token: string): Promise<string> {
  let found = '';
  await expect
    .poll(
      async () => {
        found = (await mailsWith(token))[0] ?? '';
        return found !== '';
      },
      { message: `an .eml in ${outboxDir()} holding ${token}`, timeout: 10_000 },
    )
    .toBe(true);
  return found;
}

/** The third-party map never leaves the machine under test. */
export async function fakeMap(page: Page) {
  await page.route('https://www.openstreetmap.org/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Map</title><p>Map</p>' }),
  );
}

export async function open(page: Page, path: string) {
  await fakeMap(page);
  await page.goto(path);
  await hydrated(page);
}

export function enquiryForm(page: Page): Locator {
  return page.locator('form').filter({ has: page.locator('textarea[name="Message"]') });
}

export function field(form: Locator, label: string): Locator {
  return form.getByLabel(label, { exact: true });
}

export interface Visitor {
  first: string;
  last: string;
  company: string;
  email: string;
  phone: string;
  postcode: string;
  message: string;
}

export function visitor(token: string): Visitor {
  return {
    first: 'Ann',
    last: 'Grower',
    company: 'Orchard Farms Ltd',
    email: 'ann@orchard.example',
    phone: '01622 000000',
    postcode: 'TN12 9AH',
    message: `A quote for a sprayer, please. Ref ${token}`,
  };
}

export async function fill(form: Locator, who: Visitor) {
  await field(form, 'First name').fill(who.first);
  await field(form, 'Last name').fill(who.last);
  await field(form, 'Company name').fill(who.company);
  await field(form, 'Email').fill(who.email);
  await field(form, 'Phone number (optional)').fill(who.phone);
  await field(form, 'Postcode (optional)').fill(who.postcode);
  await field(form, 'Message').fill(who.message);
}

/** Opens `path`, fills its enquiry form as `who` and sends it: the form, to read the outcome in. */
export async function sendEnquiry(page: Page, path: string, who: Visitor): Promise<Locator> {
  await open(page, path);
  const form = enquiryForm(page);
  await fill(form, who);
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  return form;
}

/** An enquiry as the device's outbox keeps it (the browser database of src/features/contact-form/outbox.ts). */
export interface KeptEnquiry {
  key: string;
  status: string;
  body: { Message: string; CompanyEmail: string };
}

/** The enquiries the page's outbox holds, read from its database. */
export function keptEnquiries(page: Page): Promise<KeptEnquiry[]> {
  return page.evaluate(
    () =>
      new Promise<KeptEnquiry[]>((resolve, reject) => {
        const open = indexedDB.open('enquiry-outbox');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('enquiries').objectStore('enquiries').getAll();
          read.onsuccess = () => resolve(read.result);
          read.onerror = () => reject(read.error);
        };
      }),
  );
}

export async function expectValues(form: Locator, who: Visitor) {
  await expect(field(form, 'First name')).toHaveValue(who.first);
  await expect(field(form, 'Last name')).toHaveValue(who.last);
  await expect(field(form, 'Company name')).toHaveValue(who.company);
  await expect(field(form, 'Email')).toHaveValue(who.email);
  await expect(field(form, 'Phone number (optional)')).toHaveValue(who.phone);
  await expect(field(form, 'Postcode (optional)')).toHaveValue(who.postcode);
  await expect(field(form, 'Message')).toHaveValue(who.message);
}

/** The function's answer, faked: for the failures a real function would rarely give on demand. */
export async function answerWith(page: Page, status: number, body: unknown) {
  await page.route(FUNCTION_PATH, (route) =>
    route.fulfill({ status, contentType: 'application/json; charset=utf-8', body: JSON.stringify(body) }),
  );
}
