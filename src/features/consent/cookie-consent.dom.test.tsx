// @vitest-environment happy-dom
// The consent gate in a data router, as the layout mounts it: what loads before and after a choice,
// the page views of client-side navigation, and the analytics warnings of SPEC §8. The banner
// itself: cookie-banner.dom.test.tsx.
import { describe, expect, it, vi } from 'vitest';
import { act } from '../../../test/dom/render.test-helper.tsx';
import { CONSENT_STORAGE_KEY } from '../../lib/consent-store.ts';
import { runningAnalytics } from './analytics.ts';
import { ANALYTICS_MISSING_WARNING } from './analytics-off.ts';
import {
  bannerRegion,
  click,
  container,
  ID,
  loadBanner,
  navigate,
  pageViews,
  render,
  scripts,
  setCookie,
  settle,
  storage,
  store,
} from './cookie-consent.test-helper.tsx';
import { ANALYTICS_BLOCKED_WARNING } from './warnings.ts';

describe('without an analytics id', () => {
  it('has no analytics and warns exactly once, however many pages follow', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await render(null, { analytics: null, media: true });
    await navigate('/about-us/');
    await navigate('/');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(ANALYTICS_MISSING_WARNING);
    expect(window.dataLayer).toBeUndefined();
    expect(scripts()).toEqual([]);
  });

  it('treats an id that is not a measurement id as none, and names it in its one warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await render('UA-12345-1', { analytics: null, media: false });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain(
      '"UA-12345-1" is not a Google Analytics 4 measurement id',
    );
    expect(scripts()).toEqual([]);
  });

  it('asks about videos and maps only, and does not ask again when an earlier choice covers them', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await render(null);
    expect(bannerRegion()?.textContent).not.toContain('Google Analytics');
    await click('Accept all');
    expect(JSON.parse(storage.get(CONSENT_STORAGE_KEY) ?? '')).toMatchObject({
      analytics: null,
      media: true,
    });
    expect(bannerRegion()).toBeNull();
  });
});

describe('with an analytics id', () => {
  it('before a choice: the banner asks, and nothing of analytics exists', async () => {
    await render(ID);
    expect(loadBanner).toHaveBeenCalledTimes(1);
    expect(bannerRegion()).not.toBeNull();
    expect(window.dataLayer).toBeUndefined();
    expect(scripts()).toEqual([]);
    await navigate('/about-us/');
    expect(window.dataLayer).toBeUndefined();
    expect(document.cookie).not.toMatch(/_ga/);
  });

  it('after Accept: loads gtag.js once, and counts the page, then each page navigated to, once', async () => {
    await render(ID);
    await click('Accept all');
    expect(bannerRegion()).toBeNull();
    expect(scripts()).toEqual([`https://www.googletagmanager.com/gtag/js?id=${ID}`]);
    expect(pageViews()).toEqual([
      { page_location: 'http://localhost:3000/', page_title: 'Home | Hartridge Machinery' },
    ]);
    await navigate('/about-us/');
    await navigate('/about-us/#team');
    await navigate('/contact-us/?FirstName=Ann&utm_source=show');
    await navigate('/');
    expect(pageViews().map((view) => [view.page_location, view.page_title])).toEqual([
      ['http://localhost:3000/', 'Home | Hartridge Machinery'],
      ['http://localhost:3000/about-us/', 'About us | Hartridge Machinery'],
      ['http://localhost:3000/contact-us/?utm_source=show', 'Contact us | Hartridge Machinery'],
      ['http://localhost:3000/', 'Home | Hartridge Machinery'],
    ]);
    expect(scripts()).toHaveLength(1);
  });

  it('after Reject: nothing loads, on this page or the next, and the choice is remembered', async () => {
    await render(ID);
    await click('Reject all');
    await navigate('/about-us/');
    expect(window.dataLayer).toBeUndefined();
    expect(scripts()).toEqual([]);
    expect(JSON.parse(storage.get(CONSENT_STORAGE_KEY) ?? '')).toMatchObject({
      analytics: false,
      media: false,
    });
    expect(bannerRegion()).toBeNull();
  });

  it('with analytics allowed on an earlier visit: no banner, and the first page counted once', async () => {
    await render(ID, { analytics: true, media: false });
    expect(loadBanner).not.toHaveBeenCalled();
    expect(pageViews()).toHaveLength(1);
    expect(scripts()).toHaveLength(1);
  });

  it('asks again when analytics was added after the visitor chose', async () => {
    await render(ID, { analytics: null, media: true });
    expect(bannerRegion()).not.toBeNull();
    expect(window.dataLayer).toBeUndefined();
  });

  it('withdrawn in Cookie settings: no more page views, and the _ga cookies are deleted', async () => {
    await render(ID, { analytics: true, media: true });
    setCookie('_ga=GA1.1.1.2; path=/');
    setCookie('_ga_TEST1234=GS1.1.3; path=/');
    await act(async () => store.review());
    await settle();
    const analytics = bannerRegion()?.querySelector<HTMLInputElement>('input[type="checkbox"]');
    expect(analytics?.checked).toBe(true);
    await act(async () => analytics?.click());
    await click('Save choices');
    expect(document.cookie).not.toMatch(/_ga/);
    expect(window[`ga-disable-${ID}`]).toBe(true);
    await navigate('/about-us/');
    expect(pageViews()).toHaveLength(1);
    expect(JSON.parse(storage.get(CONSENT_STORAGE_KEY) ?? '')).toMatchObject({
      analytics: false,
      media: true,
    });
  });

  it('deletes analytics cookies left from an earlier consent when analytics is not allowed', async () => {
    setCookie('_ga=GA1.1.1.2; path=/');
    await render(ID, { analytics: false, media: false });
    expect(document.cookie).not.toMatch(/_ga/);
    expect(runningAnalytics()).toBeNull();
  });

  it('a blocked gtag.js leaves one warning, no error, and the site working', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await render(ID, { analytics: true, media: false });
    const script = vi.mocked(document.head.append).mock.calls[0]?.[0] as HTMLScriptElement;
    await act(async () => script.dispatchEvent(new Event('error')));
    await navigate('/about-us/');
    await navigate('/contact-us/');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(ANALYTICS_BLOCKED_WARNING);
    expect(container.querySelector('h1')?.textContent).toBe('Page');
  });
});
