// The site-wide word on enquiries kept offline (docs/offline.md "The enquiry outbox"): while one
// waits, a line saying so on every page; once it has gone (sent by this page, another tab or the
// worker's Background Sync, even while the site was closed), a confirmation the visitor closes.
// Its own small React root, mounted by the lazily loaded offline module, never in the first load.
import { useEffect, useState } from 'react';
import { idbOutbox, listenToOutbox, type OutboxStore, SENT_LATER_TEXT } from './outbox.ts';
import styles from './outbox-notice.module.css';

interface Notice {
  key: string;
  kind: 'sent' | 'refused';
  text: string;
}

function waitingText(count: number): string {
  if (count === 0) return '';
  return count === 1
    ? 'An enquiry is saved on this device and will be sent when the signal returns.'
    : `${count} enquiries are saved on this device and will be sent when the signal returns.`;
}

export function OutboxNotice({ store = idbOutbox() }: { store?: OutboxStore }) {
  const [waiting, setWaiting] = useState(0);
  const [notices, setNotices] = useState<Notice[]>([]);

  useEffect(() => {
    let live = true;
    async function read() {
      const entries = await store.all().catch(() => []);
      if (!live) return;
      setWaiting(entries.filter((entry) => entry.status === 'waiting').length);
      const done = entries.filter((entry) => entry.status !== 'waiting');
      if (done.length === 0) return;
      setNotices((shown) => [
        ...shown,
        ...done
          .filter((entry) => !shown.some((notice) => notice.key === entry.key))
          .map(
            (entry): Notice =>
              entry.status === 'sent'
                ? { key: entry.key, kind: 'sent', text: SENT_LATER_TEXT }
                : {
                    key: entry.key,
                    kind: 'refused',
                    text: `Your saved enquiry could not be sent: ${entry.error ?? ''} Your message was: “${entry.body.Message}”`,
                  },
          ),
      ]);
      // Told: the outbox forgets them (another tab that read them first has told the visitor).
      await Promise.all(done.map((entry) => store.remove(entry.key).catch(() => {})));
    }
    void read();
    const stop = listenToOutbox(() => void read());
    return () => {
      live = false;
      stop();
    };
  }, [store]);

  if (waiting === 0 && notices.length === 0) return null;
  return (
    <section className={styles.notice} aria-label="Saved enquiries">
      {waiting > 0 && <p className={styles.waiting}>{waitingText(waiting)}</p>}
      {notices.map((notice) => (
        <div key={notice.key} className={notice.kind === 'sent' ? styles.sent : styles.refused}>
          <p>{notice.text}</p>
          <button
            type="button"
            className={styles.close}
            onClick={() => setNotices((shown) => shown.filter((n) => n.key !== notice.key))}
          >
            Close
          </button>
        </div>
      ))}
    </section>
  );
}
