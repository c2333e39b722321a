// The enquiry the contact form sends (SPEC §3 "Contact form", §5, §7) and the answers it gets.
// The function validates with these schemas, built from the names and limits in
// ../enquiry-contract.ts; browser code may import only the types (`import type`), so zod never
// reaches the client bundle (DESIGN.md decision 9).
import { z } from 'zod';
import {
  ENQUIRY_FILL_TIME_FIELD,
  ENQUIRY_HONEYPOT_FIELD,
  ENQUIRY_MAX_LENGTH,
  type EnquiryField,
  NEWSLETTER_DEFAULT,
  NEWSLETTER_VALUES,
} from '../enquiry-contract.ts';
import {
  ENQUIRY_ITEM_TEXT_MAX_LENGTH,
  ENQUIRY_ITEMS_MAX,
  ENQUIRY_QUANTITY_MAX,
  ENQUIRY_QUANTITY_MIN,
} from '../enquiry-items.ts';

// C0 and C1 controls, DEL, and the Unicode line and paragraph separators: any of them could end a
// mail header line early, or start a new line in a mail client's display.
const LINE_BREAKING = /[\p{Cc}\u2028\u2029]+/gu;
const MESSAGE_LINE_BREAK = /\r\n|[\r\u2028\u2029]/g;
const MESSAGE_CONTROL = /[^\P{Cc}\n]/gu;

// The marks that turn the direction of text (U+061C, U+200E-F, U+202A-E, U+2066-9): in a subject or
// a sender's name they make one text display as another.
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
// `=?charset?B?…?=` is how a header carries encoded text (RFC 2047): typed into a name, the reader's
// mail program would decode it, line breaks included. A space after the `=` leaves it plain text.
const ENCODED_WORD_START = /=\?/g;

/**
 * A value that may reach a mail header: every control character becomes a space, direction marks
 * go, and nothing in it can read as an encoded word.
 */
export function toHeaderSafe(value: string): string {
  return value
    .replace(LINE_BREAKING, ' ')
    .replace(BIDI_CONTROLS, '')
    .replace(ENCODED_WORD_START, '= ?')
    .trim();
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

/** A short detail of a basket line (price, condition, stock number); blank means not known. */
const itemDetail = () =>
  z
    .string()
    .overwrite(toHeaderSafe)
    .max(ENQUIRY_ITEM_TEXT_MAX_LENGTH)
    .nullish()
    .transform((value) => value?.trim() || undefined);

export const enquiryItemSchema = z.object({
  id: z.string().overwrite(toHeaderSafe).min(1).max(ENQUIRY_ITEM_TEXT_MAX_LENGTH),
  title: z.string().overwrite(toHeaderSafe).max(ENQUIRY_ITEM_TEXT_MAX_LENGTH).default(''),
  quantity: z.number().int().min(ENQUIRY_QUANTITY_MIN).max(ENQUIRY_QUANTITY_MAX),
  // What the visitor's page showed of the machine, for the dealer's mail. The path is the
  // authority (the mail links to the page); it must be one of the site's product pages.
  path: z
    .string()
    .regex(/^\/product\/[a-z0-9][a-z0-9-]{0,150}\/$/)
    .nullish()
    .transform((value) => value ?? undefined),
  price: itemDetail(),
  condition: itemDetail(),
  stockNumber: itemDetail(),
});

/** The enquiry itself; keys it does not name are dropped. */
export const enquirySchema = z.object({
  Newsletter: z
    .enum(NEWSLETTER_VALUES, { error: 'Please choose whether you would like the newsletter.' })
    .nullish()
    .transform((value) => value ?? NEWSLETTER_DEFAULT),
  FirstName: requiredText('first name', ENQUIRY_MAX_LENGTH.FirstName),
  LastName: requiredText('last name', ENQUIRY_MAX_LENGTH.LastName),
  CompanyName: requiredText('company name', ENQUIRY_MAX_LENGTH.CompanyName),
  CompanyEmail: z
    .string({ error: 'Please enter your email address.' })
    // Control characters are removed, not replaced: a space would only hide an injection attempt.
    .overwrite((value) => value.replace(LINE_BREAKING, '').trim())
    .min(1, 'Please enter your email address.')
    .max(ENQUIRY_MAX_LENGTH.CompanyEmail, EMAIL_MESSAGE)
    // The browser's own rule for `<input type="email">`, so the two never disagree.
    .regex(z.regexes.html5Email, EMAIL_MESSAGE),
  PhoneNumber: optionalText(
    'phone number',
    ENQUIRY_MAX_LENGTH.PhoneNumber,
    /^(?:[\d +().-]*\d[\d +().-]*)?$/,
  ),
  Postcode: optionalText('postcode', ENQUIRY_MAX_LENGTH.Postcode, /^[\p{L}\p{N} ]*$/u),
  Message: z
    .string({ error: 'Please enter a message.' })
    .overwrite(toMessageSafe)
    .min(1, 'Please enter a message.')
    .max(
      ENQUIRY_MAX_LENGTH.Message,
      `Please keep your message to ${ENQUIRY_MAX_LENGTH.Message} characters or fewer.`,
    ),
  items: z
    .array(enquiryItemSchema, { error: 'The basket could not be read. Please check it and try again.' })
    .max(ENQUIRY_ITEMS_MAX, `An enquiry can list at most ${ENQUIRY_ITEMS_MAX} basket items.`)
    .nullish()
    .transform((value) => value ?? []),
  // The contract names every field: one missing here, or one it does not name, fails the type check.
} satisfies Record<EnquiryField, z.ZodType>);

export type EnquiryItem = z.infer<typeof enquiryItemSchema>;
/** A validated, cleaned enquiry. */
export type Enquiry = z.infer<typeof enquirySchema>;

/** The JSON body the form posts. */
export type EnquiryRequest = z.input<typeof enquirySchema> & {
  /** Honeypot: left empty by people. */
  [ENQUIRY_HONEYPOT_FIELD]?: string;
  /** How long the form had been shown when it was sent, in ms. */
  [ENQUIRY_FILL_TIME_FIELD]?: number;
};

/** Every answer of the contact-form function is one of these. */
export type EnquiryResponse =
  | { ok: true }
  | { error: string; fields?: Partial<Record<EnquiryField, string>> };
