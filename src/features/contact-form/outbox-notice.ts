// The site-wide word on enquiries kept offline (docs/offline.md "The enquiry outbox"): while one
// waits, a line saying so on every page; once it has gone (sent by this page, another tab or the
// worker's Background Sync, even while the site was closed), a confirmation the visitor closes.
// Plain DOM, mounted by the lazily loaded offline module beside the app: a second React root
// there delayed the app's own hydration of the part of the page a visitor was using.
import {
  idbOutbox,
  listenToOutbox,
  type OutboxStore,
  type QueuedEnquiry,
  SENT_LATER_TEXT,
} from './outbox.ts';
import styles from './outbox-notice.module.css';

export function waitingText(count: number): string {
  return count === 1
    ? 'An enquiry is saved on this device and will be sent when the signal returns.'
    : `${count} enquiries are saved on this device and will be sent when the signal returns.`;
}

export function sentText(count: number): string {
  return count === 1
    ? SENT_LATER_TEXT
    : `Your ${count} saved enquiries have been sent. Thank you! We will be in touch soon.`;
}

function refusedText(entry: QueuedEnquiry): string {
  return `Your saved enquiry could not be sent: ${entry.error ?? ''} Your message was: “${entry.body.Message}”`;
}

function closeButton(onClose: () => void): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = styles.close ?? '';
  button.textContent = 'Close';
  button.addEventListener('click', onClose);
  return button;
}

/** Mounts the notice at the end of `parent`; returns a function that removes it. */
export function mountOutboxNotice(parent: HTMLElement, store: OutboxStore = idbOutbox()): () => void {
  const region = document.createElement('section');
  region.className = styles.notice ?? '';
  region.setAttribute('aria-label', 'Saved enquiries');
  // Polite: the visitor hears of it when they pause, wherever they are on the page.
  region.setAttribute('aria-live', 'polite');
  // The waiting line, which the visitor may close: it comes back when the count changes.
  const waiting = document.createElement('div');
  waiting.className = styles.waiting ?? '';
  waiting.hidden = true;
  const waitingLine = document.createElement('p');
  waiting.append(
    waitingLine,
    closeButton(() => {
      waiting.hidden = true;
      closedAt = shownCount;
      update();
    }),
  );
  region.append(waiting);
  let shownCount = 0;
  let closedAt = -1;
  region.hidden = true;
  parent.append(region);
  const shown = new Set<string>();

  const update = () => {
    region.hidden = waiting.hidden && shown.size === 0;
  };

  /** One line for enquiries that went together, one for each that was refused. */
  function show(entries: QueuedEnquiry[], kind: 'sent' | 'refused') {
    const box = document.createElement('div');
    box.className = styles[kind] ?? '';
    const text = document.createElement('p');
    text.textContent = kind === 'sent' ? sentText(entries.length) : refusedText(entries[0] as QueuedEnquiry);
    for (const entry of entries) shown.add(entry.key);
    const close = closeButton(() => {
      box.remove();
      for (const entry of entries) shown.delete(entry.key);
      update();
    });
    box.append(text, close);
    region.append(box);
  }

  let live = true;
  let reading = Promise.resolve();
  const read = () => {
    reading = reading.then(async () => {
      const entries = await store.all().catch(() => []);
      if (!live) return;
      // An enquiry kept from this very page is already said so by its form, right where the
      // visitor is looking: the line is for those kept on an earlier visit or in another tab.
      const count = entries.filter(
        (entry) => entry.status === 'waiting' && entry.queuedAt < performance.timeOrigin,
      ).length;
      if (count !== shownCount) closedAt = -1;
      shownCount = count;
      waiting.hidden = count === 0 || closedAt === count;
      waitingLine.textContent = count === 0 ? '' : waitingText(count);
      const done = entries.filter((entry) => entry.status !== 'waiting' && !shown.has(entry.key));
      const sent = done.filter((entry) => entry.status === 'sent');
      if (sent.length > 0) show(sent, 'sent');
      for (const entry of done.filter((entry) => entry.status === 'refused')) show([entry], 'refused');
      update();
      // Told: the outbox forgets them (a tab that read them first has told the visitor).
      await Promise.all(done.map((entry) => store.remove(entry.key).catch(() => {})));
    });
    return reading;
  };
  void read();
  const stop = listenToOutbox(() => void read());
  return () => {
    live = false;
    stop();
    region.remove();
  };
}
