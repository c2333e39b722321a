// Hands one enquiry's mail to the dealer's relay (SMTP_URL) or, without one, to the local outbox
// folder. The visitor's address appears only in Reply-To, built by nodemailer from an address
// object, so nothing a visitor types can add a header or a recipient. The relay's name and
// password, and the enquiry, travel only over TLS: `smtps://`, or `smtp://` with STARTTLS
// required; plain text only to a relay on this machine's loopback (the tests' own server).
import { isIP } from 'node:net';
import nodemailer from 'nodemailer';
import type { SendMailOptions } from 'nodemailer/lib/mailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { Enquiry } from '../../src/content/schemas/enquiry.ts';
import { enquiryMessageId, mailContent } from './mail-content.ts';
import { writeToOutbox } from './outbox.ts';

export type Env = Readonly<Record<string, string | undefined>>;

export interface MailSettings {
  /** smtps://user:pass@host:465 or smtp://…:587 (STARTTLS required); none means the outbox. */
  smtpUrl: string | undefined;
  to: string;
  from: string;
  outboxDir: string;
  /** The public site, for the machines' links: SITE_URL, else the host's own URL. */
  siteUrl: string | undefined;
}

/** Only for local use: with a relay configured, CONTACT_TO and CONTACT_FROM must be set. */
export const LOCAL_DEFAULTS = {
  to: 'Enquiries <enquiries@example.com>',
  from: 'Website <website@example.com>',
  outboxDir: 'outbox',
} as const;

export function mailSettings(env: Env): MailSettings | { misconfigured: string } {
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  const to = env.CONTACT_TO?.trim();
  const from = env.CONTACT_FROM?.trim();
  if (smtpUrl && (!to || !from)) {
    // Sending a real enquiry to a placeholder address would lose it without a trace.
    return { misconfigured: 'SMTP_URL is set but CONTACT_TO or CONTACT_FROM is not' };
  }
  return {
    smtpUrl,
    to: to || LOCAL_DEFAULTS.to,
    from: from || LOCAL_DEFAULTS.from,
    outboxDir: env.OUTBOX_DIR?.trim() || LOCAL_DEFAULTS.outboxDir,
    siteUrl: env.SITE_URL?.trim() || env.URL?.trim() || undefined,
  };
}

/** The mail for a stored enquiry: its id gives the one Message-ID every try carries. */
export function enquiryMail(
  enquiry: Enquiry,
  id: string,
  settings: MailSettings,
  date: Date,
  origin?: string,
): SendMailOptions {
  return {
    from: settings.from,
    to: settings.to,
    replyTo: { name: `${enquiry.FirstName} ${enquiry.LastName}`, address: enquiry.CompanyEmail },
    messageId: enquiryMessageId(id, settings.from),
    ...mailContent(enquiry, settings.siteUrl ?? origin),
    date,
    // The message carries no attachments; make sure nothing could ever read a file or a URL.
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

export interface SmtpTimeouts {
  connectionMs: number;
  greetingMs: number;
  socketMs: number;
  /** The whole conversation, however the relay drips its answers. */
  totalMs: number;
}

// A relay normally answers within a second. The visitor has their answer before this starts, so
// the relay is given far longer: a slow accept is then seen and recorded, never taken for a failure
// that the delivery pass would send again.
export const DEFAULT_SMTP_TIMEOUTS: SmtpTimeouts = {
  connectionMs: 10_000,
  greetingMs: 10_000,
  socketMs: 20_000,
  totalMs: 25_000,
};

/** `temporary`: try again later. `permanent`: the relay refused this mail or this set-up. */
export type Delivery =
  | { ok: true; where: string; rejected: string[] }
  | { ok: false; kind: 'temporary' | 'permanent'; reason: string };

// The relay could not be reached or did not answer: nothing was refused, so try again.
const UNREACHABLE_CODES = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'EABORT', 'ECONNREFUSED']);

function errorCode(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string') {
    return error.code;
  }
  return 'UNKNOWN';
}

function responseCode(error: unknown): number | undefined {
  if (typeof error === 'object' && error !== null && 'responseCode' in error) {
    return typeof error.responseCode === 'number' ? error.responseCode : undefined;
  }
  return undefined;
}

/** A 4xx reply (451 greylisting, 421 busy) and an unreachable relay are temporary; 5xx is not. */
export function failureKind(error: unknown): 'temporary' | 'permanent' {
  const reply = responseCode(error);
  if (reply !== undefined) return reply >= 500 ? 'permanent' : 'temporary';
  const code = errorCode(error);
  // No TLS where it is required: a set-up to mend, not a moment to wait out.
  if (code === 'ETLS') return 'permanent';
  return UNREACHABLE_CODES.has(code) ? 'temporary' : 'permanent';
}

function describeError(error: unknown): string {
  const reply = responseCode(error);
  return `${errorCode(error)}${reply ? ` ${reply}` : ''}: ${error instanceof Error ? error.message : String(error)}`;
}

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

export function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '');
  return LOOPBACK_NAMES.has(host) || (isIP(bare) === 4 && bare.startsWith('127.')) || bare === '::1';
}

export interface TransportPolicy {
  /** Plain SMTP to a loopback relay (tests). Default true; nothing else is ever sent in clear. */
  allowPlainLoopback?: boolean;
}

/**
 * The relay's connection, read from SMTP_URL by hand rather than by nodemailer, whose URL options
 * (`?ignoreTLS=true`) would win over ours: TLS is required unless the relay is on loopback.
 */
export function transportOptions(
  smtpUrl: string,
  timeouts: SmtpTimeouts,
  { allowPlainLoopback = true }: TransportPolicy = {},
): SMTPTransport.Options {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  if (!secure && url.protocol !== 'smtp:') throw new Error(`SMTP_URL must be smtp:// or smtps://`);
  const plainAllowed = allowPlainLoopback && isLoopback(url.hostname);
  return {
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    requireTLS: !secure && !plainAllowed,
    ...(url.username
      ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }
      : {}),
    connectionTimeout: timeouts.connectionMs,
    greetingTimeout: timeouts.greetingMs,
    socketTimeout: timeouts.socketMs,
    dnsTimeout: timeouts.connectionMs,
  };
}

export async function deliver(
  mail: SendMailOptions,
  settings: MailSettings,
  timeouts: SmtpTimeouts = DEFAULT_SMTP_TIMEOUTS,
  policy: TransportPolicy = {},
): Promise<Delivery> {
  if (settings.smtpUrl === undefined) {
    try {
      const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
      const info = await transport.sendMail(mail);
      if (!Buffer.isBuffer(info.message)) throw new Error('stream transport returned no buffer');
      const date = mail.date instanceof Date ? mail.date : new Date();
      const path = await writeToOutbox(settings.outboxDir, info.message, date);
      return { ok: true, where: path, rejected: [] };
    } catch (error) {
      return { ok: false, kind: 'temporary', reason: `outbox write failed: ${describeError(error)}` };
    }
  }

  let transport: ReturnType<typeof nodemailer.createTransport> | undefined;
  try {
    transport = nodemailer.createTransport(transportOptions(settings.smtpUrl, timeouts, policy));
    const info = await transport.sendMail({ ...mail, signal: AbortSignal.timeout(timeouts.totalMs) });
    return { ok: true, where: relayName(settings.smtpUrl), rejected: info.rejected.map(String) };
  } catch (error) {
    return {
      ok: false,
      kind: failureKind(error),
      reason: `relay ${relayName(settings.smtpUrl)} failed: ${describeError(error)}`,
    };
  } finally {
    transport?.close();
  }
}

/** The relay's host and port for the log, never its credentials. */
export function relayName(smtpUrl: string): string {
  try {
    const url = new URL(smtpUrl);
    return `${url.protocol}//${url.host}`;
  } catch {
    return '(unparseable SMTP_URL)';
  }
}
