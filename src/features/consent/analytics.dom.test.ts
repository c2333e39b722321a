// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportedLocation, resetAnalyticsForTests, runningAnalytics, startAnalytics } from './analytics.ts';
import { clearAnalyticsCookies } from './cookies.ts';
import { ANALYTICS_BLOCKED_WARNING, resetWarningsForTests, warnOnce } from './warnings.ts';

const ID = 'G-TEST1234';
/** What the consent gate passes in. */
const options = {
  onBlocked: () => warnOnce('analytics-blocked', ANALYTICS_BLOCKED_WARNING),
  clearCookies: () => void clearAnalyticsCookies(),
};

/** The commands gtag queued, as arrays. */
const commands = () => (window.dataLayer ?? []).map((entry) => [...(entry as IArguments)]);
const pageViews = () => commands().filter(([command, name]) => command === 'event' && name === 'page_view');
const gtagScripts = () => [...document.querySelectorAll('script[src^="https://www.googletagmanager.com/"]')];

/** The page sets cookies as gtag.js does: through document.cookie. */
function setCookie(value: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the cookie jar gtag.js writes is the one under test
  document.cookie = value;
}

beforeEach(() => {
  resetAnalyticsForTests();
  resetWarningsForTests();
  delete window.dataLayer;
  delete window.gtag;
  delete window[`ga-disable-${ID}`];
  // happy-dom loads no scripts: keep it from trying, so each test decides how the load ends.
  vi.spyOn(document.head, 'append').mockImplementation(() => {});
});

afterEach(() => {
  for (const script of gtagScripts()) script.remove();
  for (const name of ['_ga', `_ga_${ID.slice(2)}`])
    setCookie(`${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`);
});

function appendedScript(): HTMLScriptElement {
  const calls = vi.mocked(document.head.append).mock.calls;
  expect(calls).toHaveLength(1);
  return calls[0]?.[0] as HTMLScriptElement;
}

describe('startAnalytics', () => {
  it('queues Consent Mode defaults (all denied), grants analytics only, and configures without a page view', () => {
    startAnalytics(ID, options);
    expect(commands().slice(0, 3)).toEqual([
      [
        'consent',
        'default',
        {
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
          analytics_storage: 'denied',
        },
      ],
      ['consent', 'update', { analytics_storage: 'granted' }],
      ['set', 'ads_data_redaction', true],
    ]);
    expect(commands()[3]?.[0]).toBe('js');
    expect(commands()[4]).toEqual([
      'config',
      ID,
      { send_page_view: false, allow_google_signals: false, allow_ad_personalization_signals: false },
    ]);
    expect(pageViews()).toEqual([]);
  });

  it('queues commands as `arguments` objects, the only form gtag.js reads', () => {
    startAnalytics(ID, options);
    for (const entry of window.dataLayer ?? []) {
      expect(Object.prototype.toString.call(entry)).toBe('[object Arguments]');
    }
  });

  it('loads gtag.js for the property from the tag host, async, and no inline script', () => {
    startAnalytics(ID, options);
    const script = appendedScript();
    expect(script.src).toBe(`https://www.googletagmanager.com/gtag/js?id=${ID}`);
    expect(script.async).toBe(true);
    expect(script.textContent).toBe('');
  });

  it('starts once per page: a second start loads nothing more', () => {
    const first = startAnalytics(ID, options);
    const count = commands().length;
    expect(startAnalytics(ID, options)).toBe(first);
    expect(commands()).toHaveLength(count);
    appendedScript();
    expect(runningAnalytics()).toBe(first);
  });

  it('warns once, and throws nothing, when the script is blocked', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    startAnalytics(ID, options);
    const script = appendedScript();
    script.dispatchEvent(new Event('error'));
    script.dispatchEvent(new Event('error'));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(ANALYTICS_BLOCKED_WARNING);
    // Page views still queue harmlessly: nothing is sent, nothing breaks.
    runningAnalytics()?.pageView({ url: 'https://example.com/', title: 'Home' });
    expect(pageViews()).toHaveLength(1);
  });
});

describe('page views', () => {
  it('sends one per address, with the title, and the previous page as referrer', () => {
    const analytics = startAnalytics(ID, options);
    analytics.pageView({ url: 'https://example.com/', title: 'Home | Dealer' });
    analytics.pageView({ url: 'https://example.com/', title: 'Home | Dealer' });
    analytics.pageView({ url: 'https://example.com/#latest', title: 'Home | Dealer' });
    analytics.pageView({ url: 'https://example.com/about-us/', title: 'About us | Dealer' });
    analytics.pageView({ url: 'https://example.com/', title: 'Home | Dealer' });
    expect(pageViews()).toEqual([
      ['event', 'page_view', { page_location: 'https://example.com/', page_title: 'Home | Dealer' }],
      [
        'event',
        'page_view',
        {
          page_location: 'https://example.com/about-us/',
          page_title: 'About us | Dealer',
          page_referrer: 'https://example.com/',
        },
      ],
      [
        'event',
        'page_view',
        {
          page_location: 'https://example.com/',
          page_title: 'Home | Dealer',
          page_referrer: 'https://example.com/about-us/',
        },
      ],
    ]);
  });

  it('reports no query parameter but the campaign ones: a query can carry personal data', () => {
    expect(
      reportedLocation(
        'https://example.com/contact-us/?CompanyEmail=ann%40farm.example&utm_source=show&FirstName=Ann&utm_campaign=spring#form',
      ),
    ).toBe('https://example.com/contact-us/?utm_source=show&utm_campaign=spring');
    expect(reportedLocation('https://example.com/a/?Message=hello')).toBe('https://example.com/a/');
  });
});

describe('withdrawing consent', () => {
  it('denies analytics, switches the tag off, deletes its cookies and sends no more page views', () => {
    const analytics = startAnalytics(ID, options);
    analytics.pageView({ url: 'https://example.com/', title: 'Home' });
    setCookie('_ga=GA1.1.123.456; path=/');
    setCookie(`_ga_${ID.slice(2)}=GS1.1.789; path=/`);
    setCookie('other=kept; path=/');
    analytics.stop();
    expect(commands().at(-1)).toEqual(['consent', 'update', { analytics_storage: 'denied' }]);
    expect(window[`ga-disable-${ID}`]).toBe(true);
    expect(document.cookie).not.toMatch(/_ga/);
    expect(document.cookie).toContain('other=kept');
    analytics.pageView({ url: 'https://example.com/about-us/', title: 'About' });
    expect(pageViews()).toHaveLength(1);
    setCookie('other=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/');
  });

  it('resumes on the same page when the visitor allows analytics again', () => {
    const analytics = startAnalytics(ID, options);
    analytics.stop();
    expect(startAnalytics(ID, options)).toBe(analytics);
    expect(window[`ga-disable-${ID}`]).toBe(false);
    expect(commands().at(-1)).toEqual(['consent', 'update', { analytics_storage: 'granted' }]);
    analytics.pageView({ url: 'https://example.com/about-us/', title: 'About' });
    expect(pageViews()).toHaveLength(1);
    appendedScript();
  });
});
