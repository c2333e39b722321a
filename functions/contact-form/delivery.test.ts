// Store, then forward, against a real SMTP server on a loopback port: every accepted enquiry
// reaches the dealer exactly once, however the relay behaves and however often the pass runs.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backoffMs, deliveryPass, PARK_AFTER_REFUSALS } from './delivery.ts';
import { settling } from './handler.test-helper.ts';
import { createContactFormHandler } from './handler.ts';
import type { TransportPolicy } from './mail.ts';
import { unlimited } from './rate-limit.ts';
import { MESSAGES } from './respond.ts';
import { createFileEnquiryStore, type EnquiryStore } from './store.ts';
import {
  closedPort,
  DEALER,
  NOW,
  parseMail,
  post,
  type RecordingLogger,
  recordingLogger,
  startSmtpServer,
  type TestSmtpServer,
  tempDir,
  validBody,
} from './support.test-helper.ts';

const KEY = 'a1b2c3d4-e5f6-4789-9abc-def012345678';

let dir: Awaited<ReturnType<typeof tempDir>>;
let store: EnquiryStore;
let log: RecordingLogger;
let clock: number;
let env: Record<string, string>;
const servers: TestSmtpServer[] = [];

beforeEach(async () => {
  dir = await tempDir();
  store = createFileEnquiryStore(dir.path);
  log = recordingLogger();
  clock = NOW;
  env = { ...DEALER };
});
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
  await dir.remove();
});

async function relay(options: Parameters<typeof startSmtpServer>[0] = {}): Promise<TestSmtpServer> {
  const server = await startSmtpServer(options);
  servers.push(server);
  return server;
}

const deps = (policy?: TransportPolicy) => ({ store, env, now: () => clock, log, policy });
const handler = (policy?: TransportPolicy) =>
  createContactFormHandler({
    env,
    now: () => clock,
    rateLimiter: unlimited,
    logger: log,
    store,
    transportPolicy: policy,
  });
const send = (body = validBody(), key = KEY, policy?: TransportPolicy) =>
  settling(handler(policy))(post(body, { 'Idempotency-Key': key }));
const pass = (policy?: TransportPolicy) => deliveryPass(deps(policy));
const later = (ms = backoffMs(10)) => {
  clock += ms;
};
const stateOf = async (id = KEY) => (await store.get(id))?.record;

/** A relay that answers DATA with `reply` (an SMTP code) for the first `times` messages, then accepts. */
function refusing(code: number, times: number, seen: string[]) {
  let refused = 0;
  return relay({
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        seen.push(Buffer.concat(chunks).toString('utf8'));
        if (refused < times) {
          refused++;
          callback(Object.assign(new Error(`refused with ${code}`), { responseCode: code }));
        } else {
          callback();
        }
      });
    },
  });
}

describe('a relay that is down, then up', () => {
  it('answers success at once, keeps the enquiry, and the pass mails it exactly once', async () => {
    env.SMTP_URL = `smtp://127.0.0.1:${await closedPort()}`;
    const response = await send();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(await stateOf()).toMatchObject({ state: 'queued', attempts: 1, refusals: 0 });

    const up = await relay();
    env.SMTP_URL = up.url;
    // Not before its backoff.
    expect((await pass()).sent).toBe(0);
    later();
    expect((await pass()).sent).toBe(1);
    later();
    expect((await pass()).sent).toBe(0);
    expect(up.received).toHaveLength(1);
    expect(await stateOf()).toMatchObject({ state: 'sent', sentAt: clock - backoffMs(10) });
  });

  it('mails it once when two passes run at the same time', async () => {
    env.SMTP_URL = `smtp://127.0.0.1:${await closedPort()}`;
    await send();
    const up = await relay();
    env.SMTP_URL = up.url;
    later();
    const reports = await Promise.all([pass(), pass(), pass()]);
    expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(1);
    expect(up.received).toHaveLength(1);
  });
});

describe('a relay that accepts late', () => {
  it('is waited for after the answer, and no pass meanwhile sends a second copy', async () => {
    let accept: () => void = () => {};
    const slow = await relay({
      onData(stream, _session, callback) {
        stream.resume();
        stream.on('end', () => {
          accept = () => callback();
        });
      },
    });
    env.SMTP_URL = slow.url;
    const pending: Promise<unknown>[] = [];
    const response = await handler()(post(validBody(), { 'Idempotency-Key': KEY }), {
      waitUntil: (work) => pending.push(work),
    });
    // The visitor has their answer while the relay still holds the message.
    expect(response.status).toBe(200);
    // Two minutes on, the try still holds its lease (LEASE_MS) and the message is in the relay's hands.
    later(2 * 60_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await pass()).sent).toBe(0);
    accept();
    await Promise.all(pending);
    expect(await stateOf()).toMatchObject({ state: 'sent' });
    later();
    expect((await pass()).sent).toBe(0);
  });
});

describe('the relay’s replies', () => {
  it('retries a temporary 451 with the same Message-ID until it is accepted', async () => {
    const seen: string[] = [];
    const greylisting = await refusing(451, 1, seen);
    env.SMTP_URL = greylisting.url;
    expect((await send()).status).toBe(200);
    expect(await stateOf()).toMatchObject({ state: 'queued', refusals: 0 });
    later();
    expect((await pass()).sent).toBe(1);
    expect(seen).toHaveLength(2);
    const ids = seen.map((raw) => parseMail(raw).header('Message-ID')[0]);
    expect(ids[0]).toMatch(/^<enquiry-a1b2c3d4-[\w-]+@dealer\.example>$/);
    expect(ids[1]).toBe(ids[0]);
  });

  it(`parks an enquiry after ${PARK_AFTER_REFUSALS} permanent 550s, keeps it, and logs it`, async () => {
    const seen: string[] = [];
    const policy = await refusing(550, 100, seen);
    env.SMTP_URL = policy.url;
    await send();
    later();
    await pass();
    later();
    expect((await pass()).parked).toBe(1);
    expect(seen).toHaveLength(PARK_AFTER_REFUSALS);
    expect(await stateOf()).toMatchObject({ state: 'parked', refusals: PARK_AFTER_REFUSALS });
    expect(
      log.lines.some((line) => line.level === 'error' && line.text.includes(`enquiry ${KEY} PARKED`)),
    ).toBe(true);
    later();
    const report = await pass();
    expect(report.waitingParked).toEqual([KEY]);
    expect(seen).toHaveLength(PARK_AFTER_REFUSALS);
  });
});

describe('TLS', () => {
  it('never sends credentials or the enquiry to a relay that offers no STARTTLS', async () => {
    const logins: string[] = [];
    const plain = await relay({
      authOptional: false,
      allowInsecureAuth: true,
      onAuth(auth, _session, callback) {
        logins.push(auth.username ?? '');
        callback(null, { user: auth.username });
      },
    });
    env.SMTP_URL = plain.url.replace('smtp://', 'smtp://mailer:s3cret@');
    // As for any relay not on this machine: plain text is refused.
    const strict = { allowPlainLoopback: false };
    expect((await send(validBody(), KEY, strict)).status).toBe(200);
    expect(logins).toEqual([]);
    expect(plain.received).toEqual([]);
    expect(await stateOf()).toMatchObject({
      state: 'queued',
      refusals: 1,
      lastError: expect.stringContaining('ETLS'),
    });
  });
});

describe('spam and keys', () => {
  it('quarantines a trap’s catch: answered as success, kept, never mailed', async () => {
    const up = await relay();
    env.SMTP_URL = up.url;
    expect((await send(validBody({ website: 'http://spam.example' }))).status).toBe(200);
    later();
    await pass();
    expect(up.received).toEqual([]);
    expect(await stateOf()).toMatchObject({ state: 'spam', spamReason: expect.stringContaining('honeypot') });
  });

  it('does not count a blank or false honeypot as filled', async () => {
    const up = await relay();
    env.SMTP_URL = up.url;
    expect((await send(validBody({ website: ' ' }))).status).toBe(200);
    expect((await send(validBody({ website: false }), 'b1b2c3d4-e5f6-4789-9abc-def012345678')).status).toBe(
      200,
    );
    expect(up.received).toHaveLength(2);
  });

  it('mails a key’s enquiry once, and refuses the key for a different enquiry with 422', async () => {
    const up = await relay();
    env.SMTP_URL = up.url;
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(200);
    const other = await send(validBody({ Message: 'Something else entirely.' }));
    expect(other.status).toBe(422);
    expect(await other.json()).toEqual({ error: MESSAGES.keyReused });
    later();
    await pass();
    expect(up.received).toHaveLength(1);
  });
});
