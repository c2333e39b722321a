// The Netlify entry: the default export, reading process.env on every request.
import { readdir } from 'node:fs/promises';
import type { Context } from '@netlify/functions';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import contactForm from '../contact-form.ts';
import { post, tempDir, validBody } from './support.test-helper.ts';

let outbox: Awaited<ReturnType<typeof tempDir>>;
beforeEach(async () => {
  outbox = await tempDir();
});
afterEach(async () => {
  vi.unstubAllEnvs();
  await outbox.remove();
});

it('writes to the OUTBOX_DIR of process.env when SMTP_URL is not set, and says where', async () => {
  vi.stubEnv('SMTP_URL', '');
  vi.stubEnv('OUTBOX_DIR', outbox.path);
  const info = vi.spyOn(console, 'info').mockImplementation(() => {});
  const pending: Promise<unknown>[] = [];
  const context = { waitUntil: (work: Promise<unknown>) => pending.push(work) } as unknown as Context;
  const response = await contactForm(post(validBody({ fillMs: 10_000 })), context);
  expect(response.status).toBe(200);
  await Promise.all(pending);
  const files = (await readdir(outbox.path)).filter((name) => name.endsWith('.eml'));
  expect(files).toHaveLength(1);
  expect(info).toHaveBeenCalledWith(expect.stringContaining(files[0] ?? '-'));
});

it('answers a GET with 405 JSON', async () => {
  const response = await contactForm(new Request('http://localhost/.netlify/functions/contact-form'));
  expect(response.status).toBe(405);
  expect(response.headers.get('allow')).toBe('POST');
  expect(await response.json()).toHaveProperty('error');
});
