// @vitest-environment happy-dom
// The cookie banner as the consent gate shows it (cookie-consent.dom.test.tsx has the gate): a
// region beside the page, the choices it offers, and reopening it from Cookie settings.
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { act, screen } from '../../../test/dom/render.test-helper.tsx';
import { CONSENT_STORAGE_KEY } from '../../lib/consent-store.ts';
import {
  bannerRegion,
  click,
  container,
  ID,
  pageViews,
  render,
  settle,
  storage,
} from './cookie-consent.test-helper.tsx';

describe('the banner', () => {
  const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
  const checkboxes = () => [
    ...(bannerRegion()?.querySelectorAll<HTMLInputElement>('input[type="checkbox"]') ?? []),
  ];

  it('is a region named by its heading that waits beside the page: it takes no focus', async () => {
    const link = document.createElement('a');
    link.href = '#elsewhere';
    document.body.append(link);
    link.focus();
    await render(ID);
    const region = bannerRegion();
    const heading = region?.querySelector(`#${CSS.escape(region.getAttribute('aria-labelledby') ?? '')}`);
    expect(heading?.textContent).toBe('Cookies on Hartridge Machinery');
    expect(document.activeElement).toBe(link);
    expect(region?.querySelector('a[href="/privacy-policy/"]')?.textContent).toBe('How we use cookies');
    link.remove();
  });

  it('offers Accept all and Reject all as the same button, side by side', async () => {
    await render(ID);
    const accept = button('Accept all');
    const reject = button('Reject all');
    expect(accept.className).toBe(reject.className);
    expect(accept.parentElement).toBe(reject.parentElement);
  });

  it('lets the visitor choose each purpose: nothing ticked until they tick it', async () => {
    await render(ID);
    const choose = button('Choose cookies');
    expect(choose.getAttribute('aria-expanded')).toBe('false');
    const fieldset = container.querySelector(`#${CSS.escape(choose.getAttribute('aria-controls') ?? '')}`);
    expect(fieldset?.hasAttribute('hidden')).toBe(true);
    await act(async () => choose.click());
    expect(choose.getAttribute('aria-expanded')).toBe('true');
    expect(fieldset?.hasAttribute('hidden')).toBe(false);
    expect(
      checkboxes().map((box) => [box.closest('label')?.querySelector('strong')?.textContent, box.checked]),
    ).toEqual([
      ['Analytics', false],
      ['Videos and maps', false],
    ]);
    await act(async () => checkboxes()[1]?.click());
    await click('Save choices');
    expect(JSON.parse(storage.get(CONSENT_STORAGE_KEY) ?? '')).toMatchObject({
      analytics: false,
      media: true,
    });
    expect(container.querySelector('[role="status"]')?.textContent).toBe(
      'Cookie choice saved: analytics off, videos and maps on. Change it with Cookie settings at the foot of any page.',
    );
    expect(window.dataLayer).toBeUndefined();
  });

  it('keeps room below the page while it shows, and gives it back after', async () => {
    // happy-dom's ResizeObserver never reports. A browser's reports each element once after the
    // frame's layout, which is when the banner measures itself.
    class ReportingResizeObserver {
      readonly #report: ResizeObserverCallback;
      constructor(report: ResizeObserverCallback) {
        this.#report = report;
      }
      observe(target: Element) {
        queueMicrotask(() =>
          this.#report([{ target } as ResizeObserverEntry], this as unknown as ResizeObserver),
        );
      }
      unobserve() {}
      disconnect() {}
    }
    vi.stubGlobal('ResizeObserver', ReportingResizeObserver);
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    await render(ID);
    await act(async () => {});
    expect(document.documentElement.style.getPropertyValue('--consent-banner-height')).toMatch(/^\d+px$/);
    await click('Reject all');
    expect(document.documentElement.style.getPropertyValue('--consent-banner-height')).toBe('');
  });

  it('puts focus on the page when a choice made from the keyboard closes it', async () => {
    await render(ID);
    button('Reject all').focus();
    await click('Reject all');
    expect(document.activeElement?.id).toBe('main');
  });

  it('reopens from Cookie settings with the current choice, takes focus, and gives it back on Escape', async () => {
    await render(ID, { analytics: true, media: false });
    expect(bannerRegion()).toBeNull();
    const settings = button('Cookie settings');
    settings.focus();
    await click('Cookie settings');
    const region = bannerRegion() as HTMLElement;
    expect(document.activeElement).toBe(region);
    expect(button('Choose cookies').getAttribute('aria-expanded')).toBe('true');
    expect(checkboxes().map((box) => box.checked)).toEqual([true, false]);
    await act(async () =>
      region.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })),
    );
    await settle();
    expect(bannerRegion()).toBeNull();
    expect(document.activeElement).toBe(settings);
    expect(JSON.parse(storage.get(CONSENT_STORAGE_KEY) ?? '')).toMatchObject({
      analytics: true,
      media: false,
    });
  });

  it('a review closes with its close button too, and Accept all there changes the choice', async () => {
    await render(ID, { analytics: false, media: false });
    await click('Cookie settings');
    const close = bannerRegion()?.querySelector<HTMLButtonElement>(
      'button[aria-label="Close cookie settings"]',
    );
    await act(async () => close?.click());
    await settle();
    expect(bannerRegion()).toBeNull();
    await click('Cookie settings');
    await click('Accept all');
    expect(JSON.parse(storage.get(CONSENT_STORAGE_KEY) ?? '')).toMatchObject({
      analytics: true,
      media: true,
    });
    expect(pageViews()).toHaveLength(1);
  });

  it('shows no close button on a first visit, and Escape does not dismiss it', async () => {
    await render(ID);
    const region = bannerRegion() as HTMLElement;
    expect(region.querySelector('button[aria-label="Close cookie settings"]')).toBeNull();
    await act(async () =>
      region.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })),
    );
    expect(bannerRegion()).not.toBeNull();
  });
});
