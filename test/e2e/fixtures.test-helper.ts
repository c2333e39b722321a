import { test as base, expect, type Page } from '@playwright/test';
import { CONSENT_STORAGE_KEY, type ConsentPurposes } from '../../src/lib/consent-store.ts';

/** Messages a test expects (e.g. the spec's analytics warning); anything else fails the test. */
export interface ConsoleWatch {
  messages: string[];
  allow(pattern: RegExp): void;
}

/** Playwright's own note where a spec blocks the offline worker (playwright.config.ts): not the site's. */
export const WORKER_BLOCKED = /Service Worker registration blocked by Playwright/;

/** A 1x1 PNG: what the video host's thumbnail server answers in tests. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Third-party hosts (video, map, analytics) are the edge of the world: tests answer them locally. */
export const THIRD_PARTY_HOSTS =
  /^https:\/\/([\w-]+\.)*(ytimg\.com|youtube-nocookie\.com|youtube\.com|openstreetmap\.org|googletagmanager\.com|google-analytics\.com)\//;

/**
 * What the analytics tag host answers for gtag.js: a stand-in that does what the visitor-facing
 * part of the real tag does, so tests can watch it on the network. It reads the queued commands,
 * and for each event while analytics is granted (and the property not switched off) it sets the
 * `_ga` cookies and sends a collect request with the event name (`en`), page (`dl`), title (`dt`)
 * and referrer (`dr`).
 */
export const GTAG_STAND_IN = `(() => {
  const layer = (window.dataLayer = window.dataLayer || []);
  let granted = false;
  let id = '';
  const handle = (entry) => {
    const [command, a, b] = Array.from(entry);
    if (command === 'consent' && b && b.analytics_storage) granted = b.analytics_storage === 'granted';
    else if (command === 'config') id = a;
    else if (command === 'event' && granted && !window['ga-disable-' + id]) {
      document.cookie = '_ga=GA1.1.1000.2000; path=/';
      document.cookie = '_ga_' + id.slice(2) + '=GS1.1.3000; path=/';
      const query = new URLSearchParams({ v: '2', tid: id, en: a, dl: b.page_location, dt: b.page_title || '' });
      if (b.page_referrer) query.set('dr', b.page_referrer);
      fetch('https://region1.google-analytics.com/g/collect?' + query, { method: 'POST', mode: 'no-cors', keepalive: true });
    }
  };
  layer.forEach(handle);
  const push = layer.push.bind(layer);
  layer.push = (...entries) => { entries.forEach(handle); return push(...entries); };
})();`;

/**
 * The choice the specs of other features start with: videos and maps allowed, so they see them as
 * before the banner existed, and analytics refused, so no page-view request joins the requests
 * they count. No banner either way.
 */
export const MEDIA_ONLY: ConsentPurposes = { analytics: false, media: true };

export const test = base.extend<{
  consoleWatch: ConsoleWatch;
  thirdParty: string[];
  consent: ConsentPurposes | null;
  presetConsent: undefined;
}>({
  /**
   * The visitor's cookie choice when the test starts (docs/privacy.md): MEDIA_ONLY by default, so
   * the banner neither covers what other specs click nor changes what they see;
   * `test.use({ consent: null })` is a first visit.
   */
  consent: [MEDIA_ONLY, { option: true }],
  presetConsent: [
    async ({ context, consent }, use) => {
      if (consent) {
        const value = JSON.stringify({ ...consent, decidedAt: new Date().toISOString() });
        // Every page and frame of the test, before any script; a choice the test makes is kept.
        await context.addInitScript(
          ({ key, value }) => {
            try {
              if (!localStorage.getItem(key)) localStorage.setItem(key, value);
            } catch {
              // A frame without storage (another site's stand-in, an opaque origin).
            }
          },
          { key: CONSENT_STORAGE_KEY, value },
        );
      }
      await use(undefined);
    },
    { auto: true },
  ],
  thirdParty: [
    // On the context, so a second tab or a popup of the test is answered too.
    async ({ context }, use) => {
      const requested: string[] = [];
      await context.route(THIRD_PARTY_HOSTS, (route) => {
        const url = route.request().url();
        requested.push(url);
        if (/ytimg\.com/.test(url)) return route.fulfill({ contentType: 'image/png', body: PIXEL });
        if (/googletagmanager\.com\/gtag\/js/.test(url)) {
          return route.fulfill({ contentType: 'text/javascript', body: GTAG_STAND_IN });
        }
        if (/\.js(\?|$)/.test(url)) return route.fulfill({ contentType: 'text/javascript', body: '' });
        return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>stand-in</title>' });
      });
      await use(requested);
    },
    { auto: true },
  ],
  consoleWatch: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [WORKER_BLOCKED];
      const messages: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') {
          messages.push(`${message.type()}: ${message.text()}`);
        }
      });
      page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
      await use({ messages, allow: (pattern) => allowed.push(pattern) });
      const unexpected = messages.filter((m) => !allowed.some((pattern) => pattern.test(m)));
      expect(unexpected, 'console errors and warnings').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Resolves once the page is hydrated: the app marks <html> when its first render is committed. */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/** Opens `path` as a visitor does, and waits for the app to take over the page; the document's response. */
export async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await hydrated(page);
  return response;
}

/**
 * Clicks a link to `href` put into the page's main content, at its `start` or `end`, as an editor's
 * link would stand there: for a target no page of the dataset links to in that way.
 */
export async function followAddedLink(page: Page, href: string, text: string, at: 'start' | 'end') {
  await page.evaluate(
    ({ href, text, at }) => {
      const link = document.createElement('a');
      link.href = href;
      link.textContent = text;
      if (at === 'start') document.querySelector('main')?.prepend(link);
      else document.querySelector('main')?.append(link);
    },
    { href, text, at },
  );
  await page.getByRole('link', { name: text }).click();
}

interface ShiftLog {
  total: number;
  moved: string[];
  /** The part of `total` whose moved nodes lie in the header or the footer. */
  chrome: number;
}

/**
 * Records the page's layout shifts with no input before them, from its first moment: call before
 * opening it. Read with `layoutShifts`. (An observer registered late, with `buffered`, gets the
 * earlier shifts in a later task, which a read can outrun.)
 */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const log: ShiftLog = { total: 0, moved: [], chrome: 0 };
    (window as unknown as { layoutShiftLog: ShiftLog }).layoutShiftLog = log;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: { node: Node | null }[];
        };
        if (shift.hadRecentInput) continue;
        log.total += shift.value;
        const moved = shift.sources.map(({ node }) => (node instanceof Element ? node : node?.parentElement));
        for (const element of moved)
          log.moved.push(`${element?.localName}.${element?.className} (${shift.value.toFixed(4)})`);
        if (moved.some((element) => element?.closest('header, footer'))) log.chrome += shift.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Resolves once the page has drawn `frames` more frames. */
export function framesDrawn(page: Page, frames: number): Promise<void> {
  return page.evaluate(
    (count) =>
      new Promise<void>((resolve) => {
        const next = (left: number) => (left ? requestAnimationFrame(() => next(left - 1)) : resolve());
        next(count);
      }),
    frames,
  );
}

/** The layout shifts `watchLayoutShifts` has seen, once two more frames have been drawn. */
export async function layoutShifts(page: Page): Promise<ShiftLog> {
  await framesDrawn(page, 2);
  return page.evaluate(() => (window as unknown as { layoutShiftLog: ShiftLog }).layoutShiftLog);
}
