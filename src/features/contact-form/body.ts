// The JSON body the form posts (docs/enquiries.md "Request"): every field by its exact name, the
// basket lines, and the two spam traps.
import {
  ENQUIRY_FILL_TIME_FIELD,
  ENQUIRY_HONEYPOT_FIELD,
  ENQUIRY_NEWSLETTER_FIELD,
  ENQUIRY_TEXT_FIELDS,
} from '../../content/enquiry-contract.ts';
import type { EnquiryRequest } from '../../content/schemas/enquiry.ts';
import type { ContactValues } from './fields.ts';

/** One basket line as the enquiry lists it. */
export interface EnquiryLine {
  id: string;
  title: string;
  quantity: number;
  /** The product page, and what it showed: the dealer's mail names and links the machine. */
  path?: string | null;
  price?: string | null;
  condition?: string | null;
  stockNumber?: string | null;
}

export interface BodyExtras {
  /** The basket's lines; none on a plain contact page. */
  items?: readonly EnquiryLine[];
  /** The honeypot's value: people leave it empty. */
  website: string;
  /** How long the form had been shown, in ms. */
  fillMs: number;
}

export function enquiryBody(values: ContactValues, { items, website, fillMs }: BodyExtras): EnquiryRequest {
  const body: EnquiryRequest = {
    Newsletter: values.Newsletter,
    FirstName: values.FirstName,
    LastName: values.LastName,
    CompanyName: values.CompanyName,
    CompanyEmail: values.CompanyEmail,
    PhoneNumber: values.PhoneNumber,
    Postcode: values.Postcode,
    Message: values.Message,
    [ENQUIRY_HONEYPOT_FIELD]: website,
    [ENQUIRY_FILL_TIME_FIELD]: fillMs,
  };
  // Only the fields the function reads: a basket item also carries its image.
  if (items && items.length > 0) {
    body.items = items.map(({ id, title, quantity, path, price, condition, stockNumber }) => ({
      id,
      title,
      quantity,
      ...(path ? { path } : {}),
      ...(price ? { price } : {}),
      ...(condition ? { condition } : {}),
      ...(stockNumber ? { stockNumber } : {}),
    }));
  }
  return body;
}

/** The body's field names, for tests and docs: the request names them exactly so. */
export const BODY_FIELDS = [
  ENQUIRY_NEWSLETTER_FIELD,
  ...ENQUIRY_TEXT_FIELDS,
  ENQUIRY_HONEYPOT_FIELD,
  ENQUIRY_FILL_TIME_FIELD,
] as const;
