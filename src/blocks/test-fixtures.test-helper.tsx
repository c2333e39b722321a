// Shared by the block, link and rich-text tests (not shipped: nothing in the app imports it).
// Content fixtures in the projected shapes, and a server render inside the providers a page has.
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeAll } from 'vitest';
import { renderToStringStrict } from '../app/render-strict.tsx';
import { withImages } from '../components/image-urls.test-helper.tsx';
import { loadRichText } from '../components/rich-text.tsx';
import { SiteProvider } from '../components/site-context.tsx';
import type { PostCard, SiteData } from '../content/page-data.ts';
import type { Image, PortableText, TextBlock } from '../content/schemas/index.ts';

export const SITE_URL = 'https://www.dealer.example';

export function image(name: string, alt = `${name} picture`, size = '1900x860', extension = 'jpg'): Image {
  const hex = [...name].map((c) => c.charCodeAt(0).toString(16)).join('');
  return {
    alt,
    asset: {
      _id: `image-${hex}-${size}-${extension}`,
      url: `https://cdn.sanity.io/images/proj/production/${hex}-${size}.${extension}`,
      path: `images/proj/production/${hex}-${size}.${extension}`,
      width: Number(size.split('x')[0]),
      height: Number(size.split('x')[1]),
      extension,
    },
    hotspot: { x: 0.5, y: 0.5, width: 1, height: 1 },
    crop: null,
  };
}

let key = 0;
const nextKey = () => `k${++key}`;

/** One text block: `block('Hello')`, `block('Title', { style: 'h2' })`. */
export function block(
  text: string,
  options: Partial<Omit<TextBlock, 'children'>> & { marks?: string[] } = {},
) {
  const { marks = [], ...rest } = options;
  return {
    _type: 'block' as const,
    _key: nextKey(),
    style: 'normal' as const,
    markDefs: [],
    children: [{ _type: 'span' as const, _key: nextKey(), text, marks }],
    ...rest,
  } satisfies TextBlock;
}

export function text(...paragraphs: string[]): PortableText {
  return paragraphs.map((p) => block(p));
}

export function post(n: number, overrides: Partial<PostCard> = {}): PostCard {
  return {
    id: `post-${n}`,
    title: `Post number ${n}`,
    path: `/post-number-${n}/`,
    published: new Date(Date.UTC(2023, 0, n, 9)).toISOString(),
    excerpt: `Excerpt ${n}`,
    image: image(`post${n}`),
    categories: [{ id: 'category-1', title: 'General', path: '/category/general/' }],
    ...overrides,
  };
}

// Only what blocks read: SiteData grows with the chrome, and these tests should not care.
const siteFields = {
  siteName: 'Hartridge Machinery',
  siteUrl: SITE_URL,
  logo: image('logo', 'Hartridge Machinery', '600x200', 'png'),
} satisfies Partial<SiteData>;
export const site = siteFields as SiteData;

/** The providers a page renders inside. */
export function Providers({ children, path = '/' }: { children: ReactNode; path?: string }) {
  return (
    <SiteProvider value={site}>
      {withImages(<MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>)}
    </SiteProvider>
  );
}

// Rich text's body is a chunk of its own, loaded before the prerender renders: so it is here.
beforeAll(() => loadRichText());

/** Server-renders `ui` as a page would and parses it, to query like a visitor's browser. */
export function renderStatic(ui: ReactNode): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToStringStrict(<Providers>{ui}</Providers>);
  return container;
}

/** Visible text with whitespace collapsed. */
export function textOf(node: Element | null | undefined): string {
  return (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
}
