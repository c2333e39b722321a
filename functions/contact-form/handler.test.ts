import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ENQUIRY_ITEMS_MAX } from '../../src/content/enquiry-items.ts';
import { createContactFormHandler } from './handler.ts';
import { createRateLimiter, unlimited } from './rate-limit.ts';
import { BODY_MAX_BYTES } from './read-body.ts';
import { MESSAGES } from './respond.ts';
import {
  ENDPOINT,
  NOW,
  parseMail,
  post,
  type RecordingLogger,
  recordingLogger,
  streamRequest,
  tempDir,
  validBody,
} from './support.test-helper.ts';

let outbox: Awaited<ReturnType<typeof tempDir>>;
let log: RecordingLogger;
let env: Record<string, string | undefined>;

beforeEach(async () => {
  outbox = await tempDir();
  log = recordingLogger();
  env = { OUTBOX_DIR: outbox.path };
});
afterEach(() => outbox.remove());

const handler = (options: Parameters<typeof createContactFormHandler>[0] = {}) =>
  createContactFormHandler({ env, now: () => NOW, rateLimiter: unlimited, logger: log, ...options });

const outboxFiles = async () => (await readdir(outbox.path)).filter((name) => name.endsWith('.eml'));

async function expectJson(response: Response, status: number): Promise<Record<string, unknown>> {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  return (await response.json()) as Record<string, unknown>;
}

describe('accepted enquiry (outbox mode)', () => {
  it('answers 200 { ok: true } and writes one parseable .eml with every field and item', async () => {
    const body = await expectJson(await handler()(post(validBody())), 200);
    expect(body).toEqual({ ok: true });

    const files = await outboxFiles();
    expect(files).toHaveLength(1);
    const mail = parseMail(await readFile(join(outbox.path, files[0] ?? ''), 'utf8'));
    expect(mail.header('Subject')).toEqual(['Website enquiry from Orchard Farms Ltd']);
    expect(mail.header('From')).toEqual(['Website <website@example.com>']);
    expect(mail.header('To')).toEqual(['Enquiries <enquiries@example.com>']);
    expect(mail.header('Reply-To')).toEqual(['Ada Lovelace <ada@orchard.example>']);
    for (const text of [
      'First name: Ada',
      'Last name: Lovelace',
      'Company: Orchard Farms Ltd',
      'Email: ada@orchard.example',
      'Phone: +44 (0)1622 123456',
      'Postcode: ME15 6AA',
      'Newsletter: Yes',
      'Please send a quote for the sprayer.\nDelivery to Kent.',
      '- Friuli tunnel sprayer | id: product-101 | quantity: 1',
      '- Olmi de-leafer | id: product-202 | quantity: 2',
    ]) {
      expect(mail.text).toContain(text);
    }
    expect(log.lines).toContainEqual({
      level: 'info',
      text: `contact-form: SMTP_URL not set, enquiry written to ${join(outbox.path, files[0] ?? '')}`,
    });
    // Written under a temporary name and renamed: nothing else is left behind.
    expect(await readdir(outbox.path)).toEqual(files);
  });

  it('uses CONTACT_TO and CONTACT_FROM, reads the env at call time, and accepts a charset', async () => {
    const handle = handler();
    env.CONTACT_TO = 'Sales <sales@dealer.example>';
    env.CONTACT_FROM = 'Web form <web@dealer.example>';
    const response = await handle(post(validBody(), { 'content-type': 'application/json; charset=UTF-8' }));
    await expectJson(response, 200);
    const [file = ''] = await outboxFiles();
    const mail = parseMail(await readFile(join(outbox.path, file), 'utf8'));
    expect(mail.header('To')).toEqual(['Sales <sales@dealer.example>']);
    expect(mail.header('From')).toEqual(['Web form <web@dealer.example>']);
  });

  it('fills in optional fields: Newsletter No, no phone, no postcode, empty basket', async () => {
    const { Newsletter, PhoneNumber, Postcode, items, ...required } = validBody();
    await expectJson(await handler()(post(required)), 200);
    const [file = ''] = await outboxFiles();
    const { text } = parseMail(await readFile(join(outbox.path, file), 'utf8'));
    expect(text).toContain('Newsletter: No');
    expect(text).toContain('Phone: (not given)');
    expect(text).toContain('Postcode: (not given)');
    expect(text).toContain('Enquiry basket: empty');
  });

  it('drops fields it does not know', async () => {
    await expectJson(await handler()(post(validBody({ Bcc: 'x@y.example', admin: true }))), 200);
    const [file = ''] = await outboxFiles();
    const raw = await readFile(join(outbox.path, file), 'utf8');
    expect(raw).not.toContain('x@y.example');
    expect(raw).not.toMatch(/^Bcc:/im);
  });

  it('answers 503 and writes nothing when the outbox cannot be written', async () => {
    env.OUTBOX_DIR = join(outbox.path, 'not-a-dir');
    // A file where the folder should be: mkdir fails as on a read-only file system.
    await writeFile(join(outbox.path, 'not-a-dir'), 'file');
    const body = await expectJson(await handler()(post(validBody())), 503);
    expect(body).toEqual({ error: MESSAGES.deliveryFailed });
    expect(
      log.lines.some((line) => line.level === 'error' && line.text.includes('outbox write failed')),
    ).toBe(true);
  });
});

describe('refusals', () => {
  it.each(['GET', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'HEAD'])(
    'answers %s with 405 and Allow: POST',
    async (method) => {
      const response = await handler()(new Request(ENDPOINT, { method }));
      expect(response.headers.get('allow')).toBe('POST');
      if (method === 'HEAD') {
        expect(response.status).toBe(405);
        return;
      }
      expect(await expectJson(response, 405)).toEqual({ error: MESSAGES.methodNotAllowed });
    },
  );

  it.each([
    ['no content type', undefined],
    ['a form post', 'application/x-www-form-urlencoded'],
    ['plain text', 'text/plain'],
    ['another charset', 'application/json; charset=iso-8859-1'],
    ['a look-alike type', 'application/jsonx'],
  ])('answers %s with 415', async (_, contentType) => {
    const request = new Request(ENDPOINT, {
      method: 'POST',
      body: JSON.stringify(validBody()),
      headers: contentType ? { 'content-type': contentType } : {},
    });
    if (!contentType) request.headers.delete('content-type');
    expect(await expectJson(await handler()(request), 415)).toEqual({ error: MESSAGES.unsupportedMediaType });
    expect(await outboxFiles()).toEqual([]);
  });

  it.each([
    ['malformed JSON', '{"FirstName": "Ada",'],
    ['an empty body', ''],
    ['a JSON array', '[1, 2, 3]'],
    ['a JSON string', '"hello"'],
    ['JSON null', 'null'],
    ['bytes that are not UTF-8', new Uint8Array([0x7b, 0xff, 0xfe, 0x7d])],
  ])('answers %s with 400', async (_, body) => {
    expect(await expectJson(await handler()(post(body)), 400)).toEqual({ error: MESSAGES.badRequest });
  });

  it('answers 422 with a message for each missing or wrong field', async () => {
    const response = await handler()(
      post({
        FirstName: '   ',
        CompanyEmail: 'not an email',
        Message: 'x'.repeat(256),
        PhoneNumber: 'call me',
        Postcode: 'SW1A 1AA!!',
        Newsletter: 'Maybe',
        fillMs: 10_000,
      }),
    );
    const body = await expectJson(response, 422);
    expect(body.error).toBe(MESSAGES.invalid);
    expect(body.fields).toEqual({
      FirstName: 'Please enter your first name.',
      LastName: 'Please enter your last name.',
      CompanyName: 'Please enter your company name.',
      CompanyEmail: 'Please enter a valid email address.',
      Message: 'Please keep your message to 255 characters or fewer.',
      PhoneNumber: 'Please enter a valid phone number, or leave it blank.',
      Postcode: 'Please enter a valid postcode, or leave it blank.',
      Newsletter: 'Please choose whether you would like the newsletter.',
    });
    expect(await outboxFiles()).toEqual([]);
  });

  it.each([
    ['a quantity of 0', [{ id: 'p1', title: 'T', quantity: 0 }]],
    ['a quantity of 1000', [{ id: 'p1', title: 'T', quantity: 1000 }]],
    ['a fractional quantity', [{ id: 'p1', title: 'T', quantity: 1.5 }]],
    ['an item without id', [{ title: 'T', quantity: 1 }]],
    [
      'too many items',
      Array.from({ length: ENQUIRY_ITEMS_MAX + 1 }, (_, i) => ({ id: `p${i}`, quantity: 1 })),
    ],
    ['a basket that is not a list', { id: 'p1', quantity: 1 }],
  ])('answers 422 on the basket for %s', async (_, items) => {
    const body = await expectJson(await handler()(post(validBody({ items }))), 422);
    expect(Object.keys(body.fields as object)).toEqual(['items']);
  });
});

describe('body size limit (16 KB, in bytes)', () => {
  // JSON of a body whose Message pads it to exactly `bytes` bytes with a character of `width` bytes.
  function bodyOfBytes(bytes: number, char: string): string {
    const base = JSON.stringify(validBody({ Message: '' }));
    const width = Buffer.byteLength(char);
    const padding = bytes - Buffer.byteLength(base);
    expect(padding % width).toBe(0);
    return JSON.stringify(validBody({ Message: char.repeat(padding / width) }));
  }

  it('reads a body of exactly 16384 bytes (then rejects the long message: 422, not 413)', async () => {
    const text = bodyOfBytes(BODY_MAX_BYTES, 'a');
    expect(Buffer.byteLength(text)).toBe(BODY_MAX_BYTES);
    const body = await expectJson(await handler()(post(text)), 422);
    expect(Object.keys(body.fields as object)).toEqual(['Message']);
  });

  it('counts bytes, not characters: 16385 bytes of multi-byte text is 413', async () => {
    // Pad to 16384 bytes with three-byte characters, then one more byte.
    const base = Buffer.byteLength(JSON.stringify(validBody({ Message: '' })));
    const threeByte = '€'.repeat(Math.floor((BODY_MAX_BYTES - base) / 3));
    const filler = 'a'.repeat(BODY_MAX_BYTES + 1 - base - Buffer.byteLength(threeByte));
    const text = JSON.stringify(validBody({ Message: threeByte + filler }));
    expect(Buffer.byteLength(text)).toBe(BODY_MAX_BYTES + 1);
    expect(text.length).toBeLessThan(BODY_MAX_BYTES);
    expect(await expectJson(await handler()(post(text)), 413)).toEqual({ error: MESSAGES.tooLarge });
  });

  it('refuses at once on a declared Content-Length over the limit, without reading the stream', async () => {
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new TextEncoder().encode('{}'));
        controller.close();
      },
    });
    const request = streamRequest(stream, {
      'content-type': 'application/json',
      'content-length': String(BODY_MAX_BYTES + 1),
    });
    expect(await expectJson(await handler()(request), 413)).toEqual({ error: MESSAGES.tooLarge });
    // A ReadableStream pulls once on its own when created; the handler asked for nothing more.
    expect(pulled).toBeLessThanOrEqual(1);
  });

  it('stops reading an endless stream soon after the limit', async () => {
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1024;
        controller.enqueue(new Uint8Array(1024).fill(0x20));
      },
    });
    const request = streamRequest(stream, { 'content-type': 'application/json' });
    expect((await handler()(request)).status).toBe(413);
    expect(sent).toBeLessThan(BODY_MAX_BYTES + 4 * 1024);
  });
});

describe('spam traps', () => {
  it('answers a filled honeypot with 200, sends nothing, and logs it', async () => {
    const body = await expectJson(await handler()(post(validBody({ website: 'http://spam.example' }))), 200);
    expect(body).toEqual({ ok: true });
    expect(await outboxFiles()).toEqual([]);
    expect(log.lines.some((line) => line.text.includes('spam') && line.text.includes('honeypot'))).toBe(true);
  });

  it('answers a form sent under 3 seconds after it was shown with 200 and sends nothing', async () => {
    await expectJson(await handler()(post(validBody({ fillMs: 2999 }))), 200);
    expect(await outboxFiles()).toEqual([]);
    expect(log.lines.some((line) => line.text.includes('2999 ms'))).toBe(true);
  });

  it('takes a robot at its word even when the rest of the body is invalid', async () => {
    await expectJson(await handler()(post({ website: 'x' })), 200);
    expect(await outboxFiles()).toEqual([]);
  });

  it('sends a form filled in exactly 3 seconds, and one whose time is missing, negative or not a number', async () => {
    await expectJson(await handler()(post(validBody({ fillMs: 3000 }))), 200);
    await expectJson(await handler()(post(validBody({ fillMs: undefined }))), 200);
    await expectJson(await handler()(post(validBody({ fillMs: -5 }))), 200);
    await expectJson(await handler()(post({ ...validBody(), fillMs: 'soon' })), 200);
    expect(await outboxFiles()).toHaveLength(4);
  });
});

describe('rate limit', () => {
  it('answers the sixth request in 10 minutes from one address with 429 and Retry-After', async () => {
    let now = NOW;
    const handle = handler({ rateLimiter: createRateLimiter(), now: () => now });
    for (let i = 0; i < 5; i++) {
      now += 20_000;
      expect((await handle(post(validBody({ fillMs: 10_000 })))).status).toBe(200);
    }
    now += 20_000;
    const response = await handle(post(validBody({ fillMs: 10_000 })));
    expect(await expectJson(response, 429)).toEqual({ error: MESSAGES.rateLimited });
    // The first request was 100 s ago; it leaves the 600 s window in 500 s.
    expect(response.headers.get('retry-after')).toBe('500');
    expect(await outboxFiles()).toHaveLength(5);

    // Another address is not affected, and the first one may send again once the window moves.
    expect(
      (await handle(post(validBody({ fillMs: 10_000 }), { 'x-nf-client-connection-ip': '198.51.100.1' })))
        .status,
    ).toBe(200);
    now += 500_000;
    expect((await handle(post(validBody({ fillMs: 10_000 })))).status).toBe(200);
  });

  it('tells addresses apart by the platform context, then x-nf-client-connection-ip, then x-forwarded-for', async () => {
    const handle = handler({ rateLimiter: createRateLimiter({ max: 1 }) });
    const plain = (headers: Record<string, string>) =>
      new Request(ENDPOINT, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(validBody()),
      });
    expect((await handle(plain({ 'x-forwarded-for': '192.0.2.1, 10.0.0.1' }))).status).toBe(200);
    expect((await handle(plain({ 'x-forwarded-for': '192.0.2.1' }))).status).toBe(429);
    expect((await handle(plain({ 'x-forwarded-for': '192.0.2.2' }))).status).toBe(200);
    expect(
      (await handle(plain({ 'x-nf-client-connection-ip': '192.0.2.1', 'x-forwarded-for': '192.0.2.3' })))
        .status,
    ).toBe(429);
    expect((await handle(plain({ 'x-forwarded-for': '192.0.2.1' }), { ip: '192.0.2.4' })).status).toBe(200);
  });
});

describe('failures inside the handler', () => {
  it('answers 500 with a sentence, never a stack trace, and logs the detail', async () => {
    const handle = handler({
      rateLimiter: {
        hit() {
          throw new Error('limiter exploded at secret/path.ts:12');
        },
      },
    });
    const response = await handle(post(validBody()));
    const body = await expectJson(response, 500);
    expect(body).toEqual({ error: MESSAGES.internal });
    expect(JSON.stringify(body)).not.toContain('secret');
    expect(log.lines.some((line) => line.level === 'error' && line.text.includes('limiter exploded'))).toBe(
      true,
    );
  });

  it('refuses to send through a relay without CONTACT_TO and CONTACT_FROM (503)', async () => {
    env.SMTP_URL = 'smtp://127.0.0.1:1';
    expect(await expectJson(await handler()(post(validBody())), 503)).toEqual({
      error: MESSAGES.deliveryFailed,
    });
    expect(log.lines.some((line) => line.level === 'error' && line.text.includes('CONTACT_TO'))).toBe(true);
  });
});
