// @vitest-environment happy-dom
import { createBrowserRouter, createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, test } from 'vitest';
import { act, hydrate, prerender, screen } from '../../../test/dom/render.test-helper.tsx';
import { WithImages } from '../../components/image-urls.test-helper.tsx';
import { fakeIntersectionObserver } from '../../components/intersection-fake.test-helper.ts';
import type { Image, MediaItem } from '../../content/schemas/index.ts';
import { consentStore } from '../../lib/consent-store.ts';
import { MediaLibrary } from './media-library.tsx';
import { usesSpace } from './media-modal.tsx';

const picture: Image = {
  alt: 'A picture',
  asset: { _id: 'image-abc123-1200x900-jpg', url: '', path: '', width: 1200, height: 900, extension: 'jpg' },
  hotspot: null,
  crop: null,
};
const shows = { value: 'shows-and-events', label: 'Shows and Events' };
const action = { value: 'machinery-in-action', label: 'Machinery in Action' };
const orvin = { id: 'brand-orvin', title: 'Orvin', path: '/our-brands/orvin/' };
const burro = { id: 'brand-burro', title: 'Burro', path: '/our-brands/burro/' };

/** 14 items: videos 1, 4, 7, 10, 13 (Burro, in action); images of Orvin at shows, the rest in action. */
const items: MediaItem[] = Array.from({ length: 14 }, (_, i) => {
  const n = i + 1;
  const video = n % 3 === 1;
  return {
    id: `media-${n}`,
    updatedAt: '2020-01-01T00:00:00Z',
    title: `Item ${n}`,
    description: `About item ${n}`,
    order: n,
    mediaType: video ? 'video' : 'image',
    gallery: video ? [action] : n % 2 ? [shows] : [action],
    brand: video ? burro : n % 2 ? orvin : null,
    video: video ? 'https://www.youtube.com/watch?v=CN88eHmVU08' : null,
    image: video && n > 5 ? null : picture,
  };
});

let container: HTMLElement;
let io: ReturnType<typeof fakeIntersectionObserver>;
let router: ReturnType<typeof createBrowserRouter>;

const routes = [
  { path: '/media-library/', element: <MediaLibrary id="m" items={items} /> },
  { path: '/other/', element: <p>Another page</p> },
];

/** Server markup for the address the prerender knows (no query), hydrated in the browser at `url`. */
async function open(url = '/media-library/') {
  const server = createMemoryRouter(routes, { initialEntries: ['/media-library/'] });
  container = prerender(<RouterProvider router={server} />, { wrapper: WithImages });
  window.history.replaceState(null, '', url);
  router = createBrowserRouter(routes);
  const { serverMarkup } = await hydrate(<RouterProvider router={router} />, {
    container,
    wrapper: WithImages,
  });
  return serverMarkup;
}

/** The address as the browser shows it. */
const query = () => window.location.search;

async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

const titles = () =>
  [...container.querySelectorAll('li button')].map((b) => b.textContent?.replace(' (video)', ''));
const select = (label: string) => screen.getByLabelText<HTMLSelectElement>(label);
const options = (label: string) => [...select(label).options].map((o) => o.textContent);

async function choose(label: string, value: string) {
  const element = select(label);
  element.value = value;
  await act(async () => {
    element.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await settle();
}

async function reachEnd() {
  // The loader's observer is the one with a margin; what it watches is the list's end.
  const loader = [...io.observers].find((observer) => observer.options?.rootMargin);
  const [sentinel] = loader?.targets ?? [];
  if (!sentinel) throw new Error('The loader watches nothing.');
  await act(async () => {
    io.report(sentinel, true);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

beforeEach(() => {
  io = fakeIntersectionObserver();
});

describe('media library', () => {
  test('starts with the first 6 items and the default filters', async () => {
    await open();
    expect(titles()).toEqual(['Item 1', 'Item 2', 'Item 3', 'Item 4', 'Item 5', 'Item 6']);
    expect(select('Type').value).toBe('all');
    expect(options('Type')).toEqual(['All types', 'Image', 'Video']);
    expect(options('Gallery')).toEqual(['All galleries', 'Machinery in Action', 'Shows and Events']);
    expect(options('Brand')).toEqual(['All brands', 'Burro', 'Orvin']);
  });

  test('loads 6 more each time the end comes into reach, until No more media', async () => {
    await open();
    await reachEnd();
    expect(titles()).toHaveLength(12);
    await reachEnd();
    expect(titles()).toHaveLength(14);
    expect(container.textContent).toContain('No more media');
  });

  test('filters in sequence, narrowing the later options', async () => {
    await open();
    await choose('Type', 'video');
    expect(titles()).toEqual(['Item 1', 'Item 4', 'Item 7', 'Item 10', 'Item 13']);
    expect(options('Gallery')).toEqual(['All galleries', 'Machinery in Action']);
    expect(options('Brand')).toEqual(['All brands', 'Burro']);
    expect(container.textContent).toContain('No more media');
  });

  test('a change that makes a later choice unavailable resets it to All', async () => {
    await open();
    await choose('Gallery', 'shows-and-events');
    await choose('Brand', 'orvin');
    expect(titles()).toEqual(['Item 3', 'Item 5', 'Item 9', 'Item 11']);
    await choose('Type', 'video');
    expect([select('Type').value, select('Gallery').value, select('Brand').value]).toEqual([
      'video',
      'all',
      'all',
    ]);
  });

  test('keeps the filters in the address, replacing the entry, without a navigation', async () => {
    await open('/media-library/?utm_source=mail');
    const entries = window.history.length;
    const location = router.state.location;
    await choose('Type', 'image');
    await choose('Brand', 'orvin');
    expect(query()).toBe('?utm_source=mail&type=image&brand=orvin');
    expect(window.history.length).toBe(entries);
    // The router did not navigate: no loader ran, no scroll was reset.
    expect(router.state.location).toBe(location);
    await choose('Type', 'all');
    await choose('Brand', 'all');
    expect(query()).toBe('?utm_source=mail');
  });

  test('restores the filters from the address after hydration, and follows it back and forward', async () => {
    const prerendered = await open('/media-library/?type=video&brand=burro');
    // The prerender knows no query: it showed the unfiltered library, and hydration matched it.
    expect(prerendered).toContain('Item 2');
    await settle();
    expect([select('Type').value, select('Brand').value]).toEqual(['video', 'burro']);
    expect(titles()).toEqual(['Item 1', 'Item 4', 'Item 7', 'Item 10', 'Item 13']);
    // Another page and back: the filters come back with the address.
    await act(async () => router.navigate('/other/'));
    expect(container.textContent).toContain('Another page');
    await act(async () => router.navigate(-1));
    await settle();
    await settle();
    expect(query()).toBe('?type=video&brand=burro');
    expect([select('Type').value, select('Brand').value]).toEqual(['video', 'burro']);
    // A link to the library with other filters applies them.
    await act(async () => router.navigate('/media-library/?gallery=shows-and-events'));
    await settle();
    expect(titles()).toEqual(['Item 3', 'Item 5', 'Item 9', 'Item 11']);
  });

  test("a video without a poster shows the host's still only once videos are allowed", async () => {
    await open();
    await choose('Type', 'video');
    // Items 7, 10 and 13 have no picture of their own.
    const stills = () => container.querySelectorAll('img[src^="https://i.ytimg.com/"]');
    expect(stills()).toHaveLength(0);
    expect(container.innerHTML).not.toContain('ytimg');
    await act(async () => consentStore.choose({ analytics: false, media: true }));
    try {
      expect([...stills()].map((img) => img.getAttribute('src'))).toEqual(
        Array(3).fill('https://i.ytimg.com/vi/CN88eHmVU08/hqdefault.jpg'),
      );
    } finally {
      await act(async () => consentStore.choose({ analytics: false, media: false }));
    }
  });

  test('a new filter starts again at 6', async () => {
    await open();
    await reachEnd();
    expect(titles()).toHaveLength(12);
    await choose('Type', 'image');
    expect(titles()).toHaveLength(6);
  });

  describe('the viewer', () => {
    const dialog = () => container.querySelector('dialog') as HTMLDialogElement | null;
    const card = (n: number) =>
      [...container.querySelectorAll<HTMLButtonElement>('li button')].find((b) =>
        b.textContent?.startsWith(`Item ${n}`),
      );

    async function openCard(n: number) {
      await act(async () => card(n)?.click());
    }

    test('opens on a card as a modal with the item’s picture, title and description', async () => {
      await open();
      await openCard(2);
      expect(dialog()?.open).toBe(true);
      expect(dialog()?.querySelector('h2')?.textContent).toBe('Item 2');
      expect(dialog()?.textContent).toContain('About item 2');
      expect(dialog()?.querySelector('img:not([aria-hidden])')?.getAttribute('width')).toBe('640');
    });

    test('shows a video item’s player', async () => {
      await open();
      await openCard(4);
      expect(dialog()?.querySelector('[aria-label="Play video: Item 4"], iframe')).not.toBeNull();
    });

    test('closes with its button, returning focus to the card', async () => {
      await open();
      await openCard(3);
      await act(async () =>
        dialog()?.querySelector<HTMLButtonElement>('button[aria-label="Close"]')?.click(),
      );
      expect(dialog()).toBeNull();
      expect(document.activeElement).toBe(card(3));
    });

    test('closes on a click on the backdrop, not on its content', async () => {
      await open();
      await openCard(3);
      await act(async () => dialog()?.querySelector('h2')?.click());
      expect(dialog()?.open).toBe(true);
      await act(async () => dialog()?.click());
      expect(dialog()).toBeNull();
      expect(document.activeElement).toBe(card(3));
    });

    test('hands the page back on Escape at once, before the browser’s close event', async () => {
      await open();
      await openCard(3);
      // Escape fires `cancel` first; the `close` event follows a task later, in the browser.
      await act(async () => dialog()?.dispatchEvent(new Event('cancel', { cancelable: true })));
      expect(dialog()).toBeNull();
      expect(document.activeElement).toBe(card(3));
      // Space on the card straight away (a click) opens the viewer again.
      await openCard(3);
      expect(dialog()?.open).toBe(true);
    });

    test('closes on Space, unless a control that uses Space has focus', async () => {
      await open();
      await openCard(5);
      const space = (target: Element | null | undefined) =>
        act(async () => {
          target?.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true }));
        });
      await space(dialog()?.querySelector('button'));
      expect(dialog()?.open).toBe(true);
      await space(dialog()?.querySelector('h2'));
      expect(dialog()).toBeNull();
      expect(document.activeElement).toBe(card(5));
    });
  });
});

describe('usesSpace', () => {
  test('is true for controls that act on Space, false for text and links', () => {
    const dom = document.createElement('div');
    dom.innerHTML =
      '<button>b</button><input><select></select><textarea></textarea><span role="button">r</span><p>t</p><a href="/">l</a>';
    expect([...dom.children].map((element) => usesSpace(element))).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
    expect(usesSpace(null)).toBe(false);
  });
});
