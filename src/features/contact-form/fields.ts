// The contact form's values and what happens to them (SPEC §3 "Contact form", §5). The field
// names and limits are the enquiry's own, from src/content/enquiry-contract.ts.
import {
  ENQUIRY_MAX_LENGTH,
  ENQUIRY_TEXT_FIELDS,
  type EnquiryTextField,
  NEWSLETTER_DEFAULT,
  NEWSLETTER_VALUES,
  type Newsletter,
} from '../../content/enquiry-contract.ts';

/** Every value the visitor types or chooses. */
export type ContactValues = Record<EnquiryTextField, string> & { Newsletter: Newsletter };

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

export function isNewsletter(value: unknown): value is Newsletter {
  return (NEWSLETTER_VALUES as readonly unknown[]).includes(value);
}

/** A value cut to its field's limit: pre-filled and restored text obeys the same limit as typed. */
export function clampValue(field: EnquiryTextField, value: string): string {
  return value.slice(0, ENQUIRY_MAX_LENGTH[field]);
}

/**
 * The text fields a page address pre-fills (SPEC §5), e.g. `?Message=I%27d+like+a+quote&FirstName=Ann`.
 * Only the form's own text field names count; a repeated name takes its first value; anything
 * else is ignored: the spam traps, and `Newsletter`, because consent to marketing must be the
 * visitor's own act, never a link's.
 */
export function prefillFromSearch(search: string): Partial<Record<EnquiryTextField, string>> {
  const params = new URLSearchParams(search);
  const values: Partial<Record<EnquiryTextField, string>> = {};
  for (const field of ENQUIRY_TEXT_FIELDS) {
    const value = params.get(field);
    if (value !== null && value.trim() !== '') values[field] = clampValue(field, value);
  }
  return values;
}

/** `values` with its empty text fields filled from `fill`: text already there is never replaced. */
export function fillEmpty(
  values: ContactValues,
  fill: Partial<Record<EnquiryTextField, string>>,
): ContactValues {
  let next = values;
  for (const field of ENQUIRY_TEXT_FIELDS) {
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
  for (const field of ENQUIRY_TEXT_FIELDS) if (current[field] === sent[field]) next[field] = '';
  if (current.Newsletter === sent.Newsletter) next.Newsletter = NEWSLETTER_DEFAULT;
  return next;
}

/** True when the visitor has given nothing yet: no draft is worth keeping. */
export function isBlank(values: ContactValues): boolean {
  return (
    ENQUIRY_TEXT_FIELDS.every((field) => values[field].trim() === '') &&
    values.Newsletter === NEWSLETTER_DEFAULT
  );
}
