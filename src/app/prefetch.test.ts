// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PREFETCH_DELAY_MS, PREFETCH_ROOT_MARGIN, PREFETCH_THRESHOLD } from '../lib/constants.ts';
import type { ConnectionInfo, ViewportEntry, ViewportObserver } from './prefetch.ts';
import { createPrefetcher } from './prefetch.ts';

// Stands in for IntersectionObserver: the test says when a link enters or leaves the viewport.
class FakeObserver implements ViewportObserver {
  static last: FakeObserver | undefined;
  readonly callback: (entries: ViewportEntry[]) => void;
  readonly options: IntersectionObserverInit;
  readonly observed = new Set<Element>();
  constructor(callback: (entries: ViewportEntry[]) => void, options: IntersectionObserverInit) {
    this.callback = callback;
    this.options = options;
    FakeObserver.last = this;
  }
  observe(el: Element) {
    this.observed.add(el);
  }
  unobserve(el: Element) {
    this.observed.delete(el);
  }
  disconnect() {
    this.observed.clear();
  }
  // Like the browser, only watched elements get entries.
  report(el: Element, intersectionRatio: number) {
    if (!this.observed.has(el)) return;
    this.callback([{ target: el, isIntersecting: intersectionRatio > 0, intersectionRatio }]);
  }
}

function setup(connection: ConnectionInfo = {}) {
  const prefetch = vi.fn<(pathname: string) => Promise<unknown>>(async () => undefined);
  const prefetcher = createPrefetcher({ prefetch, IntersectionObserver: FakeObserver, connection });
  const observer = FakeObserver.last!;
  const link = (path: string) => {
    const el = document.createElement('a');
    el.href = path;
    const stop = prefetcher.observe(el, path);
    return { el, stop };
  };
  return { prefetch, prefetcher, observer, link };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('createPrefetcher', () => {
  it('watches with the spec margin and threshold', () => {
    const { observer } = setup();
    expect(observer.options).toEqual({ rootMargin: PREFETCH_ROOT_MARGIN, threshold: PREFETCH_THRESHOLD });
  });

  it('prefetches a link that stays in view for the delay', async () => {
    const { prefetch, observer, link } = setup();
    const { el } = link('/product/srx-5800');
    observer.report(el, 0.5);
    await vi.advanceTimersByTimeAsync(PREFETCH_DELAY_MS - 1);
    expect(prefetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(prefetch).toHaveBeenCalledExactlyOnceWith('/product/srx-5800/');
    expect(observer.observed.has(el)).toBe(false);
  });

  it('cancels when the link leaves the viewport before the delay', async () => {
    const { prefetch, observer, link } = setup();
    const { el } = link('/about-us/');
    observer.report(el, 1);
    await vi.advanceTimersByTimeAsync(PREFETCH_DELAY_MS - 50);
    observer.report(el, 0);
    await vi.advanceTimersByTimeAsync(PREFETCH_DELAY_MS * 4);
    expect(prefetch).not.toHaveBeenCalled();
    // Coming back into view starts a fresh wait.
    observer.report(el, 1);
    await vi.advanceTimersByTimeAsync(PREFETCH_DELAY_MS);
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it('does not count a sliver under the threshold as in view', async () => {
    const { prefetch, observer, link } = setup();
    const { el } = link('/about-us/');
    observer.report(el, PREFETCH_THRESHOLD / 2);
    await vi.advanceTimersByTimeAsync(PREFETCH_DELAY_MS * 2);
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('prefetches each path once, however many links point at it', async () => {
    const { prefetch, observer, link } = setup();
    const a = link('/latest-news/');
    const b = link('/latest-news');
    const c = link('/our-brands/');
    observer.report(a.el, 1);
    observer.report(b.el, 1);
    observer.report(c.el, 1);
    await vi.advanceTimersByTimeAsync(PREFETCH_DELAY_MS);
    observer.report(b.el, 0);
    observer.report(b.el, 1);
    link('/latest-news/');
    await vi.advanceTimersByTimeAsync(PREFETCH_DELAY_MS);
    expect(prefetch.mock.calls).toEqual([['/latest-news/'], ['/our-brands/']]);
  });

  it('stops watching when the returned function is called', async () => {
    const { prefetch, observer, link } = setup();
    const { el, stop } = link('/contact-us/');
    observer.report(el, 1);
    stop();
    await vi.advanceTimersByTimeAsync(PREFETCH_DELAY_MS);
    expect(prefetch).not.toHaveBeenCalled();
    expect(observer.observed.size).toBe(0);
  });

  it('stops everything on disconnect', async () => {
    const { prefetch, prefetcher, observer, link } = setup();
    const { el } = link('/contact-us/');
    observer.report(el, 1);
    prefetcher.disconnect();
    await vi.advanceTimersByTimeAsync(PREFETCH_DELAY_MS);
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('ignores failures, thrown or rejected, without retrying the path', async () => {
    const { prefetch, observer, link } = setup();
    prefetch.mockRejectedValueOnce(new Error('Failed to fetch /assets/data/a/index.json.'));
    prefetch.mockImplementationOnce(() => {
      throw new Error('sync failure');
    });
    const a = link('/a/');
    const b = link('/b/');
    observer.report(a.el, 1);
    observer.report(b.el, 1);
    await vi.advanceTimersByTimeAsync(PREFETCH_DELAY_MS);
    link('/a/');
    observer.report(a.el, 1);
    await vi.advanceTimersByTimeAsync(PREFETCH_DELAY_MS);
    expect(prefetch.mock.calls).toEqual([['/a/'], ['/b/']]);
  });

  it.each<[string, ConnectionInfo]>([
    ['data saving is on', { saveData: true }],
    ['the connection is 2g', { effectiveType: '2g' }],
    ['the connection is slow-2g', { effectiveType: 'slow-2g' }],
  ])('never prefetches when %s', async (_label, connection) => {
    const { prefetch, observer, link } = setup(connection);
    const { el } = link('/product/srx-5800/');
    observer.report(el, 1);
    await vi.advanceTimersByTimeAsync(PREFETCH_DELAY_MS * 2);
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('reads the connection at each decision', async () => {
    const connection: ConnectionInfo = { effectiveType: '4g' };
    const { prefetch, observer, link } = setup(connection);
    const { el } = link('/hire/');
    observer.report(el, 1);
    connection.saveData = true;
    await vi.advanceTimersByTimeAsync(PREFETCH_DELAY_MS);
    expect(prefetch).not.toHaveBeenCalled();
    connection.saveData = false;
    observer.report(el, 0);
    observer.report(el, 1);
    await vi.advanceTimersByTimeAsync(PREFETCH_DELAY_MS);
    expect(prefetch).toHaveBeenCalledExactlyOnceWith('/hire/');
  });

  it('does nothing where IntersectionObserver is missing', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const prefetch = vi.fn(async () => undefined);
    const prefetcher = createPrefetcher({ prefetch, connection: {} });
    const stop = prefetcher.observe(document.createElement('a'), '/a/');
    await vi.advanceTimersByTimeAsync(PREFETCH_DELAY_MS);
    expect(() => stop()).not.toThrow();
    expect(prefetch).not.toHaveBeenCalled();
  });
});
