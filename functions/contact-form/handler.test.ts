import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENQUIRY_ITEMS_MAX } from '../../src/content/enquiry-items.ts';
import { expectJson, handlerTestbed } from './handler.test-helper.ts';
import { MESSAGES } from './respond.ts';
import { ENDPOINT, parseMail, post, VALID_BODY_MAIL_TEXT, validBody } from './support.test-helper.ts';

const { bed, handler, outboxFiles } = handlerTestbed();

describe('accepted enquiry (outbox mode)', () => {
  it('answers 200 { ok: true } and writes one parseable .eml with every field and item', async () => {
    const body = await expectJson(await handler()(post(validBody())), 200);
    expect(body).toEqual({ ok: true });

    const files = await outboxFiles();
    expect(files).toHaveLength(1);
    const mail = parseMail(await readFile(join(bed.outbox.path, files[0] ?? ''), 'utf8'));
    expect(mail.header('Subject')).toEqual([
      'Enquiry: Friuli tunnel sprayer and Olmi de-leafer (from Ada Lovelace, Orchard Farms Ltd)',
    ]);
    expect(mail.header('From')).toEqual(['Website <website@example.com>']);
    expect(mail.header('To')).toEqual(['Enquiries <enquiries@example.com>']);
    expect(mail.header('Reply-To')).toEqual(['Ada Lovelace <ada@orchard.example>']);
    expect(mail.text).toBe(VALID_BODY_MAIL_TEXT);
    expect(bed.log.lines).toContainEqual({
      level: 'info',
      text: expect.stringMatching(
        new RegExp(
          `^contact-form: SMTP_URL not set, enquiry [\\w-]+ written to ${join(bed.outbox.path, files[0] ?? '')}$`,
        ),
      ),
    });
    // Written under a temporary name and renamed: nothing else is left beside the store's folder.
    expect((await readdir(bed.outbox.path)).filter((name) => name !== '.enquiries')).toEqual(files);
  });

  it('uses CONTACT_TO and CONTACT_FROM, reads the env at call time, and accepts a charset', async () => {
    const handle = handler();
    bed.env.CONTACT_TO = 'Sales <sales@dealer.example>';
    bed.env.CONTACT_FROM = 'Web form <web@dealer.example>';
    const response = await handle(post(validBody(), { 'content-type': 'application/json; charset=UTF-8' }));
    await expectJson(response, 200);
    const [file = ''] = await outboxFiles();
    const mail = parseMail(await readFile(join(bed.outbox.path, file), 'utf8'));
    expect(mail.header('To')).toEqual(['Sales <sales@dealer.example>']);
    expect(mail.header('From')).toEqual(['Web form <web@dealer.example>']);
  });

  it('fills in optional fields: Newsletter No, no phone, no postcode, empty basket', async () => {
    const { Newsletter, PhoneNumber, Postcode, items, ...required } = validBody();
    await expectJson(await handler()(post(required)), 200);
    const [file = ''] = await outboxFiles();
    const { text } = parseMail(await readFile(join(bed.outbox.path, file), 'utf8'));
    expect(text).toContain('Newsletter: No');
    expect(text).toContain('Phone: (not given)');
    expect(text).toContain('Postcode: (not given)');
    expect(text).not.toContain('Machine');
  });

  it('drops fields it does not know', async () => {
    await expectJson(await handler()(post(validBody({ Bcc: 'x@y.example', admin: true }))), 200);
    const [file = ''] = await outboxFiles();
    const raw = await readFile(join(bed.outbox.path, file), 'utf8');
    expect(raw).not.toContain('x@y.example');
    expect(raw).not.toMatch(/^Bcc:/im);
  });

  it('answers 503 with Retry-After when the enquiry cannot be stored', async () => {
    bed.env.OUTBOX_DIR = join(bed.outbox.path, 'not-a-dir');
    // A file where the folder should be: mkdir fails as on a read-only file system.
    await writeFile(join(bed.outbox.path, 'not-a-dir'), 'file');
    const response = await handler()(post(validBody()));
    expect(response.headers.get('retry-after')).toBe('30');
    expect(await expectJson(response, 503)).toEqual({ error: MESSAGES.deliveryFailed });
    expect(
      bed.log.lines.some(
        (line) => line.level === 'error' && line.text.includes('enquiry store could not be used'),
      ),
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
