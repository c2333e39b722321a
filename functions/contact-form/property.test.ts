// Whatever arrives, the answer is a success, a client error or a rate limit, always JSON with
// the security headers, and the handler never throws or logs an error.
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createContactFormHandler } from './handler.ts';
import { createRateLimiter } from './rate-limit.ts';
import { ENDPOINT, NOW, recordingLogger, tempDir, validBody } from './support.test-helper.ts';

let outbox: Awaited<ReturnType<typeof tempDir>>;
beforeAll(async () => {
  outbox = await tempDir();
});
afterAll(() => outbox.remove());

const headerValue = fc.stringMatching(/^[\x21-\x7e][\x20-\x7e]{0,40}$/);

const method = fc.oneof(
  { weight: 6, arbitrary: fc.constant('POST') },
  { weight: 2, arbitrary: fc.constantFrom('GET', 'HEAD', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'post') },
  {
    weight: 1,
    arbitrary: fc.stringMatching(/^[A-Za-z]{1,12}$/).filter((m) => !/^(connect|trace|track)$/i.test(m)),
  },
);

const contentType = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.constantFrom(
      'application/json',
      'application/json; charset=utf-8',
      'APPLICATION/JSON;charset="UTF-8"',
    ),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'application/json; charset=latin1',
      'text/plain',
      'multipart/form-data; boundary=x',
    ),
  },
  { weight: 1, arbitrary: headerValue },
  { weight: 1, arbitrary: fc.constant(undefined) },
);

const fieldValue = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom('', ' ', 'Yes', 'No', 'a@b.co', 'a@b.com\r\nBcc: x@y.z', 'x'.repeat(256)),
);

/** Objects shaped like an enquiry, field by field valid or not: these reach validation. */
const enquiryLike = fc
  .record(
    {
      Newsletter: fieldValue,
      FirstName: fieldValue,
      LastName: fieldValue,
      CompanyName: fieldValue,
      CompanyEmail: fieldValue,
      PhoneNumber: fieldValue,
      Postcode: fieldValue,
      Message: fieldValue,
      items: fc.oneof(
        fc.array(
          fc.record({
            id: fieldValue,
            title: fieldValue,
            quantity: fc.oneof(fc.integer(), fc.double(), fieldValue),
          }),
          { maxLength: 60 },
        ),
        fc.jsonValue({ maxDepth: 2 }),
      ),
      website: fc.oneof(fc.constant(''), fieldValue),
      fillMs: fc.oneof(fc.integer({ min: -60_000, max: 60_000 }), fieldValue),
      extra: fc.jsonValue({ maxDepth: 2 }),
    },
    { requiredKeys: [] },
  )
  .map((fields) => JSON.stringify({ ...validBody(), ...fields }));

const body = fc.oneof(
  { weight: 4, arbitrary: enquiryLike },
  { weight: 2, arbitrary: fc.jsonValue().map((value) => JSON.stringify(value)) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 200 }) },
  { weight: 1, arbitrary: fc.constant(JSON.stringify(validBody())) },
  { weight: 1, arbitrary: fc.integer({ min: 16_000, max: 17_000 }).map((n) => `"${'é'.repeat(n / 2)}"`) },
);

// A few senders that come back often, so some of them reach the rate limit.
const clientAddress = fc.oneof(fc.constantFrom('203.0.113.1', '203.0.113.2', '198.51.100.9'), headerValue);

const extraHeaders = fc.record(
  {
    'x-forwarded-for': clientAddress,
    'x-nf-client-connection-ip': clientAddress,
    'content-length': fc.oneof(fc.nat().map(String), headerValue),
  },
  { requiredKeys: [] },
);

it('answers 10,000 random requests with 200, 4xx or 429, always JSON, never throwing', async () => {
  const log = recordingLogger();
  const handle = createContactFormHandler({
    env: { OUTBOX_DIR: outbox.path },
    now: () => NOW,
    // A generous limit so the requests reach the body; the limit itself is still exercised.
    rateLimiter: createRateLimiter({ max: 200 }),
    logger: log,
  });
  const statuses = new Map<number, number>();
  // The first delivery tries run after the answers: awaited before the outbox is removed.
  const deliveries: Promise<unknown>[] = [];
  const context = { waitUntil: (promise: Promise<unknown>) => void deliveries.push(promise) };

  await fc.assert(
    fc.asyncProperty(method, contentType, body, extraHeaders, async (verb, type, payload, headers) => {
      const hasBody = !/^(GET|HEAD)$/i.test(verb);
      const request = new Request(ENDPOINT, {
        method: verb,
        headers: { ...headers, ...(type === undefined ? {} : { 'content-type': type }) },
        body: hasBody ? payload : null,
      });
      const response = await handle(request, context);
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);

      expect(response.status === 200 || (response.status >= 400 && response.status < 500)).toBe(true);
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      const answer: unknown = JSON.parse(await response.text());
      if (response.status === 200) {
        expect(answer).toEqual({ ok: true });
      } else {
        expect(answer).toMatchObject({ error: expect.any(String) });
        expect(JSON.stringify(answer)).not.toMatch(/\bat .+\.ts:\d+/);
      }
      expect(log.lines.filter((line) => line.level === 'error')).toEqual([]);
    }),
    { numRuns: 10_000 },
  );
  await Promise.all(deliveries);

  // The generators reach every branch, not just the first refusal.
  for (const status of [200, 400, 405, 413, 415, 422, 429]) {
    expect(statuses.get(status) ?? 0, `status ${status}`).toBeGreaterThan(0);
  }
}, 60_000);
