// @vitest-environment happy-dom
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { act, renderInBrowser } from '../../test/dom/render.test-helper.tsx';
import { watchWindowClicks } from '../../test/dom/window-clicks.test-helper.ts';
import { interceptLinkClicks } from '../app/link-clicks.ts';
import { block, image, renderStatic, SITE_URL, site, textOf } from '../blocks/test-fixtures.test-helper.tsx';
import type { PortableText } from '../content/schemas/index.ts';
import { RichText } from './rich-text.tsx';
import { SiteProvider } from './site-context.tsx';

/** A paragraph whose only span carries a link annotation to `href`. */
function linked(href: string, text = 'the link'): PortableText {
  return [
    {
      ...block(''),
      markDefs: [{ _type: 'link', _key: 'm1', href }],
      children: [
        { _type: 'span', _key: 's1', text: 'See ', marks: [] },
        { _type: 'span', _key: 's2', text, marks: ['m1'] },
        { _type: 'span', _key: 's3', text: ' now.', marks: [] },
      ],
    },
  ];
}

describe('RichText styles and marks', () => {
  it('renders nothing without content', () => {
    expect(renderStatic(<RichText value={null} />).innerHTML).toBe('');
    expect(renderStatic(<RichText value={[]} />).innerHTML).toBe('');
  });

  it("renders the editor's headings one level below the page's h1, paragraphs and quotes", () => {
    const html = renderStatic(
      <RichText
        value={[
          ...(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const).map((style) => block(`A ${style}`, { style })),
          block('Body copy'),
          block('Wise words', { style: 'blockquote' }),
        ]}
      />,
    );
    expect(html.querySelector('h1')).toBeNull();
    for (const level of [1, 2, 3, 4]) expect(textOf(html.querySelector(`h${level + 1}`))).toBe(`A h${level}`);
    expect([...html.querySelectorAll('h6')].map(textOf)).toEqual(['A h5', 'A h6']);
    expect(textOf(html.querySelector('p'))).toBe('Body copy');
    expect(textOf(html.querySelector('blockquote'))).toBe('Wise words');
  });

  it('keeps the levels of text whose headings start at h2, already under the page title', () => {
    const html = renderStatic(
      <RichText value={[block('Section', { style: 'h2' }), block('Detail', { style: 'h3' })]} />,
    );
    expect(textOf(html.querySelector('h2'))).toBe('Section');
    expect(textOf(html.querySelector('h3'))).toBe('Detail');
  });

  it('renders the decorators', () => {
    const html = renderStatic(
      <RichText
        value={[
          block('bold', { marks: ['strong'] }),
          block('italic', { marks: ['em'] }),
          block('npm start', { marks: ['code'] }),
          block('underlined', { marks: ['underline'] }),
          block('struck', { marks: ['strike-through'] }),
        ]}
      />,
    );
    expect(textOf(html.querySelector('strong'))).toBe('bold');
    expect(textOf(html.querySelector('em'))).toBe('italic');
    expect(textOf(html.querySelector('code'))).toBe('npm start');
    expect(textOf(html.querySelector('del'))).toBe('struck');
    const underlined = [...html.querySelectorAll('span')].find((s) => s.textContent === 'underlined');
    expect(underlined?.className).toMatch(/underline/);
  });

  it('turns newlines inside a span into line breaks', () => {
    const html = renderStatic(<RichText value={[block('Brookfield Farm\nMarden\nKent')]} />);
    const p = html.querySelector('p');
    expect(p?.querySelectorAll('br')).toHaveLength(2);
    expect(p?.innerHTML).toMatch(/^Brookfield Farm<br\/?>Marden<br\/?>Kent$/);
  });

  it('nests lists by level, bullets and numbers', () => {
    const html = renderStatic(
      <RichText
        value={[
          block('Fruit', { listItem: 'bullet', level: 1 }),
          block('Apples', { listItem: 'bullet', level: 2 }),
          block('Pears', { listItem: 'bullet', level: 2 }),
          block('Vines', { listItem: 'bullet', level: 1 }),
          block('First', { listItem: 'number', level: 1 }),
          block('Second', { listItem: 'number', level: 1 }),
        ]}
      />,
    );
    const outer = html.querySelector('div > ul');
    expect([...(outer?.children ?? [])].map((li) => li.tagName)).toEqual(['LI', 'LI']);
    const nested = outer?.querySelector(':scope > li > ul');
    expect([...(nested?.querySelectorAll('li') ?? [])].map(textOf)).toEqual(['Apples', 'Pears']);
    expect(textOf(outer?.lastElementChild)).toBe('Vines');
    expect([...html.querySelectorAll('ol > li')].map(textOf)).toEqual(['First', 'Second']);
  });

  it('shows inline images through LazyImage, 800 wide, with their alt text', () => {
    const html = renderStatic(
      <RichText
        value={[block('Before'), { ...image('inline', 'A sprayer at work'), _type: 'image', _key: 'i1' }]}
      />,
    );
    const img = html.querySelector('figure img:not([aria-hidden])');
    expect(img?.getAttribute('alt')).toBe('A sprayer at work');
    expect(img?.getAttribute('width')).toBe('800');
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.getAttribute('srcset')).toContain('1600w');
  });

  it('shows visitors nothing for a type it does not know, and does not warn in production', () => {
    vi.stubEnv('DEV', false);
    const warn = vi.spyOn(console, 'warn');
    // Validation makes this impossible; an old snapshot might not.
    const unknown = [block('Kept'), { _type: 'mapEmbed', _key: 'x1', lat: 51 }] as unknown as PortableText;
    const html = renderStatic(<RichText value={unknown} />);
    expect(textOf(html)).toBe('Kept');
    expect(html.innerHTML).not.toContain('mapEmbed');
    expect(warn).not.toHaveBeenCalled();
    vi.unstubAllEnvs();
  });
});

describe('RichText links (server render)', () => {
  const anchor = (href: string) => renderStatic(<RichText value={linked(href)} />).querySelector('a');

  it('gives internal paths a router link with the trailing slash, in the same tab', () => {
    const a = anchor('/about-us');
    expect(a?.getAttribute('href')).toBe('/about-us/');
    expect(a?.hasAttribute('target')).toBe(false);
  });

  it('opens other sites in a new tab without the opener', () => {
    const a = anchor('https://www.youtube.com/@dealer');
    expect(a?.getAttribute('target')).toBe('_blank');
    expect(a?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it.each(['mailto:sales@dealer.example', 'tel:+441622000000', `${SITE_URL}/contact-us/`])(
    'keeps %s a plain link',
    (href) => {
      const a = anchor(href);
      expect(a?.getAttribute('href')).toBe(href);
      expect(a?.hasAttribute('target')).toBe(false);
      expect(a?.hasAttribute('rel')).toBe(false);
    },
  );

  it.each(['javascript:alert(1)', ' JaVa\tScRiPt:alert(1)', 'data:text/html,<b>x</b>', 'vbscript:msgbox(1)'])(
    'drops the link but keeps the text for %j',
    (href) => {
      const html = renderStatic(<RichText value={linked(href)} />);
      expect(html.querySelector('a')).toBeNull();
      expect(textOf(html)).toBe('See the link now.');
    },
  );
});

describe('RichText links (in the browser)', () => {
  const clicks = watchWindowClicks();

  it('navigates to an internal path on the client, without a page load', async () => {
    const router = createMemoryRouter(
      [
        { path: '/', element: <RichText value={linked('/parts-service/', 'parts and service')} /> },
        { path: '/parts-service/', element: <p>Parts page</p> },
      ],
      { initialEntries: ['/'] },
    );
    const { container } = await renderInBrowser(
      <SiteProvider value={site}>
        <RouterProvider router={router} />
      </SiteProvider>,
    );
    const stop = interceptLinkClicks(container, {
      siteUrl: SITE_URL,
      navigate: (to, options) => router.navigate(to, options),
    });
    await act(async () => container.querySelector('a')?.click());
    expect(clicks.taken).toBe(true);
    expect(router.state.location.pathname).toBe('/parts-service/');
    expect(container.textContent).toBe('Parts page');
    stop();
  });
});
