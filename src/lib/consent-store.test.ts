import { describe, expect, it, vi } from 'vitest';
import {
  CONSENT_MAX_AGE_MS,
  CONSENT_STORAGE_KEY,
  createConsentStore,
  needsChoice,
  readChoice,
} from './consent-store.ts';
import { MemoryStorage } from './memory-storage.test-helper.ts';

const NOW = Date.parse('2025-06-01T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

function setup(initial?: string) {
  const storage = new MemoryStorage();
  if (initial !== undefined) storage.setItem(CONSENT_STORAGE_KEY, initial);
  const events = new EventTarget();
  const store = createConsentStore({ storage: () => storage, events, now: () => NOW });
  return { storage, events, store };
}

const stored = (value: object) => JSON.stringify(value);

describe('readChoice', () => {
  const decidedAt = new Date(NOW - DAY).toISOString();

  it('reads a stored choice', () => {
    expect(readChoice(stored({ analytics: true, media: false, decidedAt }), NOW)).toEqual({
      analytics: true,
      media: false,
      decidedAt,
    });
    expect(readChoice(stored({ analytics: null, media: true, decidedAt }), NOW)?.analytics).toBeNull();
  });

  it.each([
    ['nothing', null],
    ['an empty string', ''],
    ['text that is not JSON', '{"analytics":tru'],
    ['a JSON string', '"yes"'],
    ['an array', '[true,true]'],
    ['a purpose that is not a boolean', stored({ analytics: 'yes', media: true, decidedAt })],
    ['no media purpose', stored({ analytics: true, decidedAt })],
    ['no date', stored({ analytics: true, media: true })],
    ['a date that is not one', stored({ analytics: true, media: true, decidedAt: 'yesterday' })],
    [
      'a date in the future',
      stored({ analytics: true, media: true, decidedAt: new Date(NOW + 2 * DAY).toISOString() }),
    ],
  ])('treats %s as no choice', (_, text) => {
    expect(readChoice(text, NOW)).toBeNull();
  });

  it('lets a choice lapse after a year, so the visitor is asked again', () => {
    const choice = (age: number) =>
      stored({ analytics: true, media: true, decidedAt: new Date(NOW - age).toISOString() });
    expect(readChoice(choice(CONSENT_MAX_AGE_MS - DAY), NOW)).not.toBeNull();
    expect(readChoice(choice(CONSENT_MAX_AGE_MS + DAY), NOW)).toBeNull();
  });
});

describe('needsChoice', () => {
  const decidedAt = new Date(NOW).toISOString();

  it('asks when there is no choice', () => {
    expect(needsChoice(null, true)).toBe(true);
    expect(needsChoice(null, false)).toBe(true);
  });

  it('asks again when analytics arrived after the visitor chose without it', () => {
    const choice = { analytics: null, media: true, decidedAt };
    expect(needsChoice(choice, false)).toBe(false);
    expect(needsChoice(choice, true)).toBe(true);
    expect(needsChoice({ ...choice, analytics: false }, true)).toBe(false);
  });
});

describe('the consent store', () => {
  it('is not ready on the server, and has no choice there', () => {
    const { store } = setup(stored({ analytics: true, media: true, decidedAt: new Date(NOW).toISOString() }));
    expect(store.getServerSnapshot()).toEqual({ ready: false, choice: null, reviewing: false });
  });

  it('reads the stored choice in the browser', () => {
    const decidedAt = new Date(NOW - DAY).toISOString();
    const { store } = setup(stored({ analytics: false, media: true, decidedAt }));
    expect(store.getSnapshot()).toEqual({
      ready: true,
      choice: { analytics: false, media: true, decidedAt },
      reviewing: false,
    });
    // The same object until something changes, as useSyncExternalStore requires.
    expect(store.getSnapshot()).toBe(store.getSnapshot());
  });

  it('has no choice on a first visit, or when storage holds a damaged one', () => {
    expect(setup().store.getSnapshot().choice).toBeNull();
    expect(setup('not json').store.getSnapshot()).toEqual({ ready: true, choice: null, reviewing: false });
  });

  it('remembers a choice under its versioned key, with the time it was made, and tells subscribers', () => {
    const { store, storage } = setup();
    const listener = vi.fn();
    store.subscribe(listener);
    store.choose({ analytics: true, media: false });
    const decidedAt = new Date(NOW).toISOString();
    expect(JSON.parse(storage.getItem('cookie-consent:v1') ?? '')).toEqual({
      analytics: true,
      media: false,
      decidedAt,
    });
    expect(store.getSnapshot().choice).toEqual({ analytics: true, media: false, decidedAt });
    expect(listener).toHaveBeenCalledTimes(1);
    // A second store (the next page) reads it back.
    const next = createConsentStore({ storage: () => storage, events: null, now: () => NOW });
    expect(next.getSnapshot().choice).toEqual({ analytics: true, media: false, decidedAt });
  });

  it('opens a review with the current choice, and closes it unchanged', () => {
    const { store } = setup();
    store.choose({ analytics: true, media: true });
    const choice = store.getSnapshot().choice;
    const listener = vi.fn();
    store.subscribe(listener);
    store.review();
    expect(store.getSnapshot()).toEqual({ ready: true, choice, reviewing: true });
    store.review();
    expect(listener).toHaveBeenCalledTimes(1);
    store.endReview();
    expect(store.getSnapshot()).toEqual({ ready: true, choice, reviewing: false });
  });

  it('ends a review when the visitor chooses', () => {
    const { store } = setup();
    store.review();
    store.choose({ analytics: false, media: false });
    expect(store.getSnapshot().reviewing).toBe(false);
    expect(store.getSnapshot().choice?.analytics).toBe(false);
  });

  it('follows a choice made in another tab', () => {
    const { store, storage, events } = setup();
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.getSnapshot().choice).toBeNull();
    const decidedAt = new Date(NOW).toISOString();
    storage.setItem(CONSENT_STORAGE_KEY, stored({ analytics: false, media: true, decidedAt }));
    events.dispatchEvent(Object.assign(new Event('storage'), { key: 'something-else' }));
    expect(listener).not.toHaveBeenCalled();
    events.dispatchEvent(Object.assign(new Event('storage'), { key: CONSENT_STORAGE_KEY }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().choice).toEqual({ analytics: false, media: true, decidedAt });
  });

  it('works for the page when storage is blocked, and asks again on the next', () => {
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    const store = createConsentStore({ storage: blocked, events: null, now: () => NOW });
    expect(store.getSnapshot()).toEqual({ ready: true, choice: null, reviewing: false });
    store.choose({ analytics: false, media: true });
    expect(store.getSnapshot().choice?.media).toBe(true);
    expect(createConsentStore({ storage: blocked, events: null }).getSnapshot().choice).toBeNull();
  });

  it('keeps a choice for the page when storage refuses to write it', () => {
    const storage = new MemoryStorage();
    storage.setItem = () => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    };
    const store = createConsentStore({ storage: () => storage, events: null, now: () => NOW });
    store.choose({ analytics: true, media: true });
    expect(store.getSnapshot().choice).toMatchObject({ analytics: true, media: true });
    // Storage is not trusted again: a re-read (another tab's event) keeps the page's choice.
    expect(store.getSnapshot().choice).not.toBeNull();
  });
});
