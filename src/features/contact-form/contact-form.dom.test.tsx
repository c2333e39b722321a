// @vitest-environment happy-dom
// The contact form in the browser: its fields, sending, and what a failure shows. What it keeps
// (offline, the draft, the address's pre-fill, typing before hydration) is in
// contact-form-draft.dom.test.tsx.
import { describe, expect, it, vi } from 'vitest';
import { act } from '../../../test/dom/render.test-helper.tsx';
import { ENQUIRY_TEXT_FIELDS } from '../../content/enquiry-contract.ts';
import {
  alertText,
  container,
  control,
  counter,
  fakeSend,
  fillAll,
  form,
  render,
  SUCCESS,
  sendButton,
  sendFilledForm,
  status,
  submit,
  type,
  values,
  wait,
} from './contact-form.test-helper.tsx';
import { TYPED } from './enquiry.test-helper.ts';
import { SEND_MESSAGES, sendEnquiry } from './send.ts';

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
  it('shows loading, then thanks in focus, clears the form, and returns to idle after 3 s', async () => {
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

    // Focused, so a phone scrolls it into view under the emptied form and reads it out.
    expect(document.activeElement?.getAttribute('role')).toBe('status');
    await wait(2999);
    expect(status()).toBe(SUCCESS);
    await wait(1);
    expect(status()).toBe('');
  });

  it('keeps what was typed while the enquiry was on its way', async () => {
    const { send, answer } = fakeSend();
    await sendFilledForm({ send });
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
    await sendFilledForm({ send });
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
    await sendFilledForm({ send, items, onSent });
    expect(bodies[0]?.items).toEqual(items);
    expect(onSent).not.toHaveBeenCalled();
    await answer({ ok: true });
    expect(onSent).toHaveBeenCalledTimes(1);
  });
});

describe('failures', () => {
  it('shows a 422’s fields beside them, keeps every value, and clears the sentence after 3 s', async () => {
    const { send, answer } = fakeSend();
    await sendFilledForm({ send });
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
    await sendFilledForm({ send, items: [{ id: 'p1', title: 'Sprayer', quantity: 1 }] });
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
    await sendFilledForm({ send: (body, options) => sendEnquiry(body, { ...options, fetch }) });
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
    await sendFilledForm({ send: (body, options) => sendEnquiry(body, { ...options, fetch }) });
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
