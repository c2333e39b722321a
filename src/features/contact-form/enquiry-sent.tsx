// The thank-you a page shows in place of a form that went away once its enquiry was sent (the
// basket page empties, so its form is no longer shown). The page announces it through its own
// status region; this is the visible copy.
import { CONTACT_SUCCESS_TEXT } from '../../lib/constants.ts';
import styles from './contact-form.module.css';

export function EnquirySent() {
  return <p className={`${styles.success} ${styles.sent}`}>{CONTACT_SUCCESS_TEXT}</p>;
}
