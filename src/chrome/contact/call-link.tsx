// The dealer's number as one tap (a `tel:` link). Plain markup and CSS, and the address is made
// by the build (SiteData.contact): it works before the app starts and costs the first load little.
import { useSite } from '../../components/site-context.tsx';
import styles from './call-link.module.css';

export function PhoneIcon({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M6.6 3.5h2.7l1.4 4.2-2 1.5a11.5 11.5 0 0 0 6.1 6.1l1.5-2 4.2 1.4v2.7a2 2 0 0 1-2.2 2A16.5 16.5 0 0 1 4.6 5.7a2 2 0 0 1 2-2.2Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The header's call button: on a phone an icon in the top bar, named "Call <number>"; from 64rem
 * the number itself beside it. The name starts with "Call" and holds the visible number (WCAG 2.5.3).
 */
export function HeaderCallLink() {
  const { telephone, contact } = useSite();
  if (!contact.tel) return null;
  return (
    <a href={contact.tel} className={styles.header} aria-label={`Call ${telephone}`}>
      <PhoneIcon className={styles.icon} />
      <span className={styles.number} aria-hidden="true">
        {telephone}
      </span>
    </a>
  );
}

/** A call link styled by the caller (the product page's button): "Call about this machine". */
export function CallLink({ className, children }: { className?: string; children: string }) {
  const { telephone, contact } = useSite();
  if (!contact.tel) return null;
  return (
    <a href={contact.tel} className={className}>
      <PhoneIcon className={styles.icon} />
      <span>{children}</span>
      <span className="visually-hidden">{`, ${telephone}`}</span>
    </a>
  );
}
