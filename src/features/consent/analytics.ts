// Google Analytics 4 through gtag.js, started only after the visitor allowed analytics
// (docs/privacy.md). Its own chunk, imported once consent is given: never in the first-load JS.
// `gtag` is defined here, not in an inline script, because the Content-Security-Policy runs none.
// It imports nothing: what it shares with the first-load code comes in through its options, so
// no small shared chunk is split off for it.

export const GTAG_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js';

type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
    /** gtag.js's own switch: while true, it sends nothing for that property. */
    [disable: `ga-disable-${string}`]: boolean | undefined;
  }
}

export interface PageView {
  /** The page's address; only its origin, path and campaign (`utm_…`) parameters are reported. */
  url: string;
  title: string;
}

/**
 * The address as analytics sees it: no fragment, and no query parameters but the campaign ones.
 * A query can carry personal data (the contact form is pre-filled from it: `?CompanyEmail=…`),
 * which must never reach the analytics property.
 */
export function reportedLocation(url: string): string {
  const { origin, pathname, searchParams } = new URL(url);
  const kept = new URLSearchParams();
  for (const [name, value] of searchParams) if (/^utm_[a-z]+$/.test(name)) kept.append(name, value);
  const query = kept.toString();
  return `${origin}${pathname}${query ? `?${query}` : ''}`;
}

export interface Analytics {
  /**
   * Counts the page once: the same address again (a re-render, a hash change, a click on a link to
   * the page already shown) is not a new page view. Nothing is sent while stopped.
   */
  pageView(view: PageView): void;
  /** Consent withdrawn: nothing more is sent, and the analytics cookies are deleted. */
  stop(): void;
}

/** Consent Mode v2: everything denied by default; the visitor's choice grants analytics only. */
const DENIED = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
} as const;

export interface AnalyticsOptions {
  /** gtag.js could not load (an ad blocker, the network): the caller warns, once. */
  onBlocked: () => void;
  /** Deletes the analytics cookies (cookies.ts). */
  clearCookies: () => void;
  win?: Window;
}

interface Tracker extends Analytics {
  id: string;
  resume(): void;
}

let tracker: Tracker | null = null;

/**
 * Starts analytics for the property `id` (or resumes it after a withdrawal on the same page):
 * consent defaults, the configuration without the automatic page view (the app sends one per
 * page), then gtag.js itself. A script that cannot load leaves one console warning.
 */
export function startAnalytics(
  id: string,
  { onBlocked, clearCookies, win = window }: AnalyticsOptions,
): Analytics {
  if (tracker?.id === id) {
    tracker.resume();
    return tracker;
  }
  const doc = win.document;
  win.dataLayer ??= [];
  const dataLayer = win.dataLayer;
  // gtag.js reads commands as `arguments` objects; an array pushed here would be ignored.
  win.gtag ??= function gtag() {
    // biome-ignore lint/complexity/noArguments: see above
    dataLayer.push(arguments);
  };
  const gtag = win.gtag;
  const disable = `ga-disable-${id}` as const;
  win[disable] = false;
  gtag('consent', 'default', DENIED);
  gtag('consent', 'update', { analytics_storage: 'granted' });
  gtag('set', 'ads_data_redaction', true);
  gtag('js', new Date());
  gtag('config', id, {
    send_page_view: false,
    allow_google_signals: false,
    allow_ad_personalization_signals: false,
  });

  const script = doc.createElement('script');
  script.async = true;
  script.src = `${GTAG_SCRIPT_URL}?id=${encodeURIComponent(id)}`;
  script.addEventListener('error', onBlocked);
  doc.head.append(script);

  let stopped = false;
  let lastLocation: string | null = null;
  tracker = {
    id,
    pageView({ url, title }) {
      const location = reportedLocation(url);
      if (stopped || location === lastLocation) return;
      // After the first page, the referrer is the page before, as it would be without client routing.
      const referrer = lastLocation === null ? {} : { page_referrer: lastLocation };
      gtag('event', 'page_view', { page_location: location, page_title: title, ...referrer });
      lastLocation = location;
    },
    stop() {
      if (stopped) return;
      stopped = true;
      gtag('consent', 'update', { analytics_storage: 'denied' });
      win[disable] = true;
      clearCookies();
    },
    resume() {
      if (!stopped) return;
      stopped = false;
      win[disable] = false;
      gtag('consent', 'update', { analytics_storage: 'granted' });
    },
  };
  return tracker;
}

/** The tracker running on this page, if analytics was started. */
export function runningAnalytics(): Analytics | null {
  return tracker;
}

/** Forgets the tracker (tests start each case on a fresh page). */
export function resetAnalyticsForTests() {
  tracker = null;
}
