// What a page shows in place of a form that went away once its enquiry was kept on the device for
// want of a signal (the basket page empties): that it waits, and then that it has gone.
import { useEffect, useState } from 'react';
import { CONTACT_SUCCESS_TEXT } from '../../lib/constants.ts';
import styles from './contact-form.module.css';
import { listenToOutbox, QUEUED_TEXT } from './outbox.ts';

export function EnquiryQueued({ enquiryKey }: { enquiryKey: string }) {
  const [sent, setSent] = useState(false);
  useEffect(
    () =>
      listenToOutbox((message) => {
        if (message.type === 'sent' && message.key === enquiryKey) setSent(true);
      }),
    [enquiryKey],
  );
  return (
    <p role="status" className={`${sent ? styles.success : styles.queued} ${styles.sent}`}>
      {sent ? CONTACT_SUCCESS_TEXT : QUEUED_TEXT}
    </p>
  );
}
