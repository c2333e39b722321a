// Builds the enquiry mail and hands it to the dealer's relay (SMTP_URL) or, without one, to the
// local outbox. The visitor's address appears only in Reply-To, built by nodemailer from an
// address object, so nothing a visitor types can add a header or a recipient.
import nodemailer from 'nodemailer';
import type { SendMailOptions } from 'nodemailer/lib/mailer';
import type { Enquiry } from '../../src/content/schemas/enquiry.ts';
import { writeToOutbox } from './outbox.ts';

export type Env = Readonly<Record<string, string | undefined>>;

export interface MailSettings {
  /** smtp://user:pass@host:587 or smtps://…:465; none means the outbox. */
  smtpUrl: string | undefined;
  to: string;
  from: string;
  outboxDir: string;
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
  };
}

/** The plain-text body: every field and every basket line, so the dealer can answer at once. */
export function enquiryText(enquiry: Enquiry): string {
  const lines = [
    'A visitor sent this enquiry from the website contact form.',
    '',
    `First name: ${enquiry.FirstName}`,
    `Last name: ${enquiry.LastName}`,
    `Company: ${enquiry.CompanyName}`,
    `Email: ${enquiry.CompanyEmail}`,
    `Phone: ${enquiry.PhoneNumber ?? '(not given)'}`,
    `Postcode: ${enquiry.Postcode ?? '(not given)'}`,
    `Newsletter: ${enquiry.Newsletter}`,
    '',
    'Message:',
    enquiry.Message,
    '',
  ];
  if (enquiry.items.length === 0) {
    lines.push('Enquiry basket: empty');
  } else {
    lines.push(`Enquiry basket (${enquiry.items.length} ${enquiry.items.length === 1 ? 'item' : 'items'}):`);
    for (const item of enquiry.items) {
      lines.push(`- ${item.title || '(no title)'} | id: ${item.id} | quantity: ${item.quantity}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

export function enquiryMail(enquiry: Enquiry, settings: MailSettings, date: Date): SendMailOptions {
  return {
    from: settings.from,
    to: settings.to,
    replyTo: { name: `${enquiry.FirstName} ${enquiry.LastName}`, address: enquiry.CompanyEmail },
    subject: `Website enquiry from ${enquiry.CompanyName}`,
    text: enquiryText(enquiry),
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

// A function answers within seconds; a relay slower than this is treated as down.
export const DEFAULT_SMTP_TIMEOUTS: SmtpTimeouts = {
  connectionMs: 3000,
  greetingMs: 3000,
  socketMs: 5000,
  totalMs: 8000,
};

export type Delivery =
  | { ok: true; where: string; rejected: string[] }
  | { ok: false; status: 502 | 503; reason: string };

// Codes that say the relay could not be reached or did not answer in time: try again later (503).
// Every other failure is the relay refusing or garbling the conversation (502).
const UNAVAILABLE_CODES = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'EABORT', 'ECONNREFUSED']);

function errorCode(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string') {
    return error.code;
  }
  return 'UNKNOWN';
}

function describeError(error: unknown): string {
  return `${errorCode(error)}: ${error instanceof Error ? error.message : String(error)}`;
}

export async function deliver(
  mail: SendMailOptions,
  settings: MailSettings,
  timeouts: SmtpTimeouts = DEFAULT_SMTP_TIMEOUTS,
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
      return { ok: false, status: 503, reason: `outbox write failed: ${describeError(error)}` };
    }
  }

  let transport: ReturnType<typeof nodemailer.createTransport> | undefined;
  try {
    transport = nodemailer.createTransport({
      url: settings.smtpUrl,
      connectionTimeout: timeouts.connectionMs,
      greetingTimeout: timeouts.greetingMs,
      socketTimeout: timeouts.socketMs,
      dnsTimeout: timeouts.connectionMs,
    });
    const info = await transport.sendMail({ ...mail, signal: AbortSignal.timeout(timeouts.totalMs) });
    return { ok: true, where: relayName(settings.smtpUrl), rejected: info.rejected.map(String) };
  } catch (error) {
    const status = UNAVAILABLE_CODES.has(errorCode(error)) ? 503 : 502;
    return {
      ok: false,
      status,
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
