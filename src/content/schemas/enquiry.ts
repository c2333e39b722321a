// The enquiry the contact form sends (SPEC §3 "Contact form", §5, §7) and the answers it gets.
// The function validates with these schemas; browser code may import only the types
// (`import type`), so zod never reaches the client bundle (DESIGN.md decision 9).
import { z } from 'zod';
import { MESSAGE_MAX_LENGTH } from '../../app/constants.ts';

/** Longest first name, last name or company name accepted. */
export const ENQUIRY_NAME_MAX_LENGTH = 100;
/** The longest address a mail path can carry (RFC 5321 forward-path limit). */
export const ENQUIRY_EMAIL_MAX_LENGTH = 254;
export const ENQUIRY_PHONE_MAX_LENGTH = 30;
export const ENQUIRY_POSTCODE_MAX_LENGTH = 12;
/** Basket lines one enquiry may list, and the quantity range of each. */
export const ENQUIRY_ITEMS_MAX = 50;
export const ENQUIRY_QUANTITY_MIN = 1;
export const ENQUIRY_QUANTITY_MAX = 999;
export const ENQUIRY_ITEM_TEXT_MAX_LENGTH = 200;

/** Spam traps the form sends beside the fields: a hidden input that people leave empty, and
 * how long (ms, by the browser's own clock) the form had been shown when it was sent. */
export const ENQUIRY_HONEYPOT_FIELD = 'website';
export const ENQUIRY_FILL_TIME_FIELD = 'fillMs';
/** A person needs longer than this to fill the form in. */
export const ENQUIRY_MIN_FILL_MS = 3000;

// C0 and C1 controls, DEL, and the Unicode line and paragraph separators: any of them could end a
// mail header line early, or start a new line in a mail client's display.
const LINE_BREAKING = /[\p{Cc}\u2028\u2029]+/gu;
const MESSAGE_LINE_BREAK = /\r\n|[\r\u2028\u2029]/g;
const MESSAGE_CONTROL = /[^\P{Cc}\n]/gu;

/** A value that may reach a mail header: every control character becomes a space. */
export function toHeaderSafe(value: string): string {
  return value.replace(LINE_BREAKING, ' ').trim();
}

/** The message body keeps its line breaks (as LF) and drops every other control character. */
export function toMessageSafe(value: string): string {
  return value.replace(MESSAGE_LINE_BREAK, '\n').replace(MESSAGE_CONTROL, '').trim();
}

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `Please enter your ${label}.` })
    .overwrite(toHeaderSafe)
    .min(1, `Please enter your ${label}.`)
    .max(max, `Please keep your ${label} to ${max} characters or fewer.`);

/** Optional fields: absent, null and blank all mean "not given". */
const optionalText = (label: string, max: number, pattern: RegExp) =>
  z
    .string({ error: `Please enter a valid ${label}, or leave it blank.` })
    .overwrite(toHeaderSafe)
    .max(max, `Please keep your ${label} to ${max} characters or fewer.`)
    .regex(pattern, `Please enter a valid ${label}, or leave it blank.`)
    .nullish()
    .transform((value) => (value ? value : undefined));

const EMAIL_MESSAGE = 'Please enter a valid email address.';

export const enquiryItemSchema = z.object({
  id: z.string().overwrite(toHeaderSafe).min(1).max(ENQUIRY_ITEM_TEXT_MAX_LENGTH),
  title: z.string().overwrite(toHeaderSafe).max(ENQUIRY_ITEM_TEXT_MAX_LENGTH).default(''),
  quantity: z.number().int().min(ENQUIRY_QUANTITY_MIN).max(ENQUIRY_QUANTITY_MAX),
});

/** The enquiry itself; keys it does not name are dropped. */
export const enquirySchema = z.object({
  Newsletter: z
    .enum(['Yes', 'No'], { error: 'Please choose whether you would like the newsletter.' })
    .nullish()
    .transform((value) => value ?? 'No'),
  FirstName: requiredText('first name', ENQUIRY_NAME_MAX_LENGTH),
  LastName: requiredText('last name', ENQUIRY_NAME_MAX_LENGTH),
  CompanyName: requiredText('company name', ENQUIRY_NAME_MAX_LENGTH),
  CompanyEmail: z
    .string({ error: 'Please enter your email address.' })
    // Control characters are removed, not replaced: a space would only hide an injection attempt.
    .overwrite((value) => value.replace(LINE_BREAKING, '').trim())
    .min(1, 'Please enter your email address.')
    .max(ENQUIRY_EMAIL_MAX_LENGTH, EMAIL_MESSAGE)
    // The browser's own rule for `<input type="email">`, so the two never disagree.
    .regex(z.regexes.html5Email, EMAIL_MESSAGE),
  PhoneNumber: optionalText('phone number', ENQUIRY_PHONE_MAX_LENGTH, /^(?:[\d +().-]*\d[\d +().-]*)?$/),
  Postcode: optionalText('postcode', ENQUIRY_POSTCODE_MAX_LENGTH, /^[\p{L}\p{N} ]*$/u),
  Message: z
    .string({ error: 'Please enter a message.' })
    .overwrite(toMessageSafe)
    .min(1, 'Please enter a message.')
    .max(MESSAGE_MAX_LENGTH, `Please keep your message to ${MESSAGE_MAX_LENGTH} characters or fewer.`),
  items: z
    .array(enquiryItemSchema, { error: 'The basket could not be read. Please check it and try again.' })
    .max(ENQUIRY_ITEMS_MAX, `An enquiry can list at most ${ENQUIRY_ITEMS_MAX} basket items.`)
    .nullish()
    .transform((value) => value ?? []),
});

export type EnquiryItem = z.infer<typeof enquiryItemSchema>;
/** A validated, cleaned enquiry. */
export type Enquiry = z.infer<typeof enquirySchema>;
/** One field of the form, as named in the request body and in a 422 answer. */
export type EnquiryField = keyof z.input<typeof enquirySchema>;

/** The JSON body the form posts. */
export type EnquiryRequest = z.input<typeof enquirySchema> & {
  /** Honeypot: left empty by people. */
  website?: string;
  /** How long the form had been shown when it was sent, in ms. */
  fillMs?: number;
};

/** Every answer of the contact-form function is one of these. */
export type EnquiryResponse =
  | { ok: true }
  | { error: string; fields?: Partial<Record<EnquiryField, string>> };
