// What the contact form's DOM tests share: the form in a router at the contact page, a send the
// test answers, a visitor's typing and pressing, and a fake clock from a fixed morning.
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { act, hydrate, prerender, renderInBrowser } from '../../../test/dom/render.test-helper.tsx';
import { typeInto } from '../../../test/dom/type-into.test-helper.ts';
import { ENQUIRY_TEXT_FIELDS, type EnquiryTextField } from '../../content/enquiry-contract.ts';
import type { EnquiryRequest } from '../../content/schemas/enquiry.ts';
import { ContactForm, type ContactFormProps } from './contact-form.tsx';
import { TYPED } from './enquiry.test-helper.ts';
import type { SendResult } from './send.ts';

export const PATH = '/contact-us/';
export const SUCCESS = 'Thank you! We will be in touch soon.';

export let container: HTMLElement;
let unmountForm = () => {};

/** A send the test answers when it likes, recording each body. */
export function fakeSend() {
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

export function page(props: ContactFormProps, path = PATH): ReactElement {
  return (
    <MemoryRouter initialEntries={[path]}>
      <ContactForm {...props} />
    </MemoryRouter>
  );
}

export async function render(props: ContactFormProps, path = PATH) {
  ({ container, unmount: unmountForm } = await renderInBrowser(page(props, path)));
}

export function unmount() {
  unmountForm();
}

/** The form's server markup in the page, as the prerender leaves it; not live until `hydrateForm`. */
export function prerenderForm(props: ContactFormProps): HTMLElement {
  container = prerender(page(props));
  return container;
}

/** Hydrates the form over the markup `prerenderForm` left, as the browser does. */
export async function hydrateForm(props: ContactFormProps) {
  ({ unmount: unmountForm } = await hydrate(page(props), { container }));
}

export const form = () => container.querySelector('form') as HTMLFormElement;
export const control = (name: string) =>
  form().elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement;
export const sendButton = () => container.querySelector('button[type="submit"]') as HTMLButtonElement;
export const status = () => container.querySelector('[role="status"]')?.textContent ?? '';
export const alertText = () => container.querySelector('[role="alert"]')?.textContent ?? '';
export const counter = () => container.querySelector(`[id$="-Message-count"]`)?.textContent ?? '';
export const values = () =>
  Object.fromEntries(ENQUIRY_TEXT_FIELDS.map((field) => [field, control(field).value]));

export async function type(name: EnquiryTextField, value: string) {
  await act(async () => {
    typeInto(control(name), value);
  });
}

export async function fillAll() {
  for (const field of ENQUIRY_TEXT_FIELDS) await type(field, TYPED[field]);
}

export async function submit() {
  await act(async () => {
    form().dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
}

/** The form as a visitor sends it: shown, past the function's 3 s minimum, filled in and sent. */
export async function sendFilledForm(props: ContactFormProps) {
  await render(props);
  await wait(5000);
  await fillAll();
  await submit();
}

/** Lets time pass on the fake clock, running what falls due. */
export async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-03-02T09:00:00Z') });
  sessionStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
});
