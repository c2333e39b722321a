// The enquiry endpoint as a factory, so a caller (the Netlify entry, the local server, a test)
// chooses the environment, the clock, the store, the rate limiter and the log. Order of checks:
// cheap refusals first, the body read only within its byte limit; a valid enquiry is stored
// before the answer, and mailed after it (delivery.ts), so no relay failure reaches the visitor
// or loses an enquiry.

import { type DeliveryDeps, tryDelivery } from './delivery.ts';
import { fingerprint, idempotencyKey } from './enquiry-key.ts';
import type { Env, SmtpTimeouts, TransportPolicy } from './mail.ts';
import { clientKey, createRateLimiter, type RateLimiter, rateLimitFromEnv } from './rate-limit.ts';
import { BODY_MAX_BYTES, isJsonContentType, readBody } from './read-body.ts';
import { accepted, failure, MESSAGES, RETRY_AFTER_SECONDS } from './respond.ts';
import { spamReason } from './spam.ts';
import { defaultEnquiryStore, type EnquiryRecord, type EnquiryStore, newEnquiryId } from './store.ts';
import { isPlainObject, validateEnquiry } from './validate.ts';

export interface Logger {
  info(...args: unknown[]): void;
  warn(...args: unknown[]): void;
  error(...args: unknown[]): void;
}

export interface ContactFormOptions {
  /** Read on every request, so a change takes effect at once. Default: process.env. */
  env?: Env;
  /** Current time in ms since the epoch. Default: Date.now. */
  now?: () => number;
  /** Default: 5 requests per address per 10 minutes (`CONTACT_RATE_LIMIT` when the handler is made), in memory. */
  rateLimiter?: RateLimiter;
  /** Where server-side notes go. Default: console. */
  logger?: Logger;
  smtpTimeouts?: Partial<SmtpTimeouts>;
  transportPolicy?: TransportPolicy;
  /** Largest body accepted, in bytes. Default: 16 KB. */
  maxBodyBytes?: number;
  /** Where enquiries are kept. Default: Netlify Blobs on the host, else files (store.ts). */
  store?: EnquiryStore;
}

/** What the handler reads from the platform's context. */
export interface ClientContext {
  /** The sender's address, when known. */
  ip?: string;
  /** Keeps the function alive for work after the answer (the first try at mailing). */
  waitUntil?: (promise: Promise<unknown>) => void;
}

export type ContactFormHandler = (req: Request, context?: ClientContext) => Promise<Response>;

class StoreUnavailable extends Error {
  constructor(cause: unknown) {
    super('enquiry store unavailable', { cause });
  }
}

async function fromStore<T>(task: () => Promise<T>): Promise<T> {
  try {
    return await task();
  } catch (error) {
    throw new StoreUnavailable(error);
  }
}

export function createContactFormHandler(options: ContactFormOptions = {}): ContactFormHandler {
  const env = options.env ?? process.env;
  const now = options.now ?? Date.now;
  const limiter = options.rateLimiter ?? createRateLimiter(rateLimitFromEnv(env));
  const log = options.logger ?? console;
  const maxBodyBytes = options.maxBodyBytes ?? BODY_MAX_BYTES;
  const store = options.store ?? defaultEnquiryStore(env);
  const deps: DeliveryDeps = {
    store,
    env,
    now,
    log,
    timeouts: options.smtpTimeouts,
    policy: options.transportPolicy,
  };

  /** A key seen before: the same enquiry is answered as received; another one is refused. */
  async function known(id: string, print: string): Promise<Response | null> {
    const found = await fromStore(() => store.get(id));
    if (!found) return null;
    if (found.record.fingerprint !== print) {
      log.warn(`contact-form: key ${id} reused for a different enquiry; refused`);
      return failure(422, MESSAGES.keyReused);
    }
    log.info(`contact-form: enquiry ${id} was already received; not stored again`);
    return accepted();
  }

  /** Stores `record`; when its id was taken meanwhile (the same key twice at once), as `known`. */
  async function keep(record: EnquiryRecord): Promise<Response | null> {
    if (await fromStore(() => store.create(record))) return null;
    return (
      (await known(record.id, record.fingerprint)) ??
      failure(503, MESSAGES.deliveryFailed, { 'Retry-After': String(RETRY_AFTER_SECONDS) })
    );
  }

  async function handle(req: Request, context: ClientContext | undefined): Promise<Response> {
    if (req.method !== 'POST') {
      return failure(405, MESSAGES.methodNotAllowed, { Allow: 'POST' });
    }
    if (!isJsonContentType(req.headers.get('content-type'))) {
      return failure(415, MESSAGES.unsupportedMediaType);
    }
    const key = idempotencyKey(req);
    // An enquiry sent again after its answer was lost costs no quota: looked up before the limit.
    const seen = key ? await fromStore(() => store.get(key)) : null;
    const client = clientKey(req, context?.ip);
    if (!seen) {
      const decision = limiter.hit(client, now());
      if (!decision.allowed) {
        log.warn(`contact-form: rate limit reached for ${client}`);
        return failure(429, MESSAGES.rateLimited, { 'Retry-After': String(decision.retryAfterSeconds) });
      }
    }

    const body = await readBody(req, maxBodyBytes);
    if (body.kind === 'too-large') return failure(413, MESSAGES.tooLarge);
    if (body.kind === 'unreadable') return failure(400, MESSAGES.badRequest);
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.text);
    } catch {
      return failure(400, MESSAGES.badRequest);
    }
    if (!isPlainObject(parsed)) return failure(400, MESSAGES.badRequest);
    const print = fingerprint(parsed);
    if (key && seen) return (await known(key, print)) ?? accepted();

    const id = key ?? newEnquiryId();
    const base = {
      id,
      fingerprint: print,
      receivedAt: now(),
      origin: new URL(req.url).origin,
      attempts: 0,
      refusals: 0,
      nextAttemptAt: now(),
      leaseUntil: 0,
    };
    const spam = spamReason(parsed);
    if (spam !== null) {
      // Kept in quarantine, never mailed: a person can find a false positive (enquiries:list --spam).
      const answer = await keep({ ...base, state: 'spam', enquiry: null, body: parsed, spamReason: spam });
      log.info(`contact-form: enquiry ${id} from ${client} quarantined as spam: ${spam}`);
      return answer ?? accepted();
    }

    const validation = validateEnquiry(parsed);
    if (!validation.ok) return failure(422, MESSAGES.invalid, undefined, validation.fields);

    const answer = await keep({ ...base, state: 'queued', enquiry: validation.enquiry });
    if (answer) return answer;
    log.info(`contact-form: enquiry ${id} stored`);
    // After the answer: the visitor never waits for the relay, which may take its time.
    const first = tryDelivery(id, deps, false).catch((error: unknown) => {
      log.error(
        `contact-form: enquiry ${id} stored; its first try failed, the delivery pass will retry`,
        error,
      );
    });
    context?.waitUntil?.(first);
    return accepted();
  }

  return async (req, context) => {
    try {
      return await handle(req, context);
    } catch (error) {
      if (error instanceof StoreUnavailable) {
        log.error('contact-form: the enquiry store could not be used', error.cause);
        return failure(503, MESSAGES.deliveryFailed, { 'Retry-After': String(RETRY_AFTER_SECONDS) });
      }
      // The detail stays in the server log; the visitor gets a sentence and a way on.
      log.error('contact-form: unexpected failure', error);
      return failure(500, MESSAGES.internal);
    }
  };
}
