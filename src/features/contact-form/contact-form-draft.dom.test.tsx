// @vitest-environment happy-dom
// What the contact form keeps: an enquiry made without a signal, the draft, the address's pre-fill,
// and what was typed before hydration. Fields, sending and failures: contact-form.dom.test.tsx.
import { describe, expect, it, vi } from 'vitest';
import { act, prerender } from '../../../test/dom/render.test-helper.tsx';
import { typeInto } from '../../../test/dom/type-into.test-helper.ts';
import { ENQUIRY_TEXT_FIELDS } from '../../content/enquiry-contract.ts';
import type { EnquiryRequest } from '../../content/schemas/enquiry.ts';
import {
  alertText,
  control,
  counter,
  fakeSend,
  fillAll,
  hydrateForm,
  PATH,
  page,
  prerenderForm,
  render,
  sendButton,
  sendFilledForm,
  status,
  submit,
  type,
  unmount,
  values,
  wait,
} from './contact-form.test-helper.tsx';
import { draftKey } from './draft.ts';
import { TYPED } from './enquiry.test-helper.ts';
import { SEND_MESSAGES, type SendResult } from './send.ts';

describe('without a signal', () => {
  const QUEUED =
    "You're offline. Your enquiry is saved on this device and will be sent when the signal returns.";
  const offline = async (): Promise<SendResult> => ({
    ok: false,
    message: SEND_MESSAGES.network,
    fields: {},
    offline: true,
  });

  it('keeps the enquiry on the device with its key, says so until it has gone, then thanks', async () => {
    const kept: { key: string; body: EnquiryRequest }[] = [];
    const keys: (string | undefined)[] = [];
    const onQueued = vi.fn();
    await render({
      send: async (_, options) => {
        keys.push(options.idempotencyKey);
        return offline();
      },
      queue: async (entry) => {
        kept.push(entry);
        return true;
      },
      onQueued,
    });
    await wait(5000);
    await fillAll();
    await submit();
    await wait(50);
    expect(status()).toBe(QUEUED);
    expect(alertText()).toBe('');
    expect(kept).toHaveLength(1);
    expect(kept[0]?.key).toBe(keys[0]);
    expect(kept[0]?.key).toMatch(/^[\w-]{16,}$/);
    expect(kept[0]?.body.Message).toBe(TYPED.Message);
    expect(onQueued).toHaveBeenCalledWith(kept[0]?.key);
    // Kept: the fields are free for another enquiry, and the draft is gone.
    expect(values().Message).toBe('');
    expect(sessionStorage.getItem(draftKey(PATH))).toBeNull();
    // Said for as long as it waits, not for 3 seconds.
    await wait(10_000);
    expect(status()).toBe(QUEUED);
  });

  it('gives each press of Send its own key', async () => {
    const keys: (string | undefined)[] = [];
    const { send, answer } = fakeSend();
    await render({
      send: (body, options) => {
        keys.push(options.idempotencyKey);
        return send(body);
      },
    });
    await wait(5000);
    await fillAll();
    await submit();
    await answer({ ok: false, message: SEND_MESSAGES.failed, fields: {} });
    await wait(3000);
    await submit();
    await answer({ ok: true });
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('says to check the connection, keeping every typed value, when the device cannot keep it', async () => {
    await sendFilledForm({ send: offline, queue: async () => false });
    await wait(50);
    expect(alertText()).toBe(SEND_MESSAGES.network);
    expect(values()).toEqual(TYPED);
  });
});

describe('pre-fill from the address', () => {
  it('fills the named fields after hydration, ignoring other names', async () => {
    await render(
      {},
      `${PATH}?Message=I%27d+like+a+quote&FirstName=Ann&website=spam&Newsletter=Yes&colour=red`,
    );
    expect(values()).toEqual({
      ...Object.fromEntries(ENQUIRY_TEXT_FIELDS.map((f) => [f, ''])),
      FirstName: 'Ann',
      Message: "I'd like a quote",
    });
    expect(control('website').value).toBe('');
    expect((control('Newsletter') as unknown as RadioNodeList).value).toBe('No');
    expect(counter()).toBe('16 / 255 characters');
  });

  it('is not in the server’s markup, so hydration matches', () => {
    const html = prerender(page({}, `${PATH}?FirstName=Ann&Message=Hello`)).innerHTML;
    expect(html).not.toContain('Ann');
    expect(html).not.toContain('Hello');
  });
});

describe('the draft', () => {
  it('is kept while typing and restored when the page comes back', async () => {
    await render({});
    await type('FirstName', 'Ann');
    await type('Message', 'Half a thought');
    expect(JSON.parse(sessionStorage.getItem(draftKey(PATH)) ?? '{}').values).toMatchObject({
      FirstName: 'Ann',
      Message: 'Half a thought',
    });
    unmount();
    await render({});
    expect(control('FirstName').value).toBe('Ann');
    expect(control('Message').value).toBe('Half a thought');
  });

  it('is stored in the keystroke itself, before any effect has run', async () => {
    await render({});
    await act(async () => {
      typeInto(control('Message'), 'Typed just before a crash');
      // Still inside the event: React has run no render and no effect yet.
      expect(JSON.parse(sessionStorage.getItem(draftKey(PATH)) ?? '{}').values?.Message).toBe(
        'Typed just before a crash',
      );
    });
  });

  it('wins over the address’s pre-fill: typed text is never replaced', async () => {
    sessionStorage.setItem(
      draftKey(PATH),
      JSON.stringify({ values: { Message: 'My own words' }, startedAt: Date.now() - 60_000 }),
    );
    await render({}, `${PATH}?Message=From+a+link&FirstName=Ann`);
    expect(control('Message').value).toBe('My own words');
    expect(control('FirstName').value).toBe('Ann');
  });

  it('keeps its start time, so a send straight after a reload goes at once', async () => {
    const started = Date.now() - 60_000;
    sessionStorage.setItem(draftKey(PATH), JSON.stringify({ values: TYPED, startedAt: started }));
    const { send, bodies } = fakeSend();
    await render({ send });
    await submit();
    expect(send).toHaveBeenCalledTimes(1);
    expect(bodies[0]?.fillMs).toBe(60_000);
  });

  it('is cleared once the enquiry is sent, and kept when it fails', async () => {
    const { send, answer } = fakeSend();
    await sendFilledForm({ send });
    await answer({ ok: false, message: 'Nope', fields: {} });
    expect(sessionStorage.getItem(draftKey(PATH))).not.toBeNull();
    await submit();
    await answer({ ok: true });
    expect(sessionStorage.getItem(draftKey(PATH))).toBeNull();
  });
});

describe('hydration', () => {
  it('renders the same markup on the server and in the first client render, with the send button ready', async () => {
    prerenderForm({ title: 'Send us an enquiry' });
    const serverButton = sendButton();
    // Pressed before the app runs, it is held and sent once the app does (src/app/early-events.ts).
    expect(serverButton.disabled).toBe(false);
    const errors = vi.spyOn(console, 'error');
    await hydrateForm({ title: 'Send us an enquiry' });
    expect(errors).not.toHaveBeenCalled();
    expect(sendButton()).toBe(serverButton);
    expect(sendButton().disabled).toBe(false);
  });

  it('keeps what the visitor typed before the page woke up', async () => {
    prerenderForm({});
    control('FirstName').value = 'Early';
    control('Message').value = 'Typed before hydration';
    const { send, bodies } = fakeSend();
    await hydrateForm({ send });
    expect(control('FirstName').value).toBe('Early');
    expect(control('Message').value).toBe('Typed before hydration');
    expect(counter()).toBe('22 / 255 characters');
    await wait(5000);
    await submit();
    expect(bodies[0]).toMatchObject({ FirstName: 'Early', Message: 'Typed before hydration' });
  });
});
