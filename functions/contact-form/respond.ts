// Every answer of the contact-form function: JSON, never cached, with the security headers the
// host's header rules would add to a page (those rules do not apply to function responses).
import type { EnquiryField } from '../../src/content/enquiry-contract.ts';
import type { EnquiryResponse } from '../../src/content/schemas/enquiry.ts';

export const SECURITY_HEADERS = {
  'Content-Type': 'application/json; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
} as const;

/** The sentence a visitor reads for each failure (SPEC §8: shown under the send button). */
export const MESSAGES = {
  methodNotAllowed: 'Enquiries can only be sent with the contact form.',
  unsupportedMediaType: 'Your enquiry could not be read. Please refresh the page and try again.',
  tooLarge: 'Your enquiry is too long. Please shorten your message and try again.',
  badRequest: 'Your enquiry could not be read. Please refresh the page and try again.',
  invalid: 'Please check the highlighted fields and try again.',
  rateLimited:
    'You have sent several enquiries in a short time. Please wait a few minutes and try again, or call us.',
  deliveryFailed: 'We could not send your enquiry just now. Please try again, or call us.',
  internal: 'Something went wrong on our side. Please try again, or call us.',
  keyReused:
    'This enquiry could not be sent because its form was used for another enquiry. Please refresh the page and send it again.',
} as const;

/** When a 503's sender may try again, in seconds (the browser's outbox waits at least this). */
export const RETRY_AFTER_SECONDS = 30;

export function json(status: number, body: EnquiryResponse, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...SECURITY_HEADERS, ...headers } });
}

export const accepted = (): Response => json(200, { ok: true });

export const failure = (
  status: number,
  error: string,
  headers?: Record<string, string>,
  fields?: Partial<Record<EnquiryField, string>>,
): Response => json(status, fields ? { error, fields } : { error }, headers);
