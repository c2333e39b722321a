// The form's states (SPEC §4 "Contact form"): idle → loading on submit → success or error, and
// back to idle after STATUS_RESET_MS. Without a signal, loading → queued: the enquiry is kept on
// the device (docs/offline.md), and the form says so until it has gone, then thanks the visitor. Field messages from a 422 outlive the reset: the visitor
// needs them until the field is mended, so each goes when its field is edited or on the next send.
import type { FieldErrors } from './send.ts';

export type FormStatus = 'idle' | 'loading' | 'success' | 'error' | 'queued';

export interface FormState {
  status: FormStatus;
  /** The failure's sentence, shown under the send button while `status` is 'error'. */
  error: string;
  fieldErrors: FieldErrors;
}

export type FormEvent =
  | { type: 'submit' }
  | { type: 'sent' }
  | { type: 'queued' }
  | { type: 'failed'; message: string; fields: FieldErrors }
  | { type: 'reset' }
  | { type: 'edit'; field: keyof FieldErrors };

export const INITIAL_FORM_STATE: FormState = Object.freeze({ status: 'idle', error: '', fieldErrors: {} });

export function formReducer(state: FormState, event: FormEvent): FormState {
  switch (event.type) {
    case 'submit':
      // One enquiry at a time: a second submit while sending changes nothing.
      return state.status === 'loading' ? state : { status: 'loading', error: '', fieldErrors: {} };
    case 'sent':
      // Straight away, or later from the outbox.
      return state.status === 'loading' || state.status === 'queued'
        ? { status: 'success', error: '', fieldErrors: {} }
        : state;
    case 'queued':
      return state.status === 'loading' ? { status: 'queued', error: '', fieldErrors: {} } : state;
    case 'failed':
      return state.status === 'loading'
        ? { status: 'error', error: event.message, fieldErrors: event.fields }
        : state;
    case 'reset':
      return state.status === 'success' || state.status === 'error'
        ? { ...state, status: 'idle', error: '' }
        : state;
    case 'edit': {
      if (!(event.field in state.fieldErrors)) return state;
      const { [event.field]: _mended, ...fieldErrors } = state.fieldErrors;
      return { ...state, fieldErrors };
    }
  }
}
