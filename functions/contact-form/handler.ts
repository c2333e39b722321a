// The enquiry endpoint as a factory, so a caller (the Netlify entry, the local server, a test)
// chooses the environment, the clock, the rate limiter and the log. Order of checks: cheap
// refusals first, the body read only within its byte limit, mail only for a valid enquiry.

import { defaultIdempotencyStore, type IdempotencyStore, idempotencyKey } from './idempotency.ts';
import {
  DEFAULT_SMTP_TIMEOUTS,
  deliver,
  type Env,
  enquiryMail,
  mailSettings,
  type SmtpTimeouts,
} from './mail.ts';
import { clientKey, createRateLimiter, type RateLimiter, rateLimitFromEnv } from './rate-limit.ts';
import { BODY_MAX_BYTES, isJsonContentType, readBody } from './read-body.ts';
import { accepted, failure, MESSAGES } from './respond.ts';
import { spamReason } from './spam.ts';
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
  /** Largest body accepted, in bytes. Default: 16 KB. */
  maxBodyBytes?: number;
  /**
   * The record of idempotency keys already mailed. Default: Netlify Blobs on Netlify, else files
   * in `<OUTBOX_DIR>/.idempotency/` (idempotency.ts).
   */
  idempotency?: IdempotencyStore;
}

/** What the handler reads from the platform's context: the sender's address, when known. */
export interface ClientContext {
  ip?: string;
}

export type ContactFormHandler = (req: Request, context?: ClientContext) => Promise<Response>;

class RecordUnavailable extends Error {
  constructor(cause: unknown) {
    super('idempotency record unavailable', { cause });
  }
}

export function createContactFormHandler(options: ContactFormOptions = {}): ContactFormHandler {
  const env = options.env ?? process.env;
  const now = options.now ?? Date.now;
  const limiter = options.rateLimiter ?? createRateLimiter(rateLimitFromEnv(env));
  const log = options.logger ?? console;
  const timeouts = { ...DEFAULT_SMTP_TIMEOUTS, ...options.smtpTimeouts };
  const maxBodyBytes = options.maxBodyBytes ?? BODY_MAX_BYTES;
  const sentKeys = options.idempotency ?? defaultIdempotencyStore(env);

  /** The record unreachable: no mail (it could be a second one); the outbox tries again later. */
  async function readRecord<T>(read: () => Promise<T>): Promise<T> {
    try {
      return await read();
    } catch (error) {
      throw new RecordUnavailable(error);
    }
  }

  async function handle(req: Request, context: ClientContext | undefined): Promise<Response> {
    if (req.method !== 'POST') {
      return failure(405, MESSAGES.methodNotAllowed, { Allow: 'POST' });
    }
    if (!isJsonContentType(req.headers.get('content-type'))) {
      return failure(415, MESSAGES.unsupportedMediaType);
    }
    // An enquiry sent again after its answer was lost: answered as before, and it costs no quota.
    const key = idempotencyKey(req);
    if (key && (await readRecord(() => sentKeys.isSent(key)))) {
      log.info(`contact-form: enquiry ${key} was already sent; not sent again`);
      return accepted();
    }
    const client = clientKey(req, context?.ip);
    const decision = limiter.hit(client, now());
    if (!decision.allowed) {
      log.warn(`contact-form: rate limit reached for ${client}`);
      return failure(429, MESSAGES.rateLimited, { 'Retry-After': String(decision.retryAfterSeconds) });
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

    const spam = spamReason(parsed);
    if (spam !== null) {
      log.info(`contact-form: dropped as spam from ${client}: ${spam}`);
      return accepted();
    }

    const validation = validateEnquiry(parsed);
    if (!validation.ok) return failure(422, MESSAGES.invalid, undefined, validation.fields);

    const settings = mailSettings(env);
    if ('misconfigured' in settings) {
      log.error(`contact-form: cannot deliver, ${settings.misconfigured}`);
      return failure(503, MESSAGES.deliveryFailed);
    }
    if (key) {
      const claim = await readRecord(() => sentKeys.claim(key, now()));
      if (claim === 'sent') return accepted();
      if (claim === 'busy') {
        // The same enquiry is being mailed by another request at this moment: ask to come back.
        log.info(`contact-form: enquiry ${key} is being sent by another request`);
        return failure(409, MESSAGES.deliveryFailed, { 'Retry-After': '10' });
      }
    }
    let delivery: Awaited<ReturnType<typeof deliver>>;
    try {
      delivery = await deliver(
        enquiryMail(validation.enquiry, settings, new Date(now())),
        settings,
        timeouts,
      );
    } catch (error) {
      if (key) await sentKeys.release(key);
      throw error;
    }
    if (!delivery.ok) {
      if (key) await sentKeys.release(key);
      log.error(`contact-form: enquiry not delivered, ${delivery.reason}`);
      return failure(delivery.status, MESSAGES.deliveryFailed);
    }
    // Recorded before answering: a retry of this key mails nothing. Should the record fail, the
    // mail has still gone, so the visitor is told so; the log says a retry could repeat it.
    if (key) {
      await sentKeys.markSent(key, now()).catch((error: unknown) => {
        log.error(`contact-form: enquiry ${key} sent, but its record could not be written`, error);
      });
    }
    if (settings.smtpUrl === undefined) {
      log.info(`contact-form: SMTP_URL not set, enquiry written to ${delivery.where}`);
    } else {
      log.info(`contact-form: enquiry sent through ${delivery.where}`);
    }
    if (delivery.rejected.length > 0) {
      log.warn(`contact-form: the relay refused some recipients: ${delivery.rejected.join(', ')}`);
    }
    return accepted();
  }

  return async (req, context) => {
    try {
      return await handle(req, context);
    } catch (error) {
      if (error instanceof RecordUnavailable) {
        log.error('contact-form: the idempotency record could not be read', error.cause);
        return failure(503, MESSAGES.deliveryFailed);
      }
      // The detail stays in the server log; the visitor gets a sentence and a way on.
      log.error('contact-form: unexpected failure', error);
      return failure(500, MESSAGES.internal);
    }
  };
}
