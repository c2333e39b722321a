// The contact-form handler as its tests meet it: outbox mode over a fresh folder per test, a
// fixed clock, no rate limit and a logger that records, unless a test says otherwise.
import { readdir } from 'node:fs/promises';
import { afterEach, beforeEach, expect } from 'vitest';
import { type ContactFormHandler, createContactFormHandler } from './handler.ts';
import { unlimited } from './rate-limit.ts';
import { NOW, type RecordingLogger, recordingLogger, tempDir } from './support.test-helper.ts';

interface Bed {
  outbox: Awaited<ReturnType<typeof tempDir>>;
  log: RecordingLogger;
  env: Record<string, string | undefined>;
}

/** Registers the per-test set-up in the calling file; `bed` holds the current test's parts. */
export function handlerTestbed() {
  const bed = {} as Bed;
  beforeEach(async () => {
    bed.outbox = await tempDir();
    bed.log = recordingLogger();
    bed.env = { OUTBOX_DIR: bed.outbox.path };
  });
  afterEach(() => bed.outbox.remove());
  return {
    bed,
    handler: (options: Parameters<typeof createContactFormHandler>[0] = {}) =>
      settling(
        createContactFormHandler({
          env: bed.env,
          now: () => NOW,
          rateLimiter: unlimited,
          logger: bed.log,
          ...options,
        }),
      ),
    outboxFiles: async () => (await readdir(bed.outbox.path)).filter((name) => name.endsWith('.eml')),
  };
}

/**
 * The handler, answering only once the work it left for after its answer (the first try at
 * mailing) is done, as the host's `waitUntil` keeps a function alive for it.
 */
export function settling(handle: ContactFormHandler): ContactFormHandler {
  return async (req, context) => {
    const pending: Promise<unknown>[] = [];
    const response = await handle(req, { ...context, waitUntil: (work) => pending.push(work) });
    await Promise.all(pending);
    return response;
  };
}

/** The answer is JSON with the function's safety headers and `status`; returns its body. */
export async function expectJson(response: Response, status: number): Promise<Record<string, unknown>> {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  return (await response.json()) as Record<string, unknown>;
}
