// @vitest-environment happy-dom
// A page of a list (docs/stock.md "Page data"): shown from its own cards and the list's size with
// no fetch, and filtered or sorted over the list's facts, fetched once from their own file.
import { createBrowserRouter, createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { act, hydrate, prerender, screen } from '../../../test/dom/render.test-helper.tsx';
import { WithImages } from '../../components/image-urls.test-helper.tsx';
import {
  type BuiltList,
  listFactsPath,
  listPagePath,
  type MachineList,
  machineList,
} from '../../content/machine-list.ts';
import type { ProductCard } from '../../content/page-data.ts';
import { pageDataPath } from '../../content/page-data-path.ts';
import type { Product } from '../../content/schemas/index.ts';
import { MachineListView } from './machine-list.tsx';

const HASH = 'build-1';

/** 30 machines, 2 pages: every third used, the later the cheaper. */
const products = Array.from(
  { length: 30 },
  (_, i) =>
    ({
      id: `product-${i + 1}`,
      path: `/product/machine-${i + 1}/`,
      title: `Machine ${i + 1}`,
      categories: [{ id: 'loaders' }],
      brand: null,
      condition: i % 3 === 0 ? 'used' : 'new',
      status: 'available',
      year: null,
      hours: null,
      priceValue: 1000 * (30 - i),
      listedAt: `2024-01-${String(i + 1).padStart(2, '0')}T00:00:00Z`,
    }) as unknown as Product,
);

const sources = {
  productCard: (p: Product): ProductCard => ({
    id: p.id,
    title: p.title,
    path: p.path,
    excerpt: '',
    image: null,
    brand: null,
    condition: p.condition,
    price: `£${p.priceValue}`,
    year: null,
    hours: null,
    status: 'available',
  }),
  categoryRef: (id: string) => ({ id, title: 'Loaders', path: `/product-category/${id}/` }),
  parentTitle: () => null,
};

let lists = 0;
/** A list of its own for each test: fetched pages are kept for the life of the page. */
function newList() {
  lists += 1;
  return machineList(products, `/our-brands/brand-${lists}/`, sources);
}

let answer: (url: string) => Promise<Response>;
let fetchData: ReturnType<typeof vi.fn<(input: RequestInfo | URL) => Promise<Response>>>;
let release: () => void;

/** The list's page data and facts as the build writes them (none: nothing), once the test releases them. */
function serve(list?: BuiltList, hash = HASH) {
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  answer = async (url) => {
    await held;
    if (list && url === listFactsPath(list.first.path)) return Response.json({ hash, data: list.table });
    const page = [list?.first, ...(list?.later ?? [])].find(
      (p) => p && pageDataPath(listPagePath(p.path, p.page)) === url,
    );
    return page ? Response.json({ hash, data: { list: page } }) : new Response('', { status: 404 });
  };
}

async function open(list: MachineList, query = '', built?: BuiltList, hash = HASH) {
  serve(built, hash);
  const routes = [{ path: '*', element: <MachineListView list={list} label="Brand: machines" /> }];
  const path = listPagePath(list.path, list.page);
  const server = createMemoryRouter(routes, { initialEntries: [path] });
  const container = prerender(<RouterProvider router={server} />, { wrapper: WithImages });
  window.history.replaceState(null, '', `${path}${query}`);
  fetchData.mockImplementation((input) => answer(String(input)));
  await hydrate(<RouterProvider router={createBrowserRouter(routes)} />, { container, wrapper: WithImages });
}

async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

async function arrive() {
  release();
  await settle();
}

const titles = () => screen.getAllByRole('article').map((a) => a.querySelector('h2')?.textContent);
const busy = () => document.querySelector('section [aria-busy="true"]');

beforeEach(() => {
  const meta = Object.assign(document.createElement('meta'), { name: 'build-hash', content: HASH });
  document.head.append(meta);
  fetchData = vi.fn<(input: RequestInfo | URL) => Promise<Response>>();
  vi.stubGlobal('fetch', fetchData);
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.querySelector('meta[name="build-hash"]')?.remove();
});

describe('the first page of a list', () => {
  test('carries no facts and fetches them, with the cards it lacks, once sorted', async () => {
    const built = newList();
    const { first } = built;
    expect(first).not.toHaveProperty('facts');
    await open(first, '?sort=price-asc', built);
    expect(busy()).not.toBeNull();
    await arrive();
    expect(screen.getByRole('status').textContent).toBe('24 of 30 machines');
    expect(titles().slice(0, 2)).toEqual(['Machine 30', 'Machine 29']);
    expect(fetchData.mock.calls.map(([url]) => String(url)).sort()).toEqual(
      [listFactsPath(first.path), pageDataPath(listPagePath(first.path, 2))].sort(),
    );
  });
});

describe('the controls', () => {
  test('start fetching the facts when a pointer or focus comes to them, before any choice', async () => {
    const built = newList();
    await open(built.first, '', built);
    expect(fetchData).not.toHaveBeenCalled();
    await act(async () => screen.getByRole('combobox', { name: 'Sort' }).focus());
    await act(async () => screen.getByRole('button', { name: 'Filters' }).focus());
    expect(fetchData.mock.calls.map(([url]) => String(url))).toEqual([listFactsPath(built.first.path)]);
  });
});

describe('a later page of a list', () => {
  test('shows its own machines, count and pages from its cards and size, fetching nothing', async () => {
    const { later } = newList();
    await open(later[0]!);
    expect(screen.getByRole('status').textContent).toBe('25–30 of 30 machines');
    expect(titles()).toEqual(products.slice(24).map((p) => p.title));
    expect(screen.getByRole('button', { name: 'Filters' })).toBeTruthy();
    expect(fetchData).not.toHaveBeenCalled();
  });

  test('sorts over the list’s facts, fetched once, the cards shown before staying busy', async () => {
    const built = newList();
    const { first, later } = built;
    await open(later[0]!, '', built);
    const sort = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sort' });
    sort.value = 'price-asc';
    await act(async () => {
      sort.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(busy()).not.toBeNull();
    expect(titles()).toEqual(products.slice(24).map((p) => p.title));
    await arrive();
    expect(busy()).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('24 of 30 machines');
    // The cheapest: the last in, on this page, then page 1's cards, from its data.
    expect(titles().slice(0, 7)).toEqual([
      'Machine 30',
      'Machine 29',
      'Machine 28',
      'Machine 27',
      'Machine 26',
      'Machine 25',
      'Machine 24',
    ]);
    expect(fetchData.mock.calls.map(([url]) => String(url))).toEqual([
      listFactsPath(first.path),
      pageDataPath(first.path),
    ]);
    expect(window.location.search).toBe('?sort=price-asc');
  });

  test('opens the filters, counting once the facts come, and filters by them', async () => {
    const built = newList();
    const { first, later } = built;
    await open(later[0]!, '', built);
    await act(async () => screen.getByRole('button', { name: 'Filters' }).click());
    const sheet = screen.getByRole('dialog', { name: 'Filter machines' });
    expect(sheet.querySelector('[aria-busy="true"]')).not.toBeNull();
    await arrive();
    const used = screen.getByRole<HTMLInputElement>('checkbox', { name: /Used/ });
    expect(used.closest('label')?.textContent).toBe('Used10');
    await act(async () => used.click());
    expect(screen.getByRole('button', { name: 'Show 10 machines' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('10 machines');
    expect(fetchData.mock.calls.filter(([url]) => String(url) === listFactsPath(first.path))).toHaveLength(1);
  });

  test('opens filtered from an address with filters, dropping words the list does not have', async () => {
    const built = newList();
    const { later } = built;
    await open(later[0]!, '?condition=used,broken', built);
    await arrive();
    expect(screen.getByRole('status').textContent).toBe('10 machines');
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeTruthy();
  });

  test('says the machines and the filters could not be loaded when the facts do not come', async () => {
    const { later } = newList();
    await open(later[0]!, '?sort=price-asc');
    await arrive();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(
      'These machines could not be loaded. Check your signal and load the page again.',
    );
    await act(async () => screen.getByRole('button', { name: 'Filters' }).click());
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(
      'The filters could not be loaded. Check your signal and load the page again.',
    );
  });

  test('takes no facts from another build', async () => {
    const built = newList();
    const { later } = built;
    await open(later[0]!, '?sort=price-asc', built, 'build-0');
    await arrive();
    expect(screen.getByRole('alert').textContent).toContain('These machines could not be loaded.');
    expect(screen.getByRole('link', { name: 'load the page again' }).getAttribute('href')).toBe(
      window.location.href,
    );
  });
});
