// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import type { EnquiryRequest } from '../../content/schemas/enquiry.ts';
import type { OutboxStore, QueuedEnquiry } from './outbox.ts';
import { mountOutboxNotice } from './outbox-notice.ts';

const body = { Message: 'A quote for a sprayer, please.' } as EnquiryRequest;

function memoryStore(entries: QueuedEnquiry[]): OutboxStore & { keys(): string[] } {
  const byKey = new Map(entries.map((entry) => [entry.key, entry]));
  return {
    all: async () => [...byKey.values()],
    put: async (entry) => {
      byKey.set(entry.key, entry);
    },
    remove: async (key) => {
      byKey.delete(key);
    },
    keys: () => [...byKey.keys()],
  };
}

const entry = (key: string, status: QueuedEnquiry['status'], error?: string): QueuedEnquiry => ({
  key,
  body,
  queuedAt: 1,
  status,
  ...(error ? { error } : {}),
});

/**
 * Lets the notice read the store: the fake answers at once, so once the promise hops queued now
 * have run (a task boundary), the notice shows what it read. No time passes.
 */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let unmount: () => void = () => {};
afterEach(() => {
  unmount();
  document.body.innerHTML = '';
});

describe('the outbox notice', () => {
  it('shows nothing while the outbox is empty', async () => {
    unmount = mountOutboxNotice(document.body, memoryStore([]));
    await settle();
    const region = document.querySelector('section[aria-label="Saved enquiries"]') as HTMLElement;
    expect(region.hidden).toBe(true);
  });

  it('does not repeat what the form of this very page says', async () => {
    const now = { ...entry('a', 'waiting'), queuedAt: performance.timeOrigin + 1 };
    unmount = mountOutboxNotice(document.body, memoryStore([now]));
    await settle();
    expect(document.body.textContent).not.toContain('saved on this device');
  });

  it('gives one confirmation for enquiries that went together', async () => {
    unmount = mountOutboxNotice(document.body, memoryStore([entry('a', 'sent'), entry('b', 'sent')]));
    await settle();
    expect(document.body.textContent).toContain(
      'Your 2 saved enquiries have been sent. Thank you! We will be in touch soon.',
    );
    expect(document.querySelectorAll('button')).toHaveLength(2);
  });

  it('says how many enquiries wait, until the visitor closes it', async () => {
    unmount = mountOutboxNotice(document.body, memoryStore([entry('a', 'waiting'), entry('b', 'waiting')]));
    await settle();
    const line = () => document.querySelector('section p')?.closest('div') as HTMLElement;
    expect(line().textContent).toContain(
      '2 enquiries are saved on this device and will be sent when the signal returns.',
    );
    expect(line().hidden).toBe(false);
    (line().querySelector('button') as HTMLButtonElement).click();
    expect(line().hidden).toBe(true);
  });

  it('confirms a sent enquiry until closed, and the outbox forgets it once told', async () => {
    const store = memoryStore([entry('a', 'sent'), entry('b', 'waiting')]);
    unmount = mountOutboxNotice(document.body, store);
    await settle();
    expect(document.body.textContent).toContain(
      'Your saved enquiry has been sent. Thank you! We will be in touch soon.',
    );
    expect(document.body.textContent).toContain(
      'An enquiry is saved on this device and will be sent when the signal returns.',
    );
    expect(store.keys()).toEqual(['b']);
    const closeSent = [...document.querySelectorAll('button')].find((button) =>
      button.parentElement?.textContent?.includes('has been sent'),
    );
    closeSent?.click();
    expect(document.body.textContent).not.toContain('has been sent');
  });

  it('gives a refused enquiry’s reason and its message, so nothing typed is lost', async () => {
    unmount = mountOutboxNotice(
      document.body,
      memoryStore([entry('a', 'refused', 'Please check the highlighted fields and try again.')]),
    );
    await settle();
    expect(document.body.textContent).toContain(
      'Your saved enquiry could not be sent: Please check the highlighted fields and try again.',
    );
    expect(document.body.textContent).toContain('A quote for a sprayer, please.');
  });
});
