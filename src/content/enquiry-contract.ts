// The enquiry's contract (SPEC §3 "Contact form", §5, §7; docs/enquiries.md "Request"): every field
// name the request body and a 422 answer use, and every limit the function holds an enquiry to.
// The function's schema (schemas/enquiry.ts), the form and its sender all read them here. Ships to
// the browser: plain values only, never zod (DESIGN.md decision 9).

/** The text fields, named exactly as the request body and a 422 answer name them. */
export const ENQUIRY_TEXT_FIELDS = [
  'FirstName',
  'LastName',
  'CompanyName',
  'CompanyEmail',
  'PhoneNumber',
  'Postcode',
  'Message',
] as const;
export type EnquiryTextField = (typeof ENQUIRY_TEXT_FIELDS)[number];

export const ENQUIRY_NEWSLETTER_FIELD = 'Newsletter';
/** SPEC §3: "Newsletter (Yes or No, default No)". */
export const NEWSLETTER_VALUES = ['Yes', 'No'] as const;
export type Newsletter = (typeof NEWSLETTER_VALUES)[number];
export const NEWSLETTER_DEFAULT: Newsletter = 'No';

/** The basket lines, each `{ id, title, quantity }`. */
export const ENQUIRY_ITEMS_FIELD = 'items';

/** Every field the function checks, so every field a 422 answer may name. */
export const ENQUIRY_FIELDS = [
  ENQUIRY_NEWSLETTER_FIELD,
  ...ENQUIRY_TEXT_FIELDS,
  ENQUIRY_ITEMS_FIELD,
] as const;
export type EnquiryField = (typeof ENQUIRY_FIELDS)[number];

/** Longest first name, last name or company name accepted. */
const NAME_MAX_LENGTH = 100;

/**
 * The longest value the function accepts per text field. The form makes each its input's
 * `maxLength`: the browser stops the typing, so a long name never comes back as a 422.
 */
export const ENQUIRY_MAX_LENGTH: Readonly<Record<EnquiryTextField, number>> = Object.freeze({
  FirstName: NAME_MAX_LENGTH,
  LastName: NAME_MAX_LENGTH,
  CompanyName: NAME_MAX_LENGTH,
  /** The longest address a mail path can carry (RFC 5321 forward-path limit). */
  CompanyEmail: 254,
  PhoneNumber: 30,
  Postcode: 12,
  /** SPEC §9: "Message maximum 255 characters." */
  Message: 255,
});

/** Spam traps the form sends beside the fields: a hidden input that people leave empty, and
 * how long (ms, by the browser's own clock) the form had been shown when it was sent. */
export const ENQUIRY_HONEYPOT_FIELD = 'website';
export const ENQUIRY_FILL_TIME_FIELD = 'fillMs';
/** A person needs longer than this to fill the form in: the function drops an enquiry sent
 * sooner, as a robot's. */
export const ENQUIRY_MIN_FILL_MS = 3000;
