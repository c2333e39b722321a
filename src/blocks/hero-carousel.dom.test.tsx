// @vitest-environment happy-dom
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { act, cleanup, hydrate as hydrateMarkup, prerender } from '../../test/dom/render.test-helper.tsx';
import { withImages } from '../components/image-urls.test-helper.tsx';
import { fakeIntersectionObserver } from '../components/intersection-fake.test-helper.ts';
import { SiteProvider } from '../components/site-context.tsx';
import { createImageUrls } from '../content/image-url.ts';
import type { CarouselSlide, Image } from '../content/schemas/index.ts';
import { carouselImagePaths } from './client-images.ts';
import { Block } from './hero-carousel.tsx';
import { site } from './test-fixtures.test-helper.tsx';
import type { ResolvedBlockOf } from './types.ts';

const image = (alt: string): Image => ({
  alt,
  asset: { _id: 'image-abc123-1400x800-jpg', url: '', path: '', width: 1400, height: 800, extension: 'jpg' },
  hotspot: null,
  crop: null,
});

function slide(n: number, overrides: Partial<CarouselSlide> = {}): CarouselSlide {
  return {
    id: `slide-${n}`,
    updatedAt: '2022-11-17T12:40:00Z',
    title: `Title ${n}`,
    subtitle: `Subtitle ${n}`,
    color: { label: null, value: '#2e7d32' },
    link: { type: 'internal', href: `/page-${n}/` },
    externalLink: null,
    content: { _type: 'carouselImage', image: image(`Picture ${n}`) },
    ...overrides,
  };
}

const block: ResolvedBlockOf<'heroCarousel'> = {
  _key: 'k1',
  _type: 'heroCarousel',
  slides: [
    slide(1),
    slide(2, { color: null }),
    slide(3, { content: { _type: 'carouselVideo', url: 'https://www.youtube.com/watch?v=CN88eHmVU08' } }),
    slide(99, { title: null }),
    slide(98, { content: { _type: 'carouselVideo', url: 'https://www.youtube.com/watch' } }),
    slide(4, { link: null, externalLink: 'https://www.youtube.com/@dealer' }),
  ],
};

/** The block in a router, as on a page: slides link with the router's links. */
function page(carousel: ResolvedBlockOf<'heroCarousel'> = block): ReactElement {
  const router = createMemoryRouter([{ path: '*', element: <Block block={carousel} /> }]);
  return <SiteProvider value={site}>{withImages(<RouterProvider router={router} />)}</SiteProvider>;
}

let container: HTMLElement;

const serverMarkup = () => prerender(page());

const slides = (dom: HTMLElement) => [...dom.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')];
const shown = (dom: HTMLElement) => slides(dom).filter((s) => !s.hasAttribute('inert'));

/** The browser is never idle: only a press or a swipe loads Embla. */
function neverIdle() {
  vi.stubGlobal('requestIdleCallback', () => 0);
  vi.stubGlobal('cancelIdleCallback', () => {});
}

beforeEach(() => {
  fakeIntersectionObserver();
});

afterEach(() => {
  cleanup(); // unmounting cancels the idle callback some tests stub
  vi.unstubAllGlobals();
});

describe('hero carousel, prerendered', () => {
  test('is a labelled carousel region of "n of m" slides, dropping slides it cannot show', () => {
    const dom = serverMarkup();
    const region = dom.querySelector('section');
    expect(region?.getAttribute('aria-roledescription')).toBe('carousel');
    expect(region?.getAttribute('aria-label')).toBeTruthy();
    expect(slides(dom).map((s) => [s.getAttribute('role'), s.getAttribute('aria-label')])).toEqual([
      ['group', '1 of 4'],
      ['group', '2 of 4'],
      ['group', '3 of 4'],
      ['group', '4 of 4'],
    ]);
    expect(slides(dom).map((s) => s.querySelector('h2')?.textContent)).toEqual([
      'Title 1',
      'Title 2',
      'Title 3',
      'Title 4↗ (opens in a new tab)',
    ]);
  });

  test('shows the first slide, and the others are inert so their links cannot be reached', () => {
    const dom = serverMarkup();
    expect(shown(dom).map((s) => s.getAttribute('aria-label'))).toEqual(['1 of 4']);
  });

  test('has previous and next buttons and no dots', () => {
    const dom = serverMarkup();
    expect(
      [...dom.querySelectorAll('button[aria-label$="slide"]')].map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Previous slide', 'Next slide']);
    expect(dom.querySelectorAll('[role="tab"], [role="tablist"]')).toHaveLength(0);
  });

  test('fetches the first image at once, first; the others have none until the app is idle', () => {
    const dom = serverMarkup();
    const first = slides(dom)[0]?.querySelector('img:not([aria-hidden])');
    expect(first?.getAttribute('loading')).toBe('eager');
    expect(first?.getAttribute('fetchpriority')).toBe('high');
    expect(first?.getAttribute('width')).toBe('1400');
    expect(first?.getAttribute('height')).toBe('800');
    // Without the app they are never shown, so a visitor's phone never fetches them.
    for (const later of slides(dom).slice(1)) {
      expect(later.querySelector('img, button, iframe')).toBeNull();
      expect(later.querySelector('h2')?.textContent).toMatch(/^Title/);
    }
  });

  test('once idle, the later slides show their pictures, lazily, and the build makes those files', async () => {
    await hydrate();
    await idle();
    const later = slides(container)[1]?.querySelector<HTMLImageElement>('img:not([aria-hidden])');
    expect(later?.getAttribute('loading')).toBe('lazy');
    expect(later?.hasAttribute('fetchpriority')).toBe(false);
    const files = carouselImagePaths(createImageUrls({ mode: 'local' }), block.slides);
    const shownFiles = [
      later?.getAttribute('src'),
      ...(later?.getAttribute('srcset') ?? '').split(', ').map((c) => c.split(' ')[0]),
    ];
    for (const file of shownFiles) expect(files).toContain(file);
    // The first slide's own picture is in the HTML: the build finds it there.
    expect(carouselImagePaths(createImageUrls({ mode: 'local' }), block.slides.slice(0, 1))).toEqual([]);
  });

  test('a video slide shows a play button and a link to the video, and nothing from the video host', async () => {
    await hydrate();
    await idle();
    const video = slides(container)[2];
    expect(video?.querySelector('iframe')).toBeNull();
    expect(video?.querySelector('img')).toBeNull();
    expect(video?.querySelector('button[aria-label^="Play video: "]')).not.toBeNull();
    expect(video?.querySelector('a[href="https://www.youtube.com/watch?v=CN88eHmVU08"]')).not.toBeNull();
  });

  async function hydrate() {
    ({ container } = await hydrateMarkup(page()));
  }

  /** The browser's first idle moment after hydration. */
  async function idle() {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
  }

  test('hydrates onto the server markup without changing the slides', async () => {
    await hydrate();
    expect(shown(container).map((s) => s.getAttribute('aria-label'))).toEqual(['1 of 4']);
    expect(slides(container)).toHaveLength(4);
  });

  test('Right and Left arrow keys in the carousel move to the next and previous slide, looping', async () => {
    await hydrate();
    const region = container.querySelector('section') as HTMLElement;
    const press = async (key: string) =>
      act(async () => {
        region.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
      });
    await press('ArrowRight');
    expect(shown(container).map((s) => s.getAttribute('aria-label'))).toEqual(['2 of 4']);
    await press('ArrowLeft');
    await press('ArrowLeft');
    expect(shown(container).map((s) => s.getAttribute('aria-label'))).toEqual(['4 of 4']);
  });

  test('presses made before the carousel has loaded are each made once it has', async () => {
    neverIdle();
    await hydrate();
    const next = container.querySelector('button[aria-label="Next slide"]') as HTMLButtonElement;
    // Two presses in one go, before Embla (loaded when the browser is idle, or on intent) is in.
    await act(async () => {
      next.click();
      next.click();
    });
    expect(shown(container).map((s) => s.getAttribute('aria-label'))).toEqual(['3 of 4']);
  });

  test('a swipe begun before the carousel has loaded moves it once it has, and is no click', async () => {
    neverIdle();
    await hydrate();
    const viewport = container.querySelector('section > div') as HTMLElement;
    const pointer = (type: string, clientX: number) =>
      viewport.dispatchEvent(new PointerEvent(type, { pointerId: 1, clientX, bubbles: true }));
    let clicked = false;
    container.querySelector('a')?.addEventListener('click', () => {
      clicked = true;
    });
    await act(async () => {
      pointer('pointerdown', 300);
      pointer('pointermove', 200);
      pointer('pointerup', 100);
      viewport.querySelector('a')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    });
    expect(shown(container).map((s) => s.getAttribute('aria-label'))).toEqual(['2 of 4']);
    expect(clicked).toBe(false);
  });

  test('the arrow buttons move too', async () => {
    await hydrate();
    const next = container.querySelector('button[aria-label="Next slide"]') as HTMLButtonElement;
    const previous = container.querySelector('button[aria-label="Previous slide"]') as HTMLButtonElement;
    await act(async () => next.click());
    await act(async () => next.click());
    expect(shown(container).map((s) => s.getAttribute('aria-label'))).toEqual(['3 of 4']);
    await act(async () => previous.click());
    expect(shown(container).map((s) => s.getAttribute('aria-label'))).toEqual(['2 of 4']);
  });

  test('a polite live region says the slide moved to, and nothing on load', async () => {
    await hydrate();
    const region = container.querySelector('section [aria-live="polite"]');
    expect(region?.textContent).toBe('');
    const next = container.querySelector('button[aria-label="Next slide"]') as HTMLButtonElement;
    await act(async () => next.click());
    expect(region?.textContent).toBe('Slide 2 of 4: Title 2');
  });
});
