import { describe, expect, it } from 'vitest';
import { type FormState, formReducer, INITIAL_FORM_STATE } from './form-state.ts';

const loading: FormState = { status: 'loading', error: '', fieldErrors: {} };
const failed: FormState = {
  status: 'error',
  error: 'Please check the highlighted fields and try again.',
  fieldErrors: { CompanyEmail: 'Please enter a valid email address.', Message: 'Please enter a message.' },
};

describe('formReducer', () => {
  it('starts idle', () => {
    expect(INITIAL_FORM_STATE).toEqual({ status: 'idle', error: '', fieldErrors: {} });
  });

  it('goes idle → loading → success → idle', () => {
    const sending = formReducer(INITIAL_FORM_STATE, { type: 'submit' });
    expect(sending).toEqual(loading);
    const sent = formReducer(sending, { type: 'sent' });
    expect(sent).toEqual({ status: 'success', error: '', fieldErrors: {} });
    expect(formReducer(sent, { type: 'reset' })).toEqual(INITIAL_FORM_STATE);
  });

  it('goes loading → error, keeping the sentence and the field messages', () => {
    const state = formReducer(loading, { type: 'failed', message: failed.error, fields: failed.fieldErrors });
    expect(state).toEqual(failed);
  });

  it('clears the sentence on reset but keeps the field messages until each field is edited', () => {
    const idle = formReducer(failed, { type: 'reset' });
    expect(idle).toEqual({ status: 'idle', error: '', fieldErrors: failed.fieldErrors });
    const mended = formReducer(idle, { type: 'edit', field: 'CompanyEmail' });
    expect(mended.fieldErrors).toEqual({ Message: 'Please enter a message.' });
    expect(formReducer(mended, { type: 'edit', field: 'FirstName' })).toBe(mended);
  });

  it('clears every old message on a new send', () => {
    expect(formReducer(failed, { type: 'submit' })).toEqual(loading);
  });

  it('ignores a second submit while sending, and outcomes or resets out of turn', () => {
    expect(formReducer(loading, { type: 'submit' })).toBe(loading);
    expect(formReducer(INITIAL_FORM_STATE, { type: 'sent' })).toBe(INITIAL_FORM_STATE);
    expect(formReducer(INITIAL_FORM_STATE, { type: 'failed', message: 'x', fields: {} })).toBe(
      INITIAL_FORM_STATE,
    );
    expect(formReducer(loading, { type: 'reset' })).toBe(loading);
  });

  it('goes loading → queued without a signal, stays there through resets, then to success once sent', () => {
    const queued = formReducer(loading, { type: 'queued' });
    expect(queued).toEqual({ status: 'queued', error: '', fieldErrors: {} });
    expect(formReducer(queued, { type: 'reset' })).toBe(queued);
    expect(formReducer(queued, { type: 'sent' })).toEqual({ status: 'success', error: '', fieldErrors: {} });
    expect(formReducer(INITIAL_FORM_STATE, { type: 'queued' })).toBe(INITIAL_FORM_STATE);
  });

  it('lets a new enquiry be sent while an earlier one waits', () => {
    expect(formReducer({ status: 'queued', error: '', fieldErrors: {} }, { type: 'submit' })).toEqual(
      loading,
    );
  });
});
