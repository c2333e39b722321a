// Newsletter strip: logo, text and an email box. Signing up is not wired to any service (SPEC §5
// "submit does nothing beyond logging and makes no call").
import type { FormEvent } from 'react';
import buttons from '../components/button.module.css';
import { LazyImage } from '../components/lazy-image.tsx';
import { useSite } from '../components/site-context.tsx';
import shared from './block.module.css';
import { BlockSection } from './block-section.tsx';
import styles from './newsletter.module.css';
import type { ResolvedBlockOf } from './types.ts';

/** The logo's width in the strip (not a spec size). */
const LOGO_WIDTH = 200;

function onSubmit(event: FormEvent<HTMLFormElement>) {
  event.preventDefault();
  const email = new FormData(event.currentTarget).get('email');
  console.info('Newsletter sign-up (not sent anywhere):', email);
}

export function Block({ block }: { block: ResolvedBlockOf<'newsletter'> }) {
  const site = useSite();
  const logo = block.logo ?? site.logo;
  const inputId = `newsletter-${block._key}`;
  return (
    <BlockSection titled={false} className={`${shared.block} ${styles.newsletter} grounded`}>
      <div className={`container ${styles.inner}`}>
        {logo && (
          <LazyImage
            image={logo}
            alt={logo.alt || site.siteName}
            width={LOGO_WIDTH}
            sizes={`${LOGO_WIDTH}px`}
            // The strip is dark, for the white logo editors give it; the site's own logo is
            // drawn for light backgrounds, so it gets a light plate.
            className={block.logo ? styles.logo : `${styles.logo} ${styles.plate}`}
          />
        )}
        <p className={styles.text}>{block.text}</p>
        {/* noValidate: the field has no rule (SPEC §5), not even the browser's address check;
            type="email" still brings the phone's email keyboard. */}
        <form onSubmit={onSubmit} noValidate>
          <label htmlFor={inputId} className={styles.label}>
            Email address
          </label>
          <div className={styles.row}>
            <input
              id={inputId}
              className={styles.input}
              type="email"
              name="email"
              autoComplete="email"
              placeholder="you@example.co.uk"
            />
            <button type="submit" className={`${buttons.button} ${styles.submit}`} aria-label="Subscribe">
              <svg className={buttons.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M4 12h15m-6-6 6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2.5" />
              </svg>
            </button>
          </div>
        </form>
      </div>
    </BlockSection>
  );
}
