// What the consent specs (consent-*.spec.ts) share: the third-party hosts, the banner and its
// buttons, the page views the stand-in of gtag.js sent or queued (fixtures.test-helper.ts), the
// `_ga` cookies, and the ways a visitor reaches a page. Those specs start as a first visit: each
// says so with `test.use({ consent: null })`.
import type { Page } from '@playwright/test';
import { expect, open } from './fixtures.test-helper.ts';

export const HOME_VIDEO = 'See our machines at work';
export const ANALYTICS_HOST = /^https:\/\/([\w-]+\.)*(googletagmanager|google-analytics)\.com\//;
export const VIDEO_HOST = /^https:\/\/([\w-]+\.)*(ytimg|youtube-nocookie|youtube)\.com\//;
export const MAP_HOST = /^https:\/\/([\w-]+\.)*openstreetmap\.org\//;

export const banner = (page: Page) => page.getByRole('region', { name: 'Cookies on Hartridge Machinery' });
export const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** The page views the stand-in tag sent: page, title and referrer of each collect request. */
export function pageViews(requested: string[]) {
  return requested
    .filter((url) => url.startsWith('https://region1.google-analytics.com/g/collect'))
    .map((url) => new URL(url).searchParams)
    .filter((query) => query.get('en') === 'page_view')
    .map((query) => ({
      page: new URL(query.get('dl') ?? '').pathname + new URL(query.get('dl') ?? '').search,
      title: query.get('dt'),
      referrer: query.get('dr') ? new URL(query.get('dr') ?? '').pathname : null,
      property: query.get('tid'),
    }));
}

/** The page views queued in the page (a synchronous record: nothing in flight can be missed). */
export async function queuedPageViews(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      (window.dataLayer ?? []).filter((entry) => {
        const [command, name] = Array.from(entry as ArrayLike<unknown>);
        return command === 'event' && name === 'page_view';
      }).length,
  );
}

export async function analyticsCookies(page: Page) {
  return (await page.context().cookies()).filter((cookie) => /^_ga/.test(cookie.name)).map((c) => c.name);
}

/** No analytics ran: no data layer, no `_ga` cookie, and no request to any third-party host. */
export async function expectNothingSent(page: Page, thirdParty: string[]) {
  expect(await page.evaluate(() => window.dataLayer)).toBeUndefined();
  expect(await analyticsCookies(page)).toEqual([]);
  expect(thirdParty).toEqual([]);
}

/** Opens `path`, a first visit, and answers the banner with `choice`. */
export async function openAndChoose(page: Page, path: string, choice: 'Accept all' | 'Reject all') {
  await open(page, path);
  await button(page, choice).click();
}

/** Brings every video of the page into view: with consent, each would start loading. */
export async function scrollThroughVideos(page: Page) {
  for (const play of await page.getByRole('button', { name: /^Play video: / }).all()) {
    if (await play.isVisible()) await play.scrollIntoViewIfNeeded();
  }
  await page.mouse.wheel(0, 20_000);
}

/** Client-side navigation by the header's menu, as a visitor would. */
export async function navigateTo(page: Page, name: string, path: string) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(path);
  await expect(page.locator('main h1')).toBeVisible();
}
