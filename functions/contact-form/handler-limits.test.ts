import { describe, expect, it } from 'vitest';
import { expectJson, handlerTestbed } from './handler.test-helper.ts';
import { createRateLimiter } from './rate-limit.ts';
import { BODY_MAX_BYTES } from './read-body.ts';
import { MESSAGES } from './respond.ts';
import { createFileEnquiryStore, enquiryDir } from './store.ts';
import { ENDPOINT, NOW, post, streamRequest, validBody } from './support.test-helper.ts';

const { bed, handler, outboxFiles } = handlerTestbed();

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
    expect(bed.log.lines.some((line) => line.text.includes('spam') && line.text.includes('honeypot'))).toBe(
      true,
    );
  });

  it('answers a form sent under 3 seconds after it was shown with 200 and sends nothing', async () => {
    await expectJson(await handler()(post(validBody({ fillMs: 2999 }))), 200);
    expect(await outboxFiles()).toEqual([]);
    expect(bed.log.lines.some((line) => line.text.includes('2999 ms'))).toBe(true);
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

  it('allows as many as CONTACT_RATE_LIMIT says, read when the handler is made', async () => {
    const handle = handler({ rateLimiter: undefined, env: { ...bed.env, CONTACT_RATE_LIMIT: '2' } });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await handle(post(validBody({ fillMs: 10_000 })))).status);
    expect(statuses).toEqual([200, 200, 429]);
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
    expect(
      bed.log.lines.some((line) => line.level === 'error' && line.text.includes('limiter exploded')),
    ).toBe(true);
  });

  it('keeps, and does not send, an enquiry for a relay without CONTACT_TO and CONTACT_FROM', async () => {
    bed.env.SMTP_URL = 'smtp://127.0.0.1:1';
    expect(await expectJson(await handler()(post(validBody())), 200)).toEqual({ ok: true });
    const [kept] = await createFileEnquiryStore(enquiryDir(bed.env)).list();
    expect(kept).toMatchObject({ state: 'queued', attempts: 1 });
    expect(bed.log.lines.some((line) => line.level === 'error' && line.text.includes('CONTACT_TO'))).toBe(
      true,
    );
  });
});
