// @vitest-environment happy-dom
import type { ReactElement } from 'react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import {
  act,
  hydrate as hydrateMarkup,
  prerender,
  renderInBrowser,
} from '../../test/dom/render.test-helper.tsx';
import type { ImageSource } from '../content/image-url.ts';
import { IMAGE_ATTEMPTS } from '../lib/constants.ts';
import { WithImages } from './image-urls.test-helper.tsx';
import styles from './lazy-image.module.css';
import { LazyImage } from './lazy-image.tsx';

const photo: ImageSource = {
  alt: 'Orchard platform at work',
  asset: { _id: 'image-abc123-1400x800-jpg', url: '', path: '', width: 1400, height: 800, extension: 'jpg' },
  hotspot: null,
  crop: null,
};

let container: HTMLElement;

/** What the element reports before any event: pending (a lazy image far away), loaded or broken. */
function imageStatus(status: 'pending' | 'loaded' | 'broken') {
  vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(status !== 'pending');
  vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(status === 'loaded' ? 400 : 0);
}

/** Server markup in the page, then hydration, as in the browser. */
async function hydrate(image: ReactElement) {
  ({ container } = await hydrateMarkup(image, { wrapper: WithImages }));
}

function mainImage(): HTMLImageElement | null {
  return container.querySelector('img:not([aria-hidden])');
}

async function fail(img: HTMLImageElement | null) {
  await act(async () => {
    img?.dispatchEvent(new Event('error'));
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

/** Tags, sorted attributes and text of a tree: equal for equal DOM, however it was written. */
function shape(node: Element): string {
  const attributes = [...node.attributes].map((a) => `${a.name}="${a.value}"`).sort();
  const inside = node.children.length ? [...node.children].map(shape).join('') : (node.textContent ?? '');
  return `<${node.localName} ${attributes.join(' ')}>${inside}</${node.localName}>`;
}

test('the first client render builds exactly the server markup', async () => {
  imageStatus('pending');
  for (const image of [
    <LazyImage key="lazy" image={photo} width={400} height={300} />,
    <LazyImage key="priority" image={photo} width={1400} height={800} priority />,
    <LazyImage key="decorative" image={photo} width={500} alt="" className="card" />,
  ]) {
    const server = prerender(image, { wrapper: WithImages });
    // React's server renderer adds a preload for a priority image; the prerender moves it to the
    // head (prerender/hoisted-preloads.ts), and the browser's React puts its own there.
    for (const link of server.querySelectorAll('link[rel="preload"]')) link.remove();
    const browser = await renderInBrowser(image, { wrapper: WithImages });
    expect(shape(browser.container)).toBe(shape(server));
    browser.unmount();
  }
});

/** The placeholder (the first <img>, aria-hidden) carries the hiding class once the image has loaded. */
function placeholderHidden(): boolean {
  const placeholder = container.querySelector('img[aria-hidden="true"]');
  return placeholder?.className.split(' ').includes(styles.done ?? '') ?? false;
}

test('hydrates the server markup and shows the image once it loads', async () => {
  imageStatus('pending');
  await hydrate(<LazyImage image={photo} width={400} height={300} />);
  const before = container.innerHTML;
  expect(container.querySelectorAll('img')).toHaveLength(2);
  await act(async () => {
    mainImage()?.dispatchEvent(new Event('load'));
  });
  // Loaded: the placeholder is hidden (not removed: no layout), the image stays as it was.
  expect(container.querySelectorAll('img')).toHaveLength(2);
  expect(placeholderHidden()).toBe(true);
  expect(before).toContain(mainImage()?.outerHTML);
});

test('the priority image hydrates too', async () => {
  imageStatus('pending');
  await hydrate(<LazyImage image={photo} width={1400} height={800} priority />);
  expect(mainImage()?.getAttribute('fetchpriority')).toBe('high');
  expect(mainImage()?.getAttribute('loading')).toBe('eager');
});

test(`retries a failing image, then shows the error placeholder after ${IMAGE_ATTEMPTS} attempts`, async () => {
  imageStatus('pending');
  await hydrate(<LazyImage image={photo} width={400} height={300} />);
  const seen = new Set<HTMLImageElement>();
  for (let attempt = 1; attempt <= IMAGE_ATTEMPTS; attempt++) {
    const img = mainImage();
    expect(img, `attempt ${attempt}`).not.toBeNull();
    expect(seen.has(img as HTMLImageElement)).toBe(false); // each attempt is a fresh <img>
    seen.add(img as HTMLImageElement);
    expect(img?.getAttribute('src')).toMatch(/\/w400-h300-q85-.*\.webp$/); // same file, no cache-buster
    await fail(img);
    if (attempt < IMAGE_ATTEMPTS) {
      // Nothing changes until the backoff has passed.
      expect(mainImage()).toBe(img);
      await act(async () => vi.runOnlyPendingTimers());
    }
  }
  expect(container.querySelector('img')).toBeNull();
  const error = container.firstElementChild as HTMLElement;
  expect(error.textContent).toBe('Orchard platform at work');
  expect(error.querySelector('svg')).not.toBeNull();
  expect(error.style.aspectRatio).toBe('400 / 300');
});

test('an image that finished before hydration is noticed on mount', async () => {
  imageStatus('loaded');
  await hydrate(<LazyImage image={photo} width={400} height={300} />);
  expect(placeholderHidden()).toBe(true);
});

test('an image that broke before hydration counts as a failed attempt', async () => {
  imageStatus('broken');
  await hydrate(<LazyImage image={photo} width={400} height={300} alt="" />);
  const first = mainImage();
  await act(async () => vi.runOnlyPendingTimers());
  expect(mainImage()).not.toBe(first);
  expect(mainImage()).not.toBeNull();
  await fail(mainImage());
  await act(async () => vi.runOnlyPendingTimers());
  await fail(mainImage());
  // Decorative: the error box is hidden from assistive technology and has no text.
  const error = container.firstElementChild as HTMLElement;
  expect(error.tagName).toBe('SPAN');
  expect(error.getAttribute('aria-hidden')).toBe('true');
  expect(error.textContent).toBe('');
});
