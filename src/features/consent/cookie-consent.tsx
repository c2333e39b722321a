// The consent gate of every page (docs/privacy.md), mounted once in the layout. It asks for a choice
// on a first visit, starts analytics only once it is allowed, and reports one page view per page,
// client-side navigations included. First-load JS: the banner and analytics are chunks of their
// own, fetched only when the banner shows or analytics is allowed.
import { type ComponentType, useEffect, useState } from 'react';
import { useLocation, useMatches } from 'react-router';
import { useSite } from '../../components/site-context.tsx';
import { whenIdle } from '../../components/when-idle.ts';
import type { PageMeta } from '../../content/page-types.ts';
import { type ConsentStore, consentStore, needsChoice, useConsent } from '../../lib/consent-store.ts';
import { documentTitle } from '../../lib/document-title.ts';
import type { ConsentBannerProps } from './banner.tsx';
import { clearAnalyticsCookies } from './cookies.ts';
import { ANALYTICS_BLOCKED_WARNING, warnOnce } from './warnings.ts';

/** A Google Analytics 4 measurement id. */
const MEASUREMENT_ID = /^G-[A-Z0-9]{4,}$/;

/** The build's analytics id if it is a measurement id, else null: no analytics. */
export function measurementId(id: string | null): string | null {
  return id && MEASUREMENT_ID.test(id) ? id : null;
}

type AnalyticsModule = typeof import('./analytics.ts');
let analyticsChunk: Promise<AnalyticsModule> | null = null;

function loadAnalytics(): Promise<AnalyticsModule> {
  analyticsChunk ??= import('./analytics.ts');
  return analyticsChunk;
}

const warnBlocked = () => warnOnce('analytics-blocked', ANALYTICS_BLOCKED_WARNING);
const clearCookies = () => void clearAnalyticsCookies();

export interface CookieConsentProps {
  store?: ConsentStore;
  /** The banner's chunk; tests pass the module itself. */
  loadBanner?: () => Promise<{ ConsentBanner: ComponentType<ConsentBannerProps> }>;
}

const loadBannerChunk = () => import('./banner.tsx');

export function CookieConsent({ store = consentStore, loadBanner = loadBannerChunk }: CookieConsentProps) {
  const site = useSite();
  const consent = useConsent(store);
  const { pathname, search } = useLocation();
  // The deepest match is the page; its data names the title the page view reports.
  const page = useMatches().at(-1)?.loaderData as { meta: PageMeta } | undefined;
  const id = measurementId(site.analyticsId);
  const analytics = id !== null && consent.choice?.analytics === true;
  const asking = consent.ready && (consent.reviewing || needsChoice(consent.choice, id !== null));
  const [Banner, setBanner] = useState<ComponentType<ConsentBannerProps> | null>(null);

  useEffect(() => {
    if (id !== null) return;
    const given = site.analyticsId;
    return whenIdle(() => {
      import('./analytics-off.ts').then(
        (module) => module.warnAnalyticsOff(given),
        // Without the chunk (no signal) the console stays quiet; the site is the same either way.
        () => {},
      );
    });
  }, [id, site.analyticsId]);

  // Not allowed (never, or no longer): nothing is sent, and what analytics stored goes.
  useEffect(() => {
    if (!consent.ready || analytics) return;
    void analyticsChunk?.then((module) => module.runningAnalytics()?.stop());
    // Reading the cookies is a round trip to the browser's cookie store: not in the start-up's commit.
    return whenIdle(clearCookies);
  }, [consent.ready, analytics]);

  const title = page?.meta ? documentTitle(page.meta.title, site.siteName) : null;
  useEffect(() => {
    if (!analytics || id === null) return;
    const url = new URL(pathname + search, window.location.origin).href;
    loadAnalytics().then(
      (module) =>
        module
          .startAnalytics(id, { onBlocked: warnBlocked, clearCookies })
          .pageView({ url, title: title ?? document.title }),
      warnBlocked,
    );
    // One page view per address: the path and query are what make a new page, not the hash.
  }, [analytics, id, pathname, search, title]);

  useEffect(() => {
    if (!asking || Banner) return;
    loadBanner().then(
      (module) => setBanner(() => module.ConsentBanner),
      (error: unknown) => console.warn('The cookie banner could not load:', error),
    );
  }, [asking, Banner, loadBanner]);

  return Banner ? (
    <Banner
      store={store}
      open={asking}
      reviewing={consent.reviewing}
      choice={consent.choice}
      analyticsOffered={id !== null}
      siteName={site.siteName}
    />
  ) : null;
}
