// The form's behaviour, apart from its markup: values, pre-fill, the draft, sending and the
// states. Values start empty on the server and in the hydrating render (so the HTML matches);
// straight after hydration the form takes over whatever the visitor typed before the page woke
// up, the stored draft and the address's pre-fill, in that order of precedence.
import { type FormEvent, type RefObject, useEffect, useReducer, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import {
  ENQUIRY_MIN_FILL_MS,
  ENQUIRY_NEWSLETTER_FIELD,
  ENQUIRY_TEXT_FIELDS,
  type EnquiryTextField,
  NEWSLETTER_DEFAULT,
} from '../../content/enquiry-contract.ts';
import { STATUS_RESET_MS } from '../../lib/constants.ts';
import { type EnquiryLine, enquiryBody } from './body.ts';
import { clearDraft, draftKey, readDraft, sessionStore, writeDraft } from './draft.ts';
import {
  type ContactValues,
  clampValue,
  clearSent,
  EMPTY_VALUES,
  fillEmpty,
  isNewsletter,
  prefillFromSearch,
} from './fields.ts';
import { type FormState, formReducer, INITIAL_FORM_STATE } from './form-state.ts';
import { listenToOutbox, newIdempotencyKey, queueEnquiry } from './outbox.ts';
import { type SendOptions, type SendResult, sendEnquiry } from './send.ts';

/** Added to the function's minimum fill time, for a visitor's clock a little behind the server's. */
const MIN_FILL_MARGIN_MS = 500;

export interface UseContactFormOptions {
  items?: readonly EnquiryLine[];
  onSent?: () => void;
  /** Called once an enquiry sent without a signal has been kept on the device, with its key. */
  onQueued?: (key: string) => void;
  /** Seams for tests; the defaults are the real ones. */
  send?: (body: Parameters<typeof sendEnquiry>[0], options: SendOptions) => Promise<SendResult>;
  storage?: () => Storage | null;
  /** Keeps an enquiry in the outbox; resolves false when it could not be kept. */
  queue?: typeof queueEnquiry;
}

export interface ContactFormControl {
  values: ContactValues;
  state: FormState;
  formRef: RefObject<HTMLFormElement | null>;
  honeypotRef: RefObject<HTMLInputElement | null>;
  sendRef: RefObject<HTMLButtonElement | null>;
  /** The polite status line (thanks, queued) and the alert line (a failure's sentence). */
  statusRef: RefObject<HTMLParagraphElement | null>;
  alertRef: RefObject<HTMLParagraphElement | null>;
  change(field: keyof ContactValues, value: string): void;
  submit(event: FormEvent<HTMLFormElement>): void;
}

/** What the visitor typed or chose before hydration: the browser kept it in the form's controls. */
function typedBeforeHydration(form: HTMLFormElement | null): Partial<ContactValues> {
  if (!form) return {};
  const data = new FormData(form);
  const typed: Partial<ContactValues> = {};
  for (const field of ENQUIRY_TEXT_FIELDS) {
    const value = data.get(field);
    if (typeof value === 'string' && value !== '') typed[field] = clampValue(field, value);
  }
  // The default is checked in the HTML; only a change is the visitor's doing.
  const newsletter = data.get(ENQUIRY_NEWSLETTER_FIELD);
  if (isNewsletter(newsletter) && newsletter !== NEWSLETTER_DEFAULT) typed.Newsletter = newsletter;
  return typed;
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

export function useContactForm({
  items,
  onSent,
  onQueued,
  send = sendEnquiry,
  storage = sessionStore,
  queue = queueEnquiry,
}: UseContactFormOptions): ContactFormControl {
  const { pathname, search } = useLocation();
  const key = draftKey(pathname);
  const [values, setValues] = useState<ContactValues>(EMPTY_VALUES);
  const [ready, setReady] = useState(false);
  const [state, dispatch] = useReducer(formReducer, INITIAL_FORM_STATE);
  const formRef = useRef<HTMLFormElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const sendRef = useRef<HTMLButtonElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);
  const startedAt = useRef(0);
  const sending = useRef<AbortController | null>(null);
  /** The key of the enquiry this form kept in the outbox, while the form says it waits. */
  const queuedKey = useRef<string | null>(null);
  // Where focus goes once the outcome has rendered: a field to mend, or the line saying what
  // happened, so that at every width the outcome is in view (a phone's thank-you sat below the
  // fold under an emptied form) and read out.
  const focusAfter = useRef<EnquiryTextField | 'status' | 'alert' | null>(null);

  // Once, after hydration: adopt early typing, else the draft (mount order matters: the pre-fill
  // effect below runs next and fills only what is still empty).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per mounted form; `key` is fixed by ContactForm's remount per page.
  useEffect(() => {
    const now = Date.now();
    const draft = readDraft(storage(), key);
    const typed = typedBeforeHydration(formRef.current);
    let restored = fillEmpty(EMPTY_VALUES, typed);
    if (draft) restored = fillEmpty(restored, draft.values);
    restored = {
      ...restored,
      Newsletter: typed.Newsletter ?? draft?.values.Newsletter ?? restored.Newsletter,
    };
    // A restored draft keeps the time its form was first shown: its visitor is no robot, and a
    // quick send after a reload must not be mistaken for one.
    startedAt.current = draft && draft.startedAt > 0 && draft.startedAt <= now ? draft.startedAt : now;
    setValues(restored);
    setReady(true);
    return () => sending.current?.abort();
  }, []);

  useEffect(() => {
    setValues((current) => fillEmpty(current, prefillFromSearch(search)));
  }, [search]);

  // Restored, pre-filled and cleared values are stored here; typed ones in `change`.
  useEffect(() => {
    if (ready) writeDraft(storage(), key, { values, startedAt: startedAt.current });
  }, [ready, values, key, storage]);

  // The enquiry this form kept has gone (from this page, another tab or the worker): say so.
  useEffect(() => {
    if (state.status !== 'queued') return;
    return listenToOutbox((message) => {
      if (message.type === 'sent' && message.key === queuedKey.current) dispatch({ type: 'sent' });
    });
  }, [state.status]);

  useEffect(() => {
    if (state.status !== 'success' && state.status !== 'error' && state.status !== 'queued') return;
    const target = focusAfter.current;
    focusAfter.current = null;
    if (target === 'status' || target === 'alert') {
      const line = target === 'status' ? statusRef.current : alertRef.current;
      line?.focus();
      line?.scrollIntoView?.({ block: 'nearest' });
    } else if (target) {
      const field = formRef.current?.elements.namedItem(target);
      if (field instanceof HTMLElement) field.focus();
    }
    // A kept enquiry is said to wait until it has gone, however long that takes.
    if (state.status === 'queued') return;
    const timer = setTimeout(() => dispatch({ type: 'reset' }), STATUS_RESET_MS);
    return () => clearTimeout(timer);
  }, [state.status]);

  // What the visitor types is stored at once, in the event itself: a reload or a crash straight
  // after a keystroke must not beat an effect to it.
  const latest = useRef(values);
  latest.current = values;
  function change(field: keyof ContactValues, value: string) {
    if (field === 'Newsletter' && !isNewsletter(value)) return;
    const next = { ...latest.current, [field]: value };
    latest.current = next;
    setValues(next);
    // Before the stored draft has been read, writing would overwrite it.
    if (startedAt.current > 0) writeDraft(storage(), key, { values: next, startedAt: startedAt.current });
    if (field !== 'Newsletter') dispatch({ type: 'edit', field });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    const controller = new AbortController();
    sending.current = controller;
    dispatch({ type: 'submit' });
    const sentValues = values;
    const website = honeypotRef.current?.value ?? '';
    // The function silently drops an enquiry sent within ENQUIRY_MIN_FILL_MS of the form being shown;
    // a quick visitor (autofill, a pre-filled message) waits out the rest rather than lose it.
    const early = startedAt.current + ENQUIRY_MIN_FILL_MS + MIN_FILL_MARGIN_MS - Date.now();
    if (early > 0) await wait(early, controller.signal);
    const body = enquiryBody(sentValues, { items, website, fillMs: Date.now() - startedAt.current });
    // One key per press of Send: however often this enquiry is tried, the function mails it once.
    const idempotencyKey = newIdempotencyKey();
    const result = controller.signal.aborted
      ? null
      : await send(body, { signal: controller.signal, idempotencyKey });
    // No signal: keep the enquiry on the device; the outbox sends it when the signal returns.
    const queued =
      result && !result.ok && result.offline && !controller.signal.aborted
        ? await queue({ key: idempotencyKey, body })
        : false;
    sending.current = null;
    if (!result || controller.signal.aborted) return;
    if (result.ok || queued) {
      clearDraft(storage(), key);
      startedAt.current = Date.now();
      setValues((current) => clearSent(current, sentValues));
      focusAfter.current = 'status';
      if (result.ok) {
        dispatch({ type: 'sent' });
        onSent?.();
      } else {
        queuedKey.current = idempotencyKey;
        dispatch({ type: 'queued' });
        onQueued?.(idempotencyKey);
      }
      return;
    }
    focusAfter.current = ENQUIRY_TEXT_FIELDS.find((field) => result.fields[field]) ?? 'alert';
    dispatch({ type: 'failed', message: result.message, fields: result.fields });
  }

  return {
    values,
    state,
    formRef,
    honeypotRef,
    sendRef,
    statusRef,
    alertRef,
    change,
    submit: (event) => void submit(event),
  };
}
