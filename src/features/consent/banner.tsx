// The cookie banner (docs/privacy.md): a region at the foot of the window, not a modal, that asks
// once, with "Accept all" and "Reject all" side by side and alike, and a way to choose each purpose.
// Its own chunk, fetched on a first visit or when the visitor opens "Cookie settings".
import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import buttons from '../../components/button.module.css';
import { SmartLink } from '../../components/link.tsx';
import type { ConsentChoice, ConsentPurposes, ConsentStore } from '../../lib/consent-store.ts';
import styles from './banner.module.css';

export interface ConsentBannerProps {
  store: ConsentStore;
  /** Shown: no choice yet, or the visitor is reviewing it. */
  open: boolean;
  /** Opened from "Cookie settings": the choices show at once and the banner takes focus. */
  reviewing: boolean;
  choice: ConsentChoice | null;
  /** False when the build has no analytics id: the banner asks about videos and maps only. */
  analyticsOffered: boolean;
  siteName: string;
}

export const PRIVACY_POLICY_PATH = '/privacy-policy/';
/** Set on <html> while the banner shows: the page keeps that much room below its content. */
const HEIGHT_PROPERTY = '--consent-banner-height';

function statusText(purposes: ConsentPurposes, analyticsOffered: boolean): string {
  const parts = [
    ...(analyticsOffered ? [`analytics ${purposes.analytics ? 'on' : 'off'}`] : []),
    `videos and maps ${purposes.media ? 'on' : 'off'}`,
  ];
  return `Cookie choice saved: ${parts.join(', ')}. Change it with Cookie settings at the foot of any page.`;
}

export function ConsentBanner({
  store,
  open,
  reviewing,
  choice,
  analyticsOffered,
  siteName,
}: ConsentBannerProps) {
  const regionRef = useRef<HTMLElement>(null);
  /** Where focus goes back to after a review: the "Cookie settings" button, as a rule. */
  const returnTo = useRef<HTMLElement | null>(null);
  /** Whether focus was in the banner when it closed, so it must be put somewhere sensible. */
  const focusWasInside = useRef(false);
  const titleId = useId();
  const purposesId = useId();
  const [choosing, setChoosing] = useState(reviewing);
  const [analytics, setAnalytics] = useState(choice?.analytics === true);
  const [media, setMedia] = useState(choice?.media === true);
  const [status, setStatus] = useState('');

  // Each opening starts from the current choice. A review shows the choices and takes focus; a
  // first visit never moves focus: the banner waits beside the page.
  useEffect(() => {
    if (!open) return;
    setChoosing(reviewing);
    setAnalytics(choice?.analytics === true);
    setMedia(choice?.media === true);
    setStatus('');
    if (reviewing) {
      const active = document.activeElement;
      returnTo.current = active instanceof HTMLElement && active !== document.body ? active : null;
      regionRef.current?.focus({ preventScroll: true });
    }
  }, [open, reviewing, choice]);

  // Closed: focus goes back where the review began, or, if it was in the banner, to the page.
  useEffect(() => {
    if (open) return;
    const target = returnTo.current;
    returnTo.current = null;
    if (target?.isConnected) target.focus({ preventScroll: true });
    else if (focusWasInside.current) document.getElementById('main')?.focus({ preventScroll: true });
    focusWasInside.current = false;
  }, [open]);

  // The banner's height, so the page can scroll its last lines and any focused control above it.
  useLayoutEffect(() => {
    const region = regionRef.current;
    // Both read it, and it is not inherited (banner.module.css): on <html> alone it would reach
    // <body> only by inheritance, which would restyle every element of the page.
    const holders = [document.documentElement, document.body];
    if (!open || !region) return;
    const measure = () => {
      const height = `${region.offsetHeight}px`;
      for (const holder of holders) holder.style.setProperty(HEIGHT_PROPERTY, height);
    };
    const clear = () => {
      for (const holder of holders) holder.style.removeProperty(HEIGHT_PROPERTY);
    };
    // The observer's first call comes after the frame's layout and before its paint: measuring here
    // at once would force a layout of the whole page inside the hydration's task (about 10 ms).
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return clear;
    }
    const observer = new ResizeObserver(measure);
    observer.observe(region);
    return () => {
      observer.disconnect();
      clear();
    };
  }, [open]);

  function decide(purposes: ConsentPurposes) {
    focusWasInside.current = regionRef.current?.contains(document.activeElement) ?? false;
    store.choose(purposes);
    setStatus(statusText(purposes, analyticsOffered));
  }

  function close() {
    focusWasInside.current = regionRef.current?.contains(document.activeElement) ?? false;
    store.endReview();
  }

  const offered = (value: boolean) => (analyticsOffered ? value : null);

  function onKeyDown(event: KeyboardEvent) {
    // A review can be left as it was; a first visit has nothing to go back to.
    if (event.key === 'Escape' && reviewing) {
      event.stopPropagation();
      close();
    }
  }

  return (
    <>
      {open && (
        <section
          ref={regionRef}
          className={styles.banner}
          data-choosing={choosing || undefined}
          aria-labelledby={titleId}
          tabIndex={-1}
          onKeyDown={onKeyDown}
        >
          <div className={styles.inner}>
            <div className={styles.body}>
              <h2 id={titleId} className={styles.title}>
                Cookies on {siteName}
              </h2>
              <p className={styles.text}>
                {analyticsOffered
                  ? 'We’d like to count visits with Google Analytics, and to play videos from YouTube and maps from OpenStreetMap here. They use cookies, so they stay off unless you allow them.'
                  : 'We’d like to play videos from YouTube and maps from OpenStreetMap here. They use cookies, so they stay off unless you allow them.'}
              </p>
              <p className={styles.more}>
                <SmartLink href={PRIVACY_POLICY_PATH} className={styles.textButton}>
                  How we use cookies
                </SmartLink>
                <button
                  type="button"
                  className={styles.textButton}
                  aria-expanded={choosing}
                  aria-controls={purposesId}
                  onClick={() => setChoosing(!choosing)}
                >
                  Choose cookies
                </button>
              </p>
              <fieldset id={purposesId} className={styles.purposes} hidden={!choosing}>
                <legend className="visually-hidden">Cookies to allow</legend>
                {analyticsOffered && (
                  <Purpose
                    name="Analytics"
                    detail="Google Analytics counts page views, so we know which pages help."
                    checked={analytics}
                    onChange={setAnalytics}
                  />
                )}
                <Purpose
                  name="Videos and maps"
                  detail="YouTube videos and OpenStreetMap maps load by themselves."
                  checked={media}
                  onChange={setMedia}
                />
                <button
                  type="button"
                  className={`${buttons.button} ${buttons.secondary} ${styles.save}`}
                  onClick={() => decide({ analytics: offered(analytics), media })}
                >
                  Save choices
                </button>
              </fieldset>
            </div>
            <div className={styles.actions}>
              <button
                type="button"
                className={`${buttons.button} ${styles.choice}`}
                onClick={() => decide({ analytics: offered(true), media: true })}
              >
                Accept all
              </button>
              <button
                type="button"
                className={`${buttons.button} ${styles.choice}`}
                onClick={() => decide({ analytics: offered(false), media: false })}
              >
                Reject all
              </button>
            </div>
            {reviewing && (
              <button
                type="button"
                className={styles.close}
                onClick={close}
                aria-label="Close cookie settings"
              >
                <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d="M6 6l12 12M18 6L6 18" />
                </svg>
              </button>
            )}
          </div>
        </section>
      )}
      <p role="status" className="visually-hidden">
        {status}
      </p>
    </>
  );
}

function Purpose({
  name,
  detail,
  checked,
  onChange,
}: {
  name: string;
  detail: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className={styles.purpose}>
      <input
        type="checkbox"
        className={styles.checkbox}
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <span>
        <strong>{name}</strong> <span className={styles.detail}>{detail}</span>
      </span>
    </label>
  );
}
