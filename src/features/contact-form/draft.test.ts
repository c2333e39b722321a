// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { clearDraft, draftKey, readDraft, sessionStore, writeDraft } from './draft.ts';
import { EMPTY_VALUES } from './fields.ts';

const key = draftKey('/contact-us/');
const values = { ...EMPTY_VALUES, FirstName: 'Ann', Message: 'A quote, please', Newsletter: 'Yes' as const };

/** A storage that refuses everything, as a blocked or full one does. */
const refusing = {
  getItem() {
    throw new DOMException('blocked', 'SecurityError');
  },
  setItem() {
    throw new DOMException('full', 'QuotaExceededError');
  },
  removeItem() {
    throw new DOMException('blocked', 'SecurityError');
  },
} as unknown as Storage;

beforeEach(() => sessionStorage.clear());

describe('the draft', () => {
  it('is kept per page in the tab’s session storage', () => {
    expect(sessionStore()).toBe(sessionStorage);
    writeDraft(sessionStorage, key, { values, startedAt: 1234 });
    expect(readDraft(sessionStorage, key)).toEqual({ values, startedAt: 1234 });
    expect(readDraft(sessionStorage, draftKey('/enquiry-basket/'))).toBeNull();
  });

  it('is forgotten when the form is blank again, and when cleared', () => {
    writeDraft(sessionStorage, key, { values, startedAt: 1 });
    writeDraft(sessionStorage, key, { values: EMPTY_VALUES, startedAt: 1 });
    expect(sessionStorage.getItem(key)).toBeNull();
    writeDraft(sessionStorage, key, { values, startedAt: 1 });
    clearDraft(sessionStorage, key);
    expect(readDraft(sessionStorage, key)).toBeNull();
  });

  it('is rebuilt from known fields only, cut to their limits', () => {
    sessionStorage.setItem(
      key,
      JSON.stringify({
        values: { FirstName: 'Ann', Message: 'x'.repeat(300), Newsletter: 'Maybe', LastName: 3, evil: 'x' },
        startedAt: 'soon',
      }),
    );
    expect(readDraft(sessionStorage, key)).toEqual({
      values: { ...EMPTY_VALUES, FirstName: 'Ann', Message: 'x'.repeat(255) },
      startedAt: 0,
    });
  });

  it('is ignored when damaged', () => {
    for (const raw of ['{', 'null', '"text"', '{"values":null}', '[]']) {
      sessionStorage.setItem(key, raw);
      expect(readDraft(sessionStorage, key), raw).toBeNull();
    }
  });

  it('never throws where storage is blocked, full or missing', () => {
    expect(readDraft(refusing, key)).toBeNull();
    expect(() => writeDraft(refusing, key, { values, startedAt: 1 })).not.toThrow();
    expect(() => clearDraft(refusing, key)).not.toThrow();
    expect(readDraft(null, key)).toBeNull();
    expect(() => writeDraft(null, key, { values, startedAt: 1 })).not.toThrow();
  });
});
