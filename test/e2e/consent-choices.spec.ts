// Cookie consent and analytics (issue 8 §1, docs/privacy.md), watched on the network as the
// visitor's browser makes the requests: nothing before a choice, then what Accept, Reject and
// Cookie settings let load. Every test starts as a first visit (no stored choice).
import { E2E_MEASUREMENT_ID } from '../../playwright.config.ts';
import { CONSENT_STORAGE_KEY } from '../../src/lib/consent-store.ts';
import {
  ANALYTICS_HOST,
  analyticsCookies,
  banner,
  button,
  expectNothingSent,
  HOME_VIDEO,
  MAP_HOST,
  navigateTo,
  openAndChoose,
  pageViews,
  queuedPageViews,
  scrollThroughVideos,
  VIDEO_HOST,
} from './consent.test-helper.ts';
import { expect, hydrated, open, test } from './fixtures.test-helper.ts';

test.use({ consent: null });

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
