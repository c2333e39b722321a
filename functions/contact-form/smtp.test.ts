// Delivery through a real SMTP server on a loopback port: what the dealer's mailbox receives.
import addressparser from 'nodemailer/lib/addressparser';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { handlerTestbed } from './handler.test-helper.ts';
import {
  DEALER,
  decodeWords,
  parseMail,
  post,
  startSmtpServer,
  type TestSmtpServer,
  VALID_BODY_MAIL_TEXT,
  validBody,
} from './support.test-helper.ts';

const { bed, handler: testbedHandler } = handlerTestbed();
let smtp: TestSmtpServer;
beforeEach(async () => {
  smtp = await startSmtpServer();
});
afterEach(() => smtp.close());

const SUBJECT_MACHINES = 'Enquiry: Friuli tunnel sprayer and Olmi de-leafer';

/** The handler in outbox mode over the test's folder, with `env` on top (the relay, the dealer). */
const handler = (env: Record<string, string>) => testbedHandler({ env: { ...bed.env, ...env } });

describe('delivery to the relay', () => {
  it('sends one mail with fixed From and To, the visitor only in Reply-To, and every field and item', async () => {
    const response = await handler({ ...DEALER, SMTP_URL: smtp.url })(post(validBody()));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });

    expect(smtp.received).toHaveLength(1);
    const [message] = smtp.received;
    expect(message?.from).toBe('web@dealer.example');
    expect(message?.to).toEqual(['sales@dealer.example']);
    const mail = parseMail(message?.raw ?? '');
    expect(mail.header('From')).toEqual(['Website <web@dealer.example>']);
    expect(mail.header('To')).toEqual(['Sales <sales@dealer.example>']);
    expect(mail.header('Reply-To')).toEqual(['Ada Lovelace <ada@orchard.example>']);
    expect(mail.header('Subject')).toEqual([`${SUBJECT_MACHINES} (from Ada Lovelace, Orchard Farms Ltd)`]);
    expect(mail.header('Date')).toEqual(['Thu, 15 Jan 2026 10:30:00 +0000']);
    expect(mail.header('Message-ID')).toEqual([expect.stringMatching(/^<enquiry-[\w-]+@dealer\.example>$/)]);
    expect(mail.header('Cc')).toEqual([]);
    expect(mail.header('Bcc')).toEqual([]);
    expect(mail.text).toBe(VALID_BODY_MAIL_TEXT);
    expect(mail.html).toContain('<h2>Friuli tunnel sprayer</h2>');
    expect(mail.html).toContain('Please send a quote for the sprayer.<br>Delivery to Kent.');
    expect(bed.log.lines).toContainEqual({
      level: 'info',
      text: expect.stringMatching(new RegExp(`^contact-form: enquiry [\\w-]+ sent through ${smtp.url}$`)),
    });
  });

  it.each([
    ['accented', 'Zoë "The Boss", <admin@evil.example>', 'Müller-Łukasz'],
    ['plain ASCII', 'Pat "The Boss", <admin@evil.example>', "O'Brien; Smith"],
  ])(
    'encodes %s names with quotes, commas and angle brackets so Reply-To stays one address',
    async (_, first, last) => {
      const body = validBody({ FirstName: first, LastName: last });
      expect((await handler({ ...DEALER, SMTP_URL: smtp.url })(post(body))).status).toBe(200);
      const mail = parseMail(smtp.received[0]?.raw ?? '');
      const [replyTo = ''] = mail.rawHeader('Reply-To');
      const addresses = addressparser(replyTo, { flatten: true }).map(({ name, address }) => ({
        name: decodeWords(name),
        address,
      }));
      expect(addresses).toEqual([{ name: `${first} ${last}`, address: 'ada@orchard.example' }]);
      expect(smtp.received[0]?.to).toEqual(['sales@dealer.example']);
    },
  );

  it('sends non-ASCII text in the subject and body intact', async () => {
    const body = validBody({ CompanyName: 'Bodega Señorío', Message: 'Précis: 3 × sprayers — ASAP 🚜' });
    expect((await handler({ ...DEALER, SMTP_URL: smtp.url })(post(body))).status).toBe(200);
    const mail = parseMail(smtp.received[0]?.raw ?? '');
    expect(mail.header('Subject')).toEqual([`${SUBJECT_MACHINES} (from Ada Lovelace, Bodega Señorío)`]);
    expect(mail.text).toContain('Précis: 3 × sprayers — ASAP 🚜');
  });

  it('logs in with the credentials in SMTP_URL', async () => {
    const logins: { username: string | undefined; password: string | undefined }[] = [];
    const secured = await startSmtpServer({
      authOptional: false,
      allowInsecureAuth: true,
      onAuth(auth, _session, callback) {
        logins.push({ username: auth.username, password: auth.password ?? undefined });
        callback(null, { user: auth.username });
      },
    });
    try {
      const url = secured.url.replace('smtp://', 'smtp://mailer:s3cret@');
      expect((await handler({ ...DEALER, SMTP_URL: url })(post(validBody()))).status).toBe(200);
      expect(logins).toEqual([{ username: 'mailer', password: 's3cret' }]);
      expect(secured.received).toHaveLength(1);
      // The log names the relay, never its password.
      expect(bed.log.lines.map((line) => line.text).join('\n')).not.toContain('s3cret');
    } finally {
      await secured.close();
    }
  });
});

describe('header injection', () => {
  it.each([
    ['CR/LF in the email', { CompanyEmail: 'a@b.com\r\nBcc: x@y.z' }],
    ['LF in the email', { CompanyEmail: 'a@b.com\nBcc: x@y.z' }],
  ])('refuses %s with 422 and sends nothing', async (_, fields) => {
    const response = await handler({ ...DEALER, SMTP_URL: smtp.url })(post(validBody(fields)));
    expect(response.status).toBe(422);
    expect(((await response.json()) as { fields: object }).fields).toEqual({
      CompanyEmail: 'Please enter a valid email address.',
    });
    expect(smtp.received).toEqual([]);
  });

  it.each([
    ['CR/LF', '\r\n'],
    ['LF', '\n'],
    ['CR', '\r'],
    ['line separator', '\u2028'],
    ['paragraph separator', '\u2029'],
    ['next line (C1)', '\u0085'],
  ])('keeps %s in names and company out of every header', async (_, breakChars) => {
    const injected = `Bcc: victim@y.z${breakChars}X-Injected: yes`;
    const body = validBody({
      FirstName: `Ada${breakChars}${injected}`,
      LastName: `Lovelace${breakChars}Cc: other@y.z`,
      CompanyName: `Orchard${breakChars}${injected}`,
    });
    expect((await handler({ ...DEALER, SMTP_URL: smtp.url })(post(body))).status).toBe(200);
    const [message] = smtp.received;
    expect(message?.to).toEqual(['sales@dealer.example']);
    const raw = message?.raw ?? '';
    // No header line of its own: every header starts with a name the function set.
    const headers = parseMail(raw).headerLines.map((line) => line.split(':')[0]?.toLowerCase());
    expect(headers).not.toContain('bcc');
    expect(headers).not.toContain('cc');
    expect(headers).not.toContain('x-injected');
    // In the message's own header; the body may wrap a visitor's words onto a line of their own.
    expect(raw.slice(0, raw.indexOf('\r\n\r\n'))).not.toMatch(/^(bcc|cc|x-injected):/im);
    const mail = parseMail(raw);
    const [subject = ''] = mail.header('Subject');
    expect(mail.header('Subject')).toHaveLength(1);
    expect(subject.endsWith(', Orchard Bcc: victim@y.z X-Injected: yes)')).toBe(true);
    expect(addressparser(mail.rawHeader('Reply-To')[0] ?? '', { flatten: true })).toHaveLength(1);
  });
});

describe('encoded words and direction marks', () => {
  it('keeps an encoded word typed into the company or a name as plain text in the headers', async () => {
    // Decoded, this would read "URGENT: wire £9,800 today", a line break, "Approved".
    const encoded = '=?UTF-8?B?VVJHRU5UOiB3aXJlIMKjOSw4MDAgdG9kYXkNCkFwcHJvdmVk?=';
    const body = validBody({ CompanyName: encoded, FirstName: `\u202e${encoded}` });
    expect((await handler({ ...DEALER, SMTP_URL: smtp.url })(post(body))).status).toBe(200);
    const mail = parseMail(smtp.received[0]?.raw ?? '');
    const [subject = ''] = mail.header('Subject');
    expect(subject).toBe(`${SUBJECT_MACHINES} (from = ${encoded.slice(1)} Lovelace, = ${encoded.slice(1)})`);
    expect(subject).not.toContain('URGENT');
    const [replyTo = ''] = mail.header('Reply-To');
    expect(replyTo).not.toContain('URGENT');
    expect(replyTo).not.toContain('\u202e');
  });
});
