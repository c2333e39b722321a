import { afterEach, describe, expect, it, vi } from 'vitest';
import { settledAt } from '../../lib/fake-timers.test-helper.ts';
import { sampleEnquiry } from './enquiry.test-helper.ts';
import { readAnswer, SEND_MESSAGES, SEND_TIMEOUT_MS, sendEnquiry } from './send.ts';

const body = sampleEnquiry({ Message: 'Hello', fillMs: 5000 });

const json = (status: number, value: unknown) =>
  new Response(JSON.stringify(value), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.useRealTimers();
});

describe('readAnswer', () => {
  it('is a success only for a 2xx carrying the function’s { ok: true }', () => {
    expect(readAnswer(200, { ok: true })).toEqual({ ok: true });
    // A host answering with its own page, or anything else, is not a sent enquiry.
    expect(readAnswer(200, undefined)).toEqual({ ok: false, message: SEND_MESSAGES.failed, fields: {} });
    expect(readAnswer(200, { ok: 'yes' })).toMatchObject({ ok: false });
    expect(readAnswer(500, { ok: true })).toMatchObject({ ok: false });
  });

  it('keeps the per-field messages of a 422, and only those of known fields', () => {
    expect(
      readAnswer(422, {
        error: 'Please check the highlighted fields and try again.',
        fields: {
          CompanyEmail: 'Please enter a valid email address.',
          items: 'An enquiry can list at most 100 basket items.',
          Unknown: 'dropped',
          Message: 42,
        },
      }),
    ).toEqual({
      ok: false,
      message: 'Please check the highlighted fields and try again.',
      fields: {
        CompanyEmail: 'Please enter a valid email address.',
        items: 'An enquiry can list at most 100 basket items.',
      },
    });
  });

  it('shows the function’s own sentence for 429 and 5xx, a 5xx marked to be kept and sent later', () => {
    const busy =
      'You have sent several enquiries in a short time. Please wait a few minutes and try again, or call us.';
    expect(readAnswer(429, { error: busy })).toEqual({ ok: false, message: busy, fields: {} });
    const down = 'We could not send your enquiry just now. Please try again, or call us.';
    expect(readAnswer(503, { error: down })).toEqual({ ok: false, message: down, fields: {}, offline: true });
  });

  it('has a sentence of its own when the answer is not the function’s JSON', () => {
    expect(readAnswer(429, undefined)).toEqual({ ok: false, message: SEND_MESSAGES.rateLimited, fields: {} });
    expect(readAnswer(502, '<html>Bad gateway</html>')).toEqual({
      ok: false,
      message: SEND_MESSAGES.failed,
      fields: {},
      offline: true,
    });
    expect(readAnswer(404, { error: '   ' })).toMatchObject({ message: SEND_MESSAGES.failed });
  });
});

describe('sendEnquiry', () => {
  it('posts the body as JSON to the function', async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => json(200, { ok: true }));
    await expect(sendEnquiry(body, { fetch })).resolves.toEqual({ ok: true });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/.netlify/functions/contact-form');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual(body);
  });

  it('reads a failure’s JSON', async () => {
    const fetch = async () => json(422, { error: 'Check', fields: { Message: 'Please enter a message.' } });
    await expect(sendEnquiry(body, { fetch })).resolves.toEqual({
      ok: false,
      message: 'Check',
      fields: { Message: 'Please enter a message.' },
    });
  });

  it('copes with a body that is not JSON', async () => {
    const fetch = async () => new Response('<h1>Gateway timeout</h1>', { status: 504 });
    await expect(sendEnquiry(body, { fetch })).resolves.toEqual({
      ok: false,
      message: SEND_MESSAGES.failed,
      fields: {},
      offline: true,
    });
  });

  it('says to check the connection when the request fails, marking it as sent without a signal', async () => {
    const fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(sendEnquiry(body, { fetch })).resolves.toEqual({
      ok: false,
      message: 'We could not send your enquiry. Please check your connection and try again.',
      fields: {},
      offline: true,
    });
  });

  it('sends the idempotency key it is given as a header', async () => {
    let headers: Headers | undefined;
    const fetch = async (_: RequestInfo | URL, init?: RequestInit) => {
      headers = new Headers(init?.headers);
      return Response.json({ ok: true });
    };
    await sendEnquiry(body, { fetch, idempotencyKey: 'c0ffee00-1234-4abc-8def-000000000001' });
    expect(headers?.get('Idempotency-Key')).toBe('c0ffee00-1234-4abc-8def-000000000001');
    await sendEnquiry(body, { fetch });
    expect(headers?.has('Idempotency-Key')).toBe(false);
  });

  it('gives up after the time limit, saying the enquiry may not have arrived', async () => {
    vi.useFakeTimers();
    const fetch = (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    const result = sendEnquiry(body, { fetch });
    expect(await settledAt(result, SEND_TIMEOUT_MS)).toEqual({
      ok: false,
      message: SEND_MESSAGES.timeout,
      fields: {},
    });
  });

  it('aborts the request when its caller does', async () => {
    const controller = new AbortController();
    let aborted = false;
    const fetch = (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => {
          aborted = true;
          reject(new DOMException('aborted', 'AbortError'));
        });
      });
    const result = sendEnquiry(body, { fetch, signal: controller.signal });
    controller.abort();
    await result;
    expect(aborted).toBe(true);
  });
});
