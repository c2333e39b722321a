// Posts an enquiry and turns every possible outcome into success, or a sentence a visitor can
// read plus any per-field messages (SPEC §8, docs/enquiries.md "Responses"). Success needs the
// function's own `{ ok: true }`: a host answering 200 with a page must not look like a sent enquiry.

import { ENQUIRY_FIELDS, type EnquiryField } from '../../content/enquiry-contract.ts';
import type { EnquiryRequest } from '../../content/schemas/enquiry.ts';
import { CONTACT_FORM_PATH } from '../../lib/constants.ts';

export type FieldErrors = Partial<Record<EnquiryField, string>>;

/**
 * `offline`: the request never got an answer (no signal), or the server failed (5xx): the enquiry
 * may be kept on the device and sent later, as when offline.
 */
export type SendResult = { ok: true } | { ok: false; message: string; fields: FieldErrors; offline?: true };

export const SEND_MESSAGES = {
  network: 'We could not send your enquiry. Please check your connection and try again.',
  timeout:
    'We did not hear back in time, so your enquiry may not have arrived. Please try again, or call us.',
  rateLimited:
    'You have sent several enquiries in a short time. Please wait a few minutes and try again, or call us.',
  failed: 'We could not send your enquiry just now. Please try again, or call us.',
} as const;

/** The function gives its mail relay 8 s; past this the visitor is better told and asked to retry. */
export const SEND_TIMEOUT_MS = 30_000;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readFields(value: unknown): FieldErrors {
  const fields: FieldErrors = {};
  if (!isRecord(value)) return fields;
  for (const field of ENQUIRY_FIELDS) {
    const message = value[field];
    if (typeof message === 'string' && message.trim() !== '') fields[field] = message;
  }
  return fields;
}

/** What an answer means, from its status and its parsed body (undefined when it was not JSON). */
export function readAnswer(status: number, body: unknown): SendResult {
  if (status >= 200 && status < 300 && isRecord(body) && body.ok === true) return { ok: true };
  const fields = isRecord(body) ? readFields(body.fields) : {};
  const error = isRecord(body) && typeof body.error === 'string' ? body.error.trim() : '';
  // The server's failure, not the enquiry's: the outbox keeps it and tries again later.
  const later = status >= 500 ? { offline: true as const } : {};
  if (error !== '') return { ok: false, message: error, fields, ...later };
  return {
    ok: false,
    message: status === 429 ? SEND_MESSAGES.rateLimited : SEND_MESSAGES.failed,
    fields,
    ...later,
  };
}

export interface SendOptions {
  fetch?: typeof fetch;
  /** Aborts the request (the form went away); the result is then of no interest. */
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Sent as `Idempotency-Key`: the function mails an enquiry with a given key once. */
  idempotencyKey?: string;
}

export async function sendEnquiry(body: EnquiryRequest, options: SendOptions = {}): Promise<SendResult> {
  const { fetch: doFetch = globalThis.fetch, signal, timeoutMs = SEND_TIMEOUT_MS, idempotencyKey } = options;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const stop = () => controller.abort();
  signal?.addEventListener('abort', stop);
  try {
    const response = await doFetch(CONTACT_FORM_PATH, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
      },
      body: JSON.stringify(body),
      credentials: 'same-origin',
      signal: controller.signal,
    });
    let answer: unknown;
    try {
      answer = await response.json();
    } catch {
      answer = undefined;
    }
    return readAnswer(response.status, answer);
  } catch {
    if (timedOut) return { ok: false, message: SEND_MESSAGES.timeout, fields: {} };
    return { ok: false, message: SEND_MESSAGES.network, fields: {}, offline: true };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', stop);
  }
}
