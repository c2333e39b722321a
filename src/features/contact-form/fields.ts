// The contact form's fields (SPEC §3 "Contact form", §5) and their limits. Ships to the browser:
// the limits mirror src/content/schemas/enquiry.ts, which imports zod and so may be imported here
// only for its types; fields.test.ts fails if the two drift apart.
import { MESSAGE_MAX_LENGTH } from '../../app/constants.ts';
import type { EnquiryField } from '../../content/schemas/enquiry.ts';

/** The text fields, named exactly as the request body and a 422 answer name them. */
export const TEXT_FIELDS = [
  'FirstName',
  'LastName',
  'CompanyName',
  'CompanyEmail',
  'PhoneNumber',
  'Postcode',
  'Message',
] as const satisfies readonly EnquiryField[];
export type TextField = (typeof TEXT_FIELDS)[number];

export type Newsletter = 'Yes' | 'No';
/** SPEC §3: "Newsletter (Yes or No, default No)". */
export const NEWSLETTER_DEFAULT: Newsletter = 'No';

/** Every value the visitor types or chooses. */
export type ContactValues = Record<TextField, string> & { Newsletter: Newsletter };
export type ContactField = keyof ContactValues;

export const EMPTY_VALUES: Readonly<ContactValues> = Object.freeze({
  FirstName: '',
  LastName: '',
  CompanyName: '',
  CompanyEmail: '',
  PhoneNumber: '',
  Postcode: '',
  Message: '',
  Newsletter: NEWSLETTER_DEFAULT,
});

/**
 * The longest value the function accepts per field, as the inputs' `maxLength`: the browser stops
 * the typing, so a long name never comes back as a 422.
 */
export const FIELD_MAX_LENGTH: Readonly<Record<TextField, number>> = Object.freeze({
  FirstName: 100,
  LastName: 100,
  CompanyName: 100,
  CompanyEmail: 254,
  PhoneNumber: 30,
  Postcode: 12,
  Message: MESSAGE_MAX_LENGTH,
});

/** Basket lines one enquiry may list (the function answers 422 beyond it). */
export const ENQUIRY_ITEMS_MAX = 50;

/** The function drops an enquiry sent sooner than this after the form was shown, as a robot's. */
export const MIN_FILL_MS = 3000;

export const HONEYPOT_FIELD = 'website';

export function isTextField(name: string): name is TextField {
  return (TEXT_FIELDS as readonly string[]).includes(name);
}

export function isNewsletter(value: unknown): value is Newsletter {
  return value === 'Yes' || value === 'No';
}

/** A value cut to its field's limit: pre-filled and restored text obeys the same limit as typed. */
export function clampValue(field: TextField, value: string): string {
  return value.slice(0, FIELD_MAX_LENGTH[field]);
}

/**
 * The text fields a page address pre-fills (SPEC §5), e.g. `?Message=I%27d+like+a+quote&FirstName=Ann`.
 * Only the form's own text field names count; a repeated name takes its first value; anything
 * else is ignored: the spam traps, and `Newsletter`, because consent to marketing must be the
 * visitor's own act, never a link's.
 */
export function prefillFromSearch(search: string): Partial<Record<TextField, string>> {
  const params = new URLSearchParams(search);
  const values: Partial<Record<TextField, string>> = {};
  for (const field of TEXT_FIELDS) {
    const value = params.get(field);
    if (value !== null && value.trim() !== '') values[field] = clampValue(field, value);
  }
  return values;
}

/** `values` with its empty text fields filled from `fill`: text already there is never replaced. */
export function fillEmpty(values: ContactValues, fill: Partial<Record<TextField, string>>): ContactValues {
  let next = values;
  for (const field of TEXT_FIELDS) {
    const value = fill[field];
    if (value && next[field] === '') next = { ...next, [field]: value };
  }
  return next;
}

/**
 * The form after `sent` went through: each field still holding what was sent is cleared, while
 * anything typed during the send stays.
 */
export function clearSent(current: ContactValues, sent: ContactValues): ContactValues {
  const next = { ...current };
  for (const field of TEXT_FIELDS) if (current[field] === sent[field]) next[field] = '';
  if (current.Newsletter === sent.Newsletter) next.Newsletter = NEWSLETTER_DEFAULT;
  return next;
}

/** True when the visitor has given nothing yet: no draft is worth keeping. */
export function isBlank(values: ContactValues): boolean {
  return (
    TEXT_FIELDS.every((field) => values[field].trim() === '') && values.Newsletter === NEWSLETTER_DEFAULT
  );
}
