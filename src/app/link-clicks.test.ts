// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { interceptLinkClicks, type Navigate } from './link-clicks.ts';

const SITE = 'https://www.dealer.example';

describe('interceptLinkClicks', () => {
  let container: HTMLElement;
  let navigate: ReturnType<typeof vi.fn<Navigate>>;
  let stop: () => void;

  beforeEach(() => {
    window.history.replaceState(null, '', '/about-us/');
    container = document.createElement('div');
    document.body.append(container);
    navigate = vi.fn<Navigate>();
    stop = interceptLinkClicks(container, { siteUrl: SITE, navigate });
  });
  afterEach(() => {
    stop();
    container.remove();
  });

  /** Clicks an anchor made from `html`; returns whether the browser's own navigation was prevented. */
  function click(html: string, init: MouseEventInit = {}, inner = false): boolean {
    container.innerHTML = html;
    const target = inner ? container.querySelector('a *') : container.querySelector('a');
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
    target?.dispatchEvent(event);
    return event.defaultPrevented;
  }

  it('hands a plain click on a route to the router, with query and hash', () => {
    expect(click('<a href="/product/srx/?colour=red#specs">SRX</a>')).toBe(true);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/product/srx/?colour=red#specs', { replace: false });
  });

  it('takes clicks on what is inside the anchor too', () => {
    expect(click('<a href="/latest-news/"><span><strong>News</strong></span></a>', {}, true)).toBe(true);
    // (The test DOM follows the link itself before the click bubbles on, so `replace` is not checked.)
    expect(navigate.mock.calls[0]?.[0]).toBe('/latest-news/');
  });

  it('resolves relative hrefs as the browser does', () => {
    click('<a href="team/">Team</a>');
    expect(navigate).toHaveBeenCalledWith('/about-us/team/', { replace: false });
  });

  it('replaces the history entry for a click on the current address', () => {
    click('<a href="/about-us/">About</a>');
    expect(navigate).toHaveBeenCalledWith('/about-us/', { replace: true });
  });

  it.each([
    ['the site’s own absolute address', `<a href="${SITE}/about-us/">x</a>`],
    ['another site', '<a href="https://www.youtube.com/">x</a>'],
    ['a file', '<a href="/files/brochure.pdf">x</a>'],
    ['mail', '<a href="mailto:sales@dealer.example">x</a>'],
    ['phone', '<a href="tel:+441622000000">x</a>'],
    ['an in-page anchor', '<a href="#main">x</a>'],
    ['a new tab', '<a href="/about-us/" target="_blank">x</a>'],
    ['a download', '<a href="/about-us/" download>x</a>'],
    ['an anchor without href', '<a>x</a>'],
  ])('leaves %s to the browser', (_, html) => {
    expect(click(html)).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each<[string, MouseEventInit]>([
    ['ctrl', { ctrlKey: true }],
    ['meta', { metaKey: true }],
    ['shift', { shiftKey: true }],
    ['alt', { altKey: true }],
    ['middle button', { button: 1 }],
  ])('leaves a %s click to the browser (new tab or window)', (_, init) => {
    expect(click('<a href="/latest-news/">x</a>', init)).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('leaves alone a click another handler has already taken', () => {
    container.innerHTML = '<a href="/latest-news/">x</a>';
    const anchor = container.querySelector('a') as HTMLAnchorElement;
    anchor.addEventListener('click', (event) => event.preventDefault());
    anchor.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('stops listening when asked', () => {
    stop();
    expect(click('<a href="/latest-news/">x</a>')).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });
});
