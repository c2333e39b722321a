// @vitest-environment happy-dom
// The search box as a visitor meets it: nothing loads until the box is used, then hits to pick
// with the mouse or the keyboard. Each test gets fresh modules: the loaded index is kept per page.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { act, hydrate, prerender, renderInBrowser } from '../../../test/dom/render.test-helper.tsx';
import { setTypedValue, typeInto } from '../../../test/dom/type-into.test-helper.ts';
import { encodeSearchIndex } from './search-index-file.ts';
import type { SearchDocument } from './search-types.ts';

// In hit order, as the build sorts them.
const docs: SearchDocument[] = [
  {
    id: 'p2',
    type: 'Product',
    title: 'Tower Sprayer 2000',
    path: '/product/tower-sprayer-2000/',
    picture: 'ffa03cd5fd6be78ff48666ffc8f7cbea86ec258d-1200x900-jpg',
  },
  { id: 'p1', type: 'Product', title: 'Friuli Arno 1500 Sprayer', path: '/product/friuli-arno-1500/' },
  { id: 'c1', type: 'ProductCategory', title: 'Sprayers', path: '/product-category/sprayers/' },
  { id: 'b1', type: 'Brand', title: 'Friuli Sprayers', path: '/our-brands/friuli-sprayers/' },
  { id: 'n1', type: 'Post', title: 'New: Friuli tower sprayers', path: '/new-friuli-tower-sprayers/' },
  { id: 'g1', type: 'Page', title: 'Contact Us', path: '/contact-us/' },
];
const indexText = JSON.stringify(encodeSearchIndex(docs, (doc) => `${doc.title} ${doc.path}`));

let fetchIndex: ReturnType<typeof vi.fn<(input: RequestInfo | URL) => Promise<Response>>>;

beforeEach(() => {
  vi.resetModules();
  fetchIndex = vi.fn(
    async () => new Response(indexText, { headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchIndex);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The box and the router, imported after resetModules: the box's index is kept per page. */
async function freshSearchBox() {
  const { MemoryRouter, createMemoryRouter, RouterProvider } = await import('react-router');
  const { SearchBox } = await import('./search-box.tsx');
  // The image builder's context from the same fresh modules as the box that reads it.
  const { WithImages } = await import('../../components/image-urls.test-helper.tsx');
  return { MemoryRouter, createMemoryRouter, RouterProvider, SearchBox, WithImages };
}

/** The box in a router, with a button beside it to move the focus to. */
async function mountSearchBox() {
  const { createMemoryRouter, RouterProvider, SearchBox, WithImages } = await freshSearchBox();
  const page = (
    <>
      <SearchBox id="site-search" />
      <button type="button">Elsewhere</button>
    </>
  );
  const router = createMemoryRouter([{ path: '*', element: page }], { initialEntries: ['/'] });
  const { container } = await renderInBrowser(<RouterProvider router={router} />, { wrapper: WithImages });

  const input = container.querySelector('input')!;
  const listbox = () => container.querySelector<HTMLElement>('[role="listbox"]')!;
  const popup = () => listbox().parentElement!;
  return {
    container,
    input,
    popup,
    options: () => [...listbox().querySelectorAll<HTMLElement>('[role="option"]')],
    status: () => container.querySelector('[role="status"]')!.textContent,
    path: () => router.state.location.pathname,
    focus: () => act(async () => input.focus()),
    type: (value: string) =>
      act(async () => {
        typeInto(input, value);
      }),
    press: (key: string) =>
      act(async () => {
        input.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
      }),
  };
}

/** A box mounted and focused, with `term` typed into it. */
async function typedInto(term: string) {
  const box = await mountSearchBox();
  await box.focus();
  await box.type(term);
  return box;
}

/** A box with `term` typed into it, once it lists hits for it. */
async function withHits(term: string) {
  const box = await typedInto(term);
  await vi.waitFor(() => expect(box.options().length).toBeGreaterThan(0));
  return box;
}

describe('before use', () => {
  test('the server and the browser render the same closed box', async () => {
    const { MemoryRouter, SearchBox } = await freshSearchBox();
    const tree = () => (
      <MemoryRouter>
        <SearchBox id="site-search" />
      </MemoryRouter>
    );
    const server = prerender(tree());
    const box = await mountSearchBox();
    // Hydrating the server's markup gives no mismatch (React reports one as a console error,
    // which fails the test) and keeps every element.
    const input = server.querySelector('input');
    const before = server.innerHTML;
    const hydrated = await hydrate(tree(), { container: server });
    expect(server.querySelector('input')).toBe(input);
    expect(server.innerHTML).toBe(before);
    hydrated.unmount();

    expect(box.input.getAttribute('role')).toBe('combobox');
    expect(box.input.type).toBe('text');
    expect(box.input.placeholder).toBe('PRODUCT SEARCH');
    expect(box.input.getAttribute('aria-expanded')).toBe('false');
    expect(box.input.labels?.[0]?.textContent).toBe('Search the site');
    expect(box.popup().hidden).toBe(true);
  });

  test('nothing is fetched until the box is focused, then the index once', async () => {
    const box = await mountSearchBox();
    expect(fetchIndex).not.toHaveBeenCalled();
    await box.focus();
    await vi.waitFor(() => expect(fetchIndex).toHaveBeenCalledTimes(1));
    expect(String(fetchIndex.mock.calls[0]?.[0])).toBe('/flexsearch.json');
    // The box takes the index when it has loaded: let that happen inside act, as React asks.
    const { loadSearch } = await import('./load-search.ts');
    await act(async () => {
      await loadSearch();
    });
    await act(async () => box.input.blur());
    await box.focus();
    await box.type('s');
    await vi.waitFor(() => expect(box.options().length).toBeGreaterThan(0));
    expect(fetchIndex).toHaveBeenCalledTimes(1);
  });
});

describe('typing', () => {
  test('shows Loading… until the index is ready, then the hits with their kind and title', async () => {
    let release = () => {};
    fetchIndex.mockImplementationOnce(
      () => new Promise((resolve) => (release = () => resolve(new Response(indexText)))),
    );
    const box = await typedInto('spray');
    expect(box.input.getAttribute('aria-expanded')).toBe('true');
    expect(box.popup().textContent).toBe('Loading…');

    await act(async () => release());
    await vi.waitFor(() => expect(box.options()).toHaveLength(6));
    expect(box.options().map((o) => o.textContent)).toEqual([
      'ProductTower Sprayer 2000',
      'ProductFriuli Arno 1500 Sprayer',
      'CategorySprayers',
      'BrandFriuli Sprayers',
      'NewsNew: Friuli tower sprayers',
      'See all 5 results',
    ]);
    expect(box.options()[5]?.getAttribute('href')).toBe('/search/?q=spray');
    expect(box.options()[0]?.getAttribute('href')).toBe('/product/tower-sprayer-2000/');
    expect(box.status()).toBe('5 results');
  });

  test('a term in no document says No results found; a blank term shows nothing', async () => {
    const box = await typedInto('xqzw');
    await vi.waitFor(() => expect(box.popup().querySelector('p')?.textContent).toBe('No results found'));
    // A hint under it says what the index holds; the status line says only the count.
    expect(box.popup().textContent).toContain('Try a make, a model number or a kind of machine');
    expect(box.status()).toBe('No results found');
    await box.type('   ');
    expect(box.popup().hidden).toBe(true);
    expect(box.input.getAttribute('aria-expanded')).toBe('false');
  });
});

test('a machine row shows its picture at a fixed size, with empty alt; other rows none', async () => {
  const box = await typedInto('spray');
  await vi.waitFor(() => expect(box.options()).toHaveLength(6));
  const [pictured, unpictured, category] = box.options();
  const img = pictured?.querySelector('img:not([aria-hidden])');
  expect(img?.getAttribute('alt')).toBe('');
  expect(img?.getAttribute('loading')).toBe('lazy');
  expect([img?.getAttribute('width'), img?.getAttribute('height')]).toEqual(['96', '72']);
  expect(img?.getAttribute('src')).toMatch(/^\/images\/ffa03cd5fd6be78ff48666ffc8f7cbea86ec258d-1200x900-/);
  // A machine without a photo keeps the frame (titles line up), with nothing in it.
  expect(unpictured?.querySelector('img')).toBeNull();
  expect(unpictured?.firstElementChild?.children).toHaveLength(0);
  expect(category?.querySelector('img')).toBeNull();
  // The option's name is still its text.
  expect(pictured?.textContent).toBe('ProductTower Sprayer 2000');
});

describe('the keyboard', () => {
  test('arrows highlight a hit and Enter opens it in the app', async () => {
    const box = await typedInto('contact');
    await vi.waitFor(() => expect(box.options()).toHaveLength(2));
    await box.press('ArrowDown');
    const [option] = box.options();
    expect(box.input.getAttribute('aria-activedescendant')).toBe(option?.id);
    expect(option?.getAttribute('aria-selected')).toBe('true');

    await box.press('Enter');
    await vi.waitFor(() => expect(box.path()).toBe('/contact-us/'));
    expect(box.popup().hidden).toBe(true);
    expect(box.input.hasAttribute('aria-activedescendant')).toBe(false);
  });

  test('Enter with no hit highlighted opens the results page with the term', async () => {
    const box = await withHits('sprayer tower');
    await box.press('Enter');
    await vi.waitFor(() => expect(box.path()).toBe('/search/'));
    expect(box.popup().hidden).toBe(true);
  });

  test('Escape closes the list, and a second Escape clears the box', async () => {
    const box = await withHits('spray');
    await box.press('Escape');
    expect(box.popup().hidden).toBe(true);
    expect(box.input.value).toBe('spray');
    await box.press('Escape');
    expect(box.input.value).toBe('');
  });
});

describe('closing', () => {
  test('focus moving away closes the list; a click on the box brings it back', async () => {
    const box = await withHits('spray');
    await act(async () => box.container.querySelector('button')!.focus());
    expect(box.popup().hidden).toBe(true);
    await box.focus();
    await act(async () => box.input.click());
    expect(box.popup().hidden).toBe(false);
  });

  test('clicking a hit navigates and closes the list', async () => {
    const box = await withHits('tower');
    await act(async () => box.options()[0]!.click());
    await vi.waitFor(() => expect(box.path()).toBe('/product/tower-sprayer-2000/'));
    expect(box.popup().hidden).toBe(true);
  });
});

describe('a failed load', () => {
  test('shows a short error, and the next focus tries again', async () => {
    fetchIndex.mockResolvedValueOnce(new Response('', { status: 503 }));
    const box = await typedInto('spray');
    await vi.waitFor(() => expect(box.popup().textContent).toBe('Search could not load. Please try again.'));

    await act(async () => box.input.blur());
    await box.focus();
    await act(async () => box.input.click());
    await vi.waitFor(() => expect(box.options().length).toBeGreaterThan(0));
    expect(fetchIndex).toHaveBeenCalledTimes(2);
  });
});

describe('typing while the box is being hydrated', () => {
  test('the text typed before React took the box over is searched', async () => {
    const { MemoryRouter, SearchBox, WithImages } = await freshSearchBox();
    const tree = () => (
      <WithImages>
        <MemoryRouter>
          <SearchBox id="site-search" />
        </MemoryRouter>
      </WithImages>
    );
    const container = prerender(tree());
    const input = container.querySelector('input')!;
    // The browser has the text before React has the box: React records it as the value.
    setTypedValue(input, 'tower');
    await hydrate(tree(), { container });
    await vi.waitFor(() => expect(container.querySelectorAll('[role="option"]').length).toBeGreaterThan(0));
    await act(async () => {});
    expect(input.value).toBe('tower');
    expect(input.getAttribute('aria-expanded')).toBe('true');
  });
});
