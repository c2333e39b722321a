// Cookie consent and analytics (issue 8 §1, docs/privacy.md), watched on the network as the
// visitor's browser makes the requests. Every test starts as a first visit (no stored choice).
// The analytics tag host answers with a stand-in of gtag.js (fixtures.test-helper.ts) that sets the `_ga`
// cookies and sends a collect request per event, as the real tag does.
import type { Page } from '@playwright/test';
import { E2E_MEASUREMENT_ID } from '../../playwright.config.ts';
import { axeViolations, formatViolations } from '../../scripts/quality/site-checks/axe.ts';
import { ANALYTICS_BLOCKED_WARNING } from '../../src/features/consent/warnings.ts';
import { CONSENT_STORAGE_KEY } from '../../src/lib/consent-store.ts';
import { expect, hydrated, open, test } from './fixtures.test-helper.ts';

test.use({ consent: null });

const HOME_VIDEO = 'See our machines at work';
const ANALYTICS_HOST = /^https:\/\/([\w-]+\.)*(googletagmanager|google-analytics)\.com\//;
const VIDEO_HOST = /^https:\/\/([\w-]+\.)*(ytimg|youtube-nocookie|youtube)\.com\//;
const MAP_HOST = /^https:\/\/([\w-]+\.)*openstreetmap\.org\//;

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies on Hartridge Machinery' });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** The page views the stand-in tag sent: page, title and referrer of each collect request. */
function pageViews(requested: string[]) {
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
async function queuedPageViews(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      (window.dataLayer ?? []).filter((entry) => {
        const [command, name] = Array.from(entry as ArrayLike<unknown>);
        return command === 'event' && name === 'page_view';
      }).length,
  );
}

async function analyticsCookies(page: Page) {
  return (await page.context().cookies()).filter((cookie) => /^_ga/.test(cookie.name)).map((c) => c.name);
}

/** No analytics ran: no data layer, no `_ga` cookie, and no request to any third-party host. */
async function expectNothingSent(page: Page, thirdParty: string[]) {
  expect(await page.evaluate(() => window.dataLayer)).toBeUndefined();
  expect(await analyticsCookies(page)).toEqual([]);
  expect(thirdParty).toEqual([]);
}

/** Opens `path`, a first visit, and answers the banner with `choice`. */
async function openAndChoose(page: Page, path: string, choice: 'Accept all' | 'Reject all') {
  await open(page, path);
  await button(page, choice).click();
}

/** Brings every video of the page into view: with consent, each would start loading. */
async function scrollThroughVideos(page: Page) {
  for (const play of await page.getByRole('button', { name: /^Play video: / }).all()) {
    if (await play.isVisible()) await play.scrollIntoViewIfNeeded();
  }
  await page.mouse.wheel(0, 20_000);
}

/** Client-side navigation by the header's menu, as a visitor would. */
async function navigateTo(page: Page, name: string, path: string) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(path);
  await expect(page.locator('main h1')).toBeVisible();
}

test('before a choice: no request to an analytics, video or map host, and no analytics cookie', async ({
  page,
  thirdParty,
}) => {
  await open(page, '/');
  await expect(banner(page)).toBeVisible();
  // The home page's videos show a local placeholder, with no still from the video host.
  const play = page.getByRole('button', { name: `Play video: ${HOME_VIDEO}` });
  await expect(play.locator('img')).toHaveCount(0);
  await expect(
    page.getByRole('link', { name: `Watch on YouTube (${HOME_VIDEO}) (opens in a new tab)` }),
  ).toHaveAttribute('href', /^https:\/\/www\.youtube\.com\/watch\?v=/);
  await scrollThroughVideos(page);
  await navigateTo(page, 'Contact', '/contact-us/');
  await expect(page.getByRole('button', { name: /^Show map/ })).toBeVisible();
  await open(page, '/product/srx-5800/');
  await scrollThroughVideos(page);
  await expect(banner(page)).toBeVisible();
  await expect(page.locator('script[src*="googletagmanager"], iframe')).toHaveCount(0);
  await expectNothingSent(page, thirdParty);
});

test('Accept: the tag loads, the page is counted, then every page reached by a link, each once', async ({
  page,
  thirdParty,
}) => {
  await open(page, '/');
  expect(thirdParty.filter((url) => ANALYTICS_HOST.test(url))).toEqual([]);
  await button(page, 'Accept all').click();
  await expect(banner(page)).toBeHidden();
  await expect
    .poll(() => pageViews(thirdParty))
    .toEqual([{ page: '/', title: 'Hartridge Machinery', referrer: null, property: E2E_MEASUREMENT_ID }]);
  expect(thirdParty).toContain(`https://www.googletagmanager.com/gtag/js?id=${E2E_MEASUREMENT_ID}`);
  expect(await analyticsCookies(page)).toEqual(expect.arrayContaining(['_ga']));

  await navigateTo(page, 'News', '/latest-news/');
  await navigateTo(page, 'Contact', '/contact-us/');
  await page.goBack();
  await expect(page).toHaveURL('/latest-news/');
  await expect
    .poll(() => pageViews(thirdParty).map((view) => [view.page, view.referrer]))
    .toEqual([
      ['/', null],
      ['/latest-news/', '/'],
      ['/contact-us/', '/latest-news/'],
      ['/latest-news/', '/contact-us/'],
    ]);
  expect(pageViews(thirdParty)[1]?.title).toMatch(/\| Hartridge Machinery$/);
  expect(await queuedPageViews(page)).toBe(4);
  // gtag.js once for the whole visit, not once per page.
  expect(thirdParty.filter((url) => url.includes('/gtag/js'))).toHaveLength(1);
});

test('Accept also lets videos and maps load by themselves', async ({ page, thirdParty }) => {
  await openAndChoose(page, '/', 'Accept all');
  const play = page.getByRole('button', { name: `Play video: ${HOME_VIDEO}` });
  await expect(play.locator('img')).toHaveAttribute('src', /^https:\/\/i\.ytimg\.com\/vi\//);
  await play.scrollIntoViewIfNeeded();
  await expect(page.locator('iframe[title="See our machines at work"]')).toBeVisible();
  await expect
    .poll(() => thirdParty.some((url) => url.startsWith('https://www.youtube-nocookie.com/embed/')))
    .toBe(true);
  await open(page, '/contact-us/');
  await expect(page.locator('iframe[title^="Map: "]')).toHaveAttribute('src', MAP_HOST);
});

test('Reject: nothing loads on this page or the next, and the choice survives a reload', async ({
  page,
  thirdParty,
}) => {
  await openAndChoose(page, '/', 'Reject all');
  await expect(banner(page)).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Cookie choice saved' })).toHaveText(
    'Cookie choice saved: analytics off, videos and maps off. Change it with Cookie settings at the foot of any page.',
  );
  await scrollThroughVideos(page);
  await navigateTo(page, 'News', '/latest-news/');
  await page.reload();
  await hydrated(page);
  await navigateTo(page, 'Contact', '/contact-us/');
  // Hydrated, on a page that would show the map: the banner stays away, and nothing was fetched.
  await expect(page.getByRole('button', { name: /^Show map/ })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  expect(
    await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), CONSENT_STORAGE_KEY),
  ).toMatchObject({
    analytics: false,
    media: false,
  });
  await expectNothingSent(page, thirdParty);
});

test('Accept survives a reload: no banner, and the reloaded page is counted once', async ({
  page,
  thirdParty,
}) => {
  await openAndChoose(page, '/about-us/', 'Accept all');
  await expect.poll(() => pageViews(thirdParty).length).toBe(1);
  await page.reload();
  await hydrated(page);
  await expect
    .poll(() => pageViews(thirdParty).map((view) => view.page))
    .toEqual(['/about-us/', '/about-us/']);
  await expect(banner(page)).toHaveCount(0);
  expect(await queuedPageViews(page)).toBe(1);
});

test('without consent, a video or the map loads when the visitor asks for it', async ({
  page,
  thirdParty,
}) => {
  await openAndChoose(page, '/', 'Reject all');
  await page.getByRole('button', { name: `Play video: ${HOME_VIDEO}` }).click();
  await expect(page.locator('iframe[title="See our machines at work"]')).toHaveAttribute('src', VIDEO_HOST);
  await navigateTo(page, 'Contact', '/contact-us/');
  await page.getByRole('button', { name: /^Show map/ }).click();
  const map = page.locator('iframe[title^="Map: "]');
  await expect(map).toHaveAttribute('src', MAP_HOST);
  await expect(map).toBeFocused();
  // Asking for one video or map is not consent to analytics.
  expect(thirdParty.filter((url) => ANALYTICS_HOST.test(url))).toEqual([]);
  expect(thirdParty.filter((url) => /ytimg/.test(url))).toEqual([]);
});

test('Cookie settings reopens the choice; withdrawing stops page views and deletes the _ga cookies', async ({
  page,
  thirdParty,
}) => {
  await openAndChoose(page, '/', 'Accept all');
  await expect.poll(() => analyticsCookies(page)).toContain('_ga');

  const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
  await settings.click();
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toBeFocused();
  const analytics = banner(page).getByRole('checkbox', { name: /^Analytics/ });
  await expect(analytics).toBeChecked();
  await expect(banner(page).getByRole('checkbox', { name: /^Videos and maps/ })).toBeChecked();
  await analytics.uncheck();
  await button(page, 'Save choices').click();
  await expect(banner(page)).toBeHidden();
  await expect(settings).toBeFocused();
  await expect.poll(() => analyticsCookies(page)).toEqual([]);

  const counted = pageViews(thirdParty).length;
  const queued = await queuedPageViews(page);
  await navigateTo(page, 'News', '/latest-news/');
  await navigateTo(page, 'Contact', '/contact-us/');
  expect(await queuedPageViews(page)).toBe(queued);
  expect(pageViews(thirdParty)).toHaveLength(counted);
  expect(await analyticsCookies(page)).toEqual([]);
  // Videos and maps stay allowed: the map loads by itself.
  await expect(page.locator('iframe[title^="Map: "]')).toBeVisible();

  // And the next page load starts no analytics at all.
  const before = thirdParty.length;
  await page.reload();
  await hydrated(page);
  await expect(page.locator('iframe[title^="Map: "]')).toBeVisible();
  expect(thirdParty.slice(before).filter((url) => ANALYTICS_HOST.test(url))).toEqual([]);
});

test('the banner leaves the page usable: links work while it waits for a choice', async ({ page }) => {
  await open(page, '/');
  await navigateTo(page, 'News', '/latest-news/');
  await expect(banner(page)).toBeVisible();
  // Keyboard: the skip link first, the banner after the header and before the page, Enter on a
  // choice closes it, and focus goes on to the page.
  await open(page, '/latest-news/');
  await expect(banner(page)).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  const cookiesLink = banner(page).getByRole('link', { name: 'How we use cookies' });
  for (
    let stop = 0;
    stop < 20 && !(await cookiesLink.evaluate((a) => a === document.activeElement));
    stop++
  ) {
    expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(false);
    await page.keyboard.press('Tab');
  }
  await expect(cookiesLink).toBeFocused();
  await button(page, 'Reject all').focus();
  await page.keyboard.press('Enter');
  await expect(banner(page)).toHaveCount(0);
  await expect(page.locator('main')).toBeFocused();
});

test('a blocked analytics script: one warning, no error, the site works', async ({ page, consoleWatch }) => {
  // An ad blocker refuses the tag; the browser itself reports the refused request.
  await page.route(/^https:\/\/www\.googletagmanager\.com\//, (route) => route.abort('blockedbyclient'));
  consoleWatch.allow(/ERR_BLOCKED_BY_CLIENT/);
  consoleWatch.allow(/^warning: Analytics did not load/);
  await openAndChoose(page, '/', 'Accept all');
  await expect
    .poll(() => consoleWatch.messages.filter((m) => m === `warning: ${ANALYTICS_BLOCKED_WARNING}`))
    .toHaveLength(1);
  await navigateTo(page, 'News', '/latest-news/');
  await navigateTo(page, 'Contact', '/contact-us/');
  await page.reload();
  await hydrated(page);
  await expect
    .poll(() => consoleWatch.messages.filter((m) => m.includes(ANALYTICS_BLOCKED_WARNING)))
    .toHaveLength(2);
  expect(consoleWatch.messages.filter((m) => m.startsWith('pageerror'))).toEqual([]);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the Content-Security-Policy lets the tag load and send, with one inline script, by its hash', async ({
  page,
  thirdParty,
}) => {
  const response = await page.goto('/');
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(/script-src 'self' https:\/\/www\.googletagmanager\.com 'sha256-[\w+/]+={0,2}';/);
  await hydrated(page);
  await button(page, 'Accept all').click();
  // A refused script or request would be a console error, which fails the test (fixtures.test-helper.ts).
  await expect.poll(() => pageViews(thirdParty)).toHaveLength(1);
  // The one inline script is the early-events holder, and it ran: the policy allowed its hash.
  const inline = await page.evaluate(() =>
    [...document.scripts]
      .filter((script) => !script.src && ['', 'module', 'text/javascript'].includes(script.type))
      .map((script) => script.textContent?.startsWith('window.__heldEvents=')),
  );
  expect(inline).toEqual([true]);
  expect(await page.evaluate(() => typeof (window as { __heldEvents?: unknown }).__heldEvents)).toBe(
    'object',
  );
});

test.describe('accessibility (axe, WCAG 2.2 AA)', () => {
  for (const width of ['desktop', 'phone'] as const) {
    test(`the banner, asking and with its choices open, on the ${width}${width === 'phone' ? ' @phone' : ''}`, async ({
      page,
    }) => {
      await open(page, '/');
      await expect(banner(page)).toBeVisible();
      expect(formatViolations(await axeViolations(page))).toEqual([]);
      await button(page, 'Choose cookies').click();
      await expect(banner(page).getByRole('checkbox')).toHaveCount(2);
      expect(formatViolations(await axeViolations(page))).toEqual([]);
    });
  }

  test('the banner reopened from Cookie settings @phone', async ({ page }) => {
    await openAndChoose(page, '/contact-us/', 'Reject all');
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    await expect(banner(page).getByRole('button', { name: 'Close cookie settings' })).toBeVisible();
    expect(formatViolations(await axeViolations(page))).toEqual([]);
  });
});

test('on a phone the banner leaves the headline and its link in view and clickable @phone', async ({
  page,
}) => {
  await open(page, '/');
  const region = await banner(page).boundingBox();
  const viewport = page.viewportSize();
  expect(region && viewport).toBeTruthy();
  // At most a third of the screen.
  expect(region?.height ?? 0).toBeLessThan((viewport?.height ?? 0) / 3);
  // The page keeps that much room below its last line, measured once the banner is laid out.
  const room = () =>
    page.evaluate(() => Number.parseFloat(document.body.style.getPropertyValue('--consent-banner-height')));
  await expect.poll(async () => Math.abs((await room()) - (region?.height ?? 0))).toBeLessThanOrEqual(1);
  const headline = page
    .getByRole('group', { name: /^1 of / })
    .getByRole('link')
    .first();
  const box = await headline.boundingBox();
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThan(region?.y ?? 0);
  await headline.click();
  await expect(page).toHaveURL(/\/product-category\//);
  await expect(banner(page)).toBeVisible();
});
