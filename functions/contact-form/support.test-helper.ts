// Helpers for the contact-form tests: requests, a real SMTP server on a loopback port, a reader
// for raw mail, and a logger that records instead of printing.
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import type { EnquiryRequest } from '../../src/content/schemas/enquiry.ts';
import type { Logger } from './handler.ts';

export const NOW = Date.UTC(2026, 0, 15, 10, 30);
export const ENDPOINT = 'http://localhost/.netlify/functions/contact-form';

/** A complete enquiry, as the form sends it ten seconds after it was shown. */
export function validBody(overrides: Record<string, unknown> = {}): EnquiryRequest & Record<string, unknown> {
  return {
    Newsletter: 'Yes',
    FirstName: 'Ada',
    LastName: 'Lovelace',
    CompanyName: 'Orchard Farms Ltd',
    CompanyEmail: 'ada@orchard.example',
    PhoneNumber: '+44 (0)1622 123456',
    Postcode: 'ME15 6AA',
    Message: 'Please send a quote for the sprayer.\nDelivery to Kent.',
    items: [
      { id: 'product-101', title: 'Friuli tunnel sprayer', quantity: 1 },
      { id: 'product-202', title: 'Olmi de-leafer', quantity: 2 },
    ],
    website: '',
    fillMs: 10_000,
    ...overrides,
  };
}

/** The plain-text mail the dealer receives for `validBody()`, every line of it. */
export const VALID_BODY_MAIL_TEXT = [
  'A visitor sent this enquiry from the website.',
  '',
  'Machines (2):',
  '- Friuli tunnel sprayer',
  '  Quantity: 1',
  '  Product id: product-101',
  '- Olmi de-leafer',
  '  Quantity: 2',
  '  Product id: product-202',
  '',
  'Message:',
  'Please send a quote for the sprayer.',
  'Delivery to Kent.',
  '',
  'Name: Ada Lovelace',
  'Company: Orchard Farms Ltd',
  'Email: ada@orchard.example',
  'Phone: +44 (0)1622 123456',
  'Postcode: ME15 6AA',
  'Newsletter: Yes',
  '',
].join('\n');

export function post(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(ENDPOINT, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-nf-client-connection-ip': '203.0.113.7', ...headers },
    body:
      typeof body === 'string'
        ? body
        : body instanceof Uint8Array
          ? new Uint8Array(body)
          : JSON.stringify(body),
  });
}

/** A POST whose body is a stream, as a slow or endless sender produces. */
export function streamRequest(
  body: ReadableStream<Uint8Array> | string | null,
  headers: Record<string, string> = {},
  url = ENDPOINT,
): Request {
  // `duplex` is required by the runtime for a stream body but missing from the DOM typings.
  const init: RequestInit & { duplex: 'half' } = { method: 'POST', headers, body, duplex: 'half' };
  return new Request(url, init);
}

export interface RecordingLogger extends Logger {
  lines: { level: 'info' | 'warn' | 'error'; text: string }[];
}

export function recordingLogger(): RecordingLogger {
  const lines: RecordingLogger['lines'] = [];
  const record =
    (level: 'info' | 'warn' | 'error') =>
    (...args: unknown[]) => {
      lines.push({ level, text: args.map(String).join(' ') });
    };
  return { lines, info: record('info'), warn: record('warn'), error: record('error') };
}

/** The dealer's addresses, as the host's environment gives them. */
export const DEALER = {
  CONTACT_TO: 'Sales <sales@dealer.example>',
  CONTACT_FROM: 'Website <web@dealer.example>',
};

export async function tempDir(): Promise<{ path: string; remove: () => Promise<void> }> {
  const path = await mkdtemp(join(tmpdir(), 'enquiry-outbox-'));
  return { path, remove: () => rm(path, { recursive: true, force: true }) };
}

export interface ReceivedMail {
  from: string | undefined;
  to: string[];
  raw: string;
}

export interface TestSmtpServer {
  url: string;
  received: ReceivedMail[];
  close: () => Promise<void>;
}

/** A real SMTP server on 127.0.0.1 and a free port, keeping every message it accepts. */
export async function startSmtpServer(options: SMTPServerOptions = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
    ...options,
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const address = server.server.address();
  if (address === null || typeof address === 'string') throw new Error('SMTP server has no port');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A loopback port with nothing listening on it: a relay that is down. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return address.port;
}

/** A server that accepts connections and never says a word: a relay that hangs. */
export async function silentServer(): Promise<{ port: number; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return {
    port: address.port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

export interface ParsedMail {
  /** Header lines exactly as received, folded lines joined. */
  headerLines: string[];
  /** Every value of a header (name case-insensitive), encoded words decoded. */
  header(name: string): string[];
  /** Every value of a header as sent, for an address parser. */
  rawHeader(name: string): string[];
  /** The text body (the text/plain part of a multipart message), transfer encoding undone. */
  text: string;
  /** The text/html part, when there is one. */
  html: string | undefined;
}

interface Part {
  headerLines: string[];
  values(name: string): string[];
  body: string;
}

function splitPart(raw: string): Part {
  const split = raw.indexOf('\r\n\r\n');
  if (split < 0) throw new Error('message has no header/body separator');
  const headerLines = raw
    .slice(0, split)
    .replace(/\r\n(?=[ \t])/g, '')
    .split('\r\n');
  const values = (name: string) =>
    headerLines
      .filter((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))
      .map((line) => line.slice(name.length + 1).trim());
  return { headerLines, values, body: raw.slice(split + 4) };
}

function decodeBody(part: Part): string {
  const encoding = (part.values('Content-Transfer-Encoding')[0] ?? '7bit').toLowerCase();
  let text: string;
  if (encoding === 'base64') text = Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  else if (encoding === 'quoted-printable') text = decodeQuotedPrintable(part.body);
  else text = part.body;
  return text.replace(/\r\n/g, '\n');
}

/** Reads a message: a single text part, or multipart/alternative with text and HTML. */
export function parseMail(raw: string): ParsedMail {
  const top = splitPart(raw);
  const type = top.values('Content-Type')[0] ?? 'text/plain';
  let text = '';
  let html: string | undefined;
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    const parts = top.body.split(`--${boundary}`).slice(1, -1);
    for (const chunk of parts) {
      const part = splitPart(chunk.replace(/^\r\n/, ''));
      const partType = (part.values('Content-Type')[0] ?? '').toLowerCase();
      const decoded = decodeBody(part).replace(/\n$/, '');
      if (partType.startsWith('text/plain')) text = decoded;
      if (partType.startsWith('text/html')) html = decoded;
    }
  } else {
    text = decodeBody(top);
  }
  return {
    headerLines: top.headerLines,
    header: (name) => top.values(name).map(decodeWords),
    rawHeader: top.values,
    text,
    html,
  };
}

function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const unwrapped = body.replace(/=\r\n/g, '');
  for (let i = 0; i < unwrapped.length; i++) {
    const char = unwrapped[i];
    if (char === '=' && /^[0-9A-F]{2}$/i.test(unwrapped.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(unwrapped.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(char ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`), adjacent ones joined. */
export function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}
