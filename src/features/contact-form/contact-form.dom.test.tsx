// @vitest-environment happy-dom
import { act, type ReactElement } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { typeInto } from '../../../test/dom/type-into.ts';
import { ENQUIRY_TEXT_FIELDS, type EnquiryTextField } from '../../content/enquiry-contract.ts';
import type { EnquiryRequest } from '../../content/schemas/enquiry.ts';
import { ContactForm, type ContactFormProps } from './contact-form.tsx';
import { draftKey } from './draft.ts';
import type { SendResult } from './send.ts';
import { SEND_MESSAGES, sendEnquiry } from './send.ts';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

const PATH = '/contact-us/';
const SUCCESS = 'Thank you! We will be in touch soon.';

const TYPED: Record<EnquiryTextField, string> = {
  FirstName: 'Ann',
  LastName: 'Grower',
  CompanyName: 'Orchard Farms Ltd',
  CompanyEmail: 'ann@orchard.example',
  PhoneNumber: '01622 000000',
  Postcode: 'TN12 9AH',
  Message: 'A quote, please',
};

let root: Root | null = null;
let container: HTMLElement;

/** A send the test answers when it likes, recording each body. */
function fakeSend() {
  const bodies: EnquiryRequest[] = [];
  let answer: (result: SendResult) => void = () => {};
  const send = vi.fn((body: EnquiryRequest) => {
    bodies.push(body);
    return new Promise<SendResult>((resolve) => {
      answer = resolve;
    });
  });
  return { send, bodies, answer: (result: SendResult) => act(async () => answer(result)) };
}

function page(props: ContactFormProps, path = PATH): ReactElement {
  return (
    <MemoryRouter initialEntries={[path]}>
      <ContactForm {...props} />
    </MemoryRouter>
  );
}

async function render(props: ContactFormProps, path = PATH) {
  await act(async () => {
    root = createRoot(container);
    root.render(page(props, path));
  });
}

async function unmount() {
  await act(async () => root?.unmount());
  root = null;
}

const form = () => container.querySelector('form') as HTMLFormElement;
const control = (name: string) => form().elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement;
const sendButton = () => container.querySelector('button[type="submit"]') as HTMLButtonElement;
const status = () => container.querySelector('[role="status"]')?.textContent ?? '';
const alertText = () => container.querySelector('[role="alert"]')?.textContent ?? '';
const counter = () => container.querySelector(`[id$="-Message-count"]`)?.textContent ?? '';
const values = () => Object.fromEntries(ENQUIRY_TEXT_FIELDS.map((field) => [field, control(field).value]));

async function type(name: EnquiryTextField, value: string) {
  await act(async () => {
    typeInto(control(name), value);
  });
}

async function fillAll() {
  for (const field of ENQUIRY_TEXT_FIELDS) await type(field, TYPED[field]);
}

async function submit() {
  await act(async () => {
    form().dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
}

/** Lets time pass on the fake clock, running what falls due. */
async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  vi.useFakeTimers({ now: new Date('2026-03-02T09:00:00Z') });
  sessionStorage.clear();
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(async () => {
  await unmount();
  container.remove();
  vi.useRealTimers();
});

describe('the fields', () => {
  it('are labelled, named exactly as the enquiry names them, with autocomplete and limits', async () => {
    await render({});
    const described = [...container.querySelectorAll('label')]
      .filter((label) => label.htmlFor)
      .map((label) => {
        const input = container.querySelector(`[id="${label.htmlFor}"]`) as HTMLInputElement;
        return [
          label.textContent,
          input.name,
          input.type,
          input.autocomplete,
          input.required,
          input.maxLength,
        ];
      });
    expect(described).toEqual([
      ['First name', 'FirstName', 'text', 'given-name', true, 100],
      ['Last name', 'LastName', 'text', 'family-name', true, 100],
      ['Company name', 'CompanyName', 'text', 'organization', true, 100],
      ['Email', 'CompanyEmail', 'email', 'email', true, 254],
      ['Phone number (optional)', 'PhoneNumber', 'tel', 'tel', false, 30],
      ['Postcode (optional)', 'Postcode', 'text', 'postal-code', false, 12],
      ['Message', 'Message', 'textarea', '', true, 255],
      ['Leave this field empty', 'website', 'text', 'off', false, -1],
    ]);
  });

  it('offers the newsletter as Yes please or No thanks, No by default', async () => {
    await render({});
    const radios = [...container.querySelectorAll<HTMLInputElement>('input[name="Newsletter"]')];
    expect(radios.map((radio) => [radio.parentElement?.textContent, radio.value, radio.checked])).toEqual([
      ['Yes please', 'Yes', false],
      ['No thanks', 'No', true],
    ]);
    expect(container.querySelector('fieldset legend')?.textContent).toBe('Would you like our newsletter?');
  });

  it('hides the honeypot from people: off the tab order, autofill and the accessibility tree', async () => {
    await render({});
    const trap = control('website') as HTMLInputElement;
    expect(trap.tabIndex).toBe(-1);
    expect(trap.getAttribute('autocomplete')).toBe('off');
    expect(trap.parentElement?.getAttribute('aria-hidden')).toBe('true');
  });

  it('links to the privacy policy beside the send button', async () => {
    await render({});
    const actions = sendButton().parentElement;
    expect(actions?.querySelector('a')?.getAttribute('href')).toBe('/privacy-policy/');
    expect(actions?.querySelector('a')?.textContent).toBe('privacy policy');
  });

  it('counts the message’s characters as they are typed', async () => {
    await render({});
    expect(counter()).toBe('0 / 255 characters');
    await type('Message', 'Twelve chars');
    expect(counter()).toBe('12 / 255 characters');
    expect(control('Message').maxLength).toBe(255);
  });

  it('names the form by its title', async () => {
    await render({ title: 'Send us an enquiry' });
    const title = container.querySelector('h2');
    expect(title?.textContent).toBe('Send us an enquiry');
    expect(form().getAttribute('aria-labelledby')).toBe(title?.id);
  });
});

describe('sending', () => {
  it('shows loading, then thanks, clears the form, and returns to idle after 3 s', async () => {
    const { send, bodies, answer } = fakeSend();
    await render({ send });
    await wait(5000);
    await fillAll();
    await act(async () => container.querySelector<HTMLInputElement>('input[value="Yes"]')?.click());
    await submit();

    expect(send).toHaveBeenCalledTimes(1);
    expect(sendButton().disabled).toBe(true);
    expect(sendButton().getAttribute('aria-busy')).toBe('true');
    expect(sendButton().textContent).toBe('Sending…');
    expect(sendButton().querySelector('[aria-hidden="true"]')).not.toBeNull();
    expect(bodies[0]).toEqual({
      ...TYPED,
      Newsletter: 'Yes',
      website: '',
      fillMs: 5000,
    });

    await answer({ ok: true });
    expect(status()).toBe(SUCCESS);
    expect(alertText()).toBe('');
    expect(sendButton().disabled).toBe(false);
    expect(sendButton().textContent).toBe('Send enquiry');
    expect(values()).toEqual(Object.fromEntries(ENQUIRY_TEXT_FIELDS.map((field) => [field, ''])));
    expect((control('Newsletter') as unknown as RadioNodeList).value).toBe('No');

    await wait(2999);
    expect(status()).toBe(SUCCESS);
    await wait(1);
    expect(status()).toBe('');
  });

  it('keeps what was typed while the enquiry was on its way', async () => {
    const { send, answer } = fakeSend();
    await render({ send });
    await wait(5000);
    await fillAll();
    await submit();
    await type('Message', `${TYPED.Message} And a spare blade.`);
    await answer({ ok: true });
    expect(status()).toBe(SUCCESS);
    expect(control('FirstName').value).toBe('');
    expect(control('Message').value).toBe(`${TYPED.Message} And a spare blade.`);
  });

  it('waits out the function’s 3 s minimum rather than have a quick visitor taken for a robot', async () => {
    const { send, bodies } = fakeSend();
    await render({ send });
    await fillAll();
    await submit();
    expect(sendButton().textContent).toBe('Sending…');
    expect(send).not.toHaveBeenCalled();
    await wait(3000);
    expect(send).not.toHaveBeenCalled();
    await wait(500);
    expect(send).toHaveBeenCalledTimes(1);
    expect(bodies[0]?.fillMs).toBeGreaterThanOrEqual(3000);
  });

  it('sends one enquiry at a time', async () => {
    const { send } = fakeSend();
    await render({ send });
    await wait(5000);
    await fillAll();
    await submit();
    await submit();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends the basket’s lines and tells the page once it is sent', async () => {
    const { send, bodies, answer } = fakeSend();
    const onSent = vi.fn();
    const items = [
      { id: 'p1', title: 'Sprayer', quantity: 2 },
      { id: 'p2', title: 'Mower', quantity: 1 },
    ];
    await render({ send, items, onSent });
    await wait(5000);
    await fillAll();
    await submit();
    expect(bodies[0]?.items).toEqual(items);
    expect(onSent).not.toHaveBeenCalled();
    await answer({ ok: true });
    expect(onSent).toHaveBeenCalledTimes(1);
  });
});

describe('failures', () => {
  it('shows a 422’s fields beside them, keeps every value, and clears the sentence after 3 s', async () => {
    const { send, answer } = fakeSend();
    await render({ send });
    await wait(5000);
    await fillAll();
    await submit();
    await answer({
      ok: false,
      message: 'Please check the highlighted fields and try again.',
      fields: {
        CompanyEmail: 'Please enter a valid email address.',
        Postcode: 'Please enter a valid postcode.',
      },
    });

    expect(alertText()).toBe('Please check the highlighted fields and try again.');
    expect(values()).toEqual(TYPED);
    const email = control('CompanyEmail');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const description = container.querySelector(`[id="${email.getAttribute('aria-describedby')}"]`);
    expect(description?.textContent).toBe('Please enter a valid email address.');
    expect(control('Postcode').getAttribute('aria-invalid')).toBe('true');
    expect(control('FirstName').hasAttribute('aria-invalid')).toBe(false);
    expect(document.activeElement).toBe(email);

    await wait(3000);
    expect(alertText()).toBe('');
    expect(email.getAttribute('aria-invalid')).toBe('true');

    await type('CompanyEmail', 'ann@orchard.example.com');
    expect(email.hasAttribute('aria-invalid')).toBe(false);
    expect(email.hasAttribute('aria-describedby')).toBe(false);
    expect(control('Postcode').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows a basket problem beside the send button', async () => {
    const { send, answer } = fakeSend();
    await render({ send, items: [{ id: 'p1', title: 'Sprayer', quantity: 1 }] });
    await wait(5000);
    await fillAll();
    await submit();
    await answer({
      ok: false,
      message: 'Please check the highlighted fields and try again.',
      fields: { items: 'An enquiry can list at most 100 basket items.' },
    });
    expect(container.textContent).toContain('An enquiry can list at most 100 basket items.');
  });

  it.each([
    [
      'a rate limit',
      429,
      'You have sent several enquiries in a short time. Please wait a few minutes and try again, or call us.',
    ],
    ['a server failure', 503, 'We could not send your enquiry just now. Please try again, or call us.'],
  ])('shows the function’s sentence for %s', async (_name, status, error) => {
    const fetch = async () =>
      new Response(JSON.stringify({ error }), { status, headers: { 'Content-Type': 'application/json' } });
    await render({ send: (body, options) => sendEnquiry(body, { ...options, fetch }) });
    await wait(5000);
    await fillAll();
    await submit();
    // The answer comes back through a few promise hops: let them settle.
    await wait(50);
    expect(alertText()).toBe(error);
    expect(values()).toEqual(TYPED);
    expect(sendButton().disabled).toBe(false);
  });

  it('says to check the connection when the request cannot be made', async () => {
    const fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    await render({ send: (body, options) => sendEnquiry(body, { ...options, fetch }) });
    await wait(5000);
    await fillAll();
    await submit();
    // The answer comes back through a few promise hops: let them settle.
    await wait(50);
    expect(alertText()).toBe(SEND_MESSAGES.network);
    expect(alertText()).toBe('We could not send your enquiry. Please check your connection and try again.');
    expect(values()).toEqual(TYPED);
    await wait(3000);
    expect(alertText()).toBe('');
    expect(values()).toEqual(TYPED);
  });
});

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
    await render({ send: offline, queue: async () => false });
    await wait(5000);
    await fillAll();
    await submit();
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
    const html = renderToString(page({}, `${PATH}?FirstName=Ann&Message=Hello`));
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
    await unmount();
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
    await render({ send });
    await wait(5000);
    await fillAll();
    await submit();
    await answer({ ok: false, message: 'Nope', fields: {} });
    expect(sessionStorage.getItem(draftKey(PATH))).not.toBeNull();
    await submit();
    await answer({ ok: true });
    expect(sessionStorage.getItem(draftKey(PATH))).toBeNull();
  });
});

describe('hydration', () => {
  it('renders the same markup on the server and in the first client render, with the send button ready', async () => {
    const html = renderToString(page({ title: 'Send us an enquiry' }));
    container.innerHTML = html;
    const serverButton = sendButton();
    // Pressed before the app runs, it is held and sent once the app does (src/app/early-events.ts).
    expect(serverButton.disabled).toBe(false);
    const errors = vi.spyOn(console, 'error');
    await act(async () => {
      root = hydrateRoot(container, page({ title: 'Send us an enquiry' }));
    });
    expect(errors).not.toHaveBeenCalled();
    expect(sendButton()).toBe(serverButton);
    expect(sendButton().disabled).toBe(false);
  });

  it('keeps what the visitor typed before the page woke up', async () => {
    container.innerHTML = renderToString(page({}));
    control('FirstName').value = 'Early';
    control('Message').value = 'Typed before hydration';
    const { send, bodies } = fakeSend();
    await act(async () => {
      root = hydrateRoot(container, page({ send }));
    });
    expect(control('FirstName').value).toBe('Early');
    expect(control('Message').value).toBe('Typed before hydration');
    expect(counter()).toBe('22 / 255 characters');
    await wait(5000);
    await submit();
    expect(bodies[0]).toMatchObject({ FirstName: 'Early', Message: 'Typed before hydration' });
  });
});
