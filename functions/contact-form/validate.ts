// Turns a parsed JSON body into a clean enquiry, or into one message per field for the form.
import {
  ENQUIRY_FIELDS,
  ENQUIRY_ITEMS_FIELD,
  type EnquiryField,
} from '../../src/content/enquiry-contract.ts';
import {
  ENQUIRY_ITEMS_MAX,
  ENQUIRY_QUANTITY_MAX,
  ENQUIRY_QUANTITY_MIN,
} from '../../src/content/enquiry-items.ts';
import { type Enquiry, enquirySchema } from '../../src/content/schemas/enquiry.ts';

export type ValidationResult =
  | { ok: true; enquiry: Enquiry }
  | { ok: false; fields: Partial<Record<EnquiryField, string>> };

const ITEM_MESSAGE = `Each basket item needs a product and a quantity from ${ENQUIRY_QUANTITY_MIN} to ${ENQUIRY_QUANTITY_MAX}; at most ${ENQUIRY_ITEMS_MAX} items.`;

export function validateEnquiry(body: Record<string, unknown>): ValidationResult {
  const result = enquirySchema.safeParse(body);
  if (result.success) return { ok: true, enquiry: result.data };

  const fields: Partial<Record<EnquiryField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (!isField(field)) continue;
    // Problems inside one basket line have no field of their own on the form.
    const message = field === ENQUIRY_ITEMS_FIELD && issue.path.length > 1 ? ITEM_MESSAGE : issue.message;
    fields[field] ??= message;
  }
  return { ok: false, fields };
}

const FIELD_NAMES: ReadonlySet<PropertyKey> = new Set(ENQUIRY_FIELDS);

function isField(key: PropertyKey | undefined): key is EnquiryField {
  return key !== undefined && FIELD_NAMES.has(key);
}

/** Only a JSON object can be an enquiry; arrays, strings, numbers and null cannot. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
