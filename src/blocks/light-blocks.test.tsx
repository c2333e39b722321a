// @vitest-environment happy-dom
// What each block without a spec of its own shows a visitor, from its server render (the markup hydration adopts).
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { describeFile } from '../components/describe-file.ts';
import type { ResolvedBlock } from '../content/page-data.ts';
import type { Colour } from '../content/schemas/index.ts';
import { blockChunkLoaders, type ChunkedBlockType, loadBlockChunks } from './block-chunks.ts';
import { Blocks } from './blocks.tsx';
import { INK, WHITE } from './contrast.ts';
import { ctaColours } from './cta.tsx';
import {
  image,
  Providers,
  post,
  renderStatic,
  text,
  block as textBlock,
  textOf,
} from './test-fixtures.test-helper.tsx';
import type { ResolvedBlockOf } from './types.ts';

const render = (...blocks: ResolvedBlock[]) => renderStatic(<Blocks blocks={blocks} />);

// Blocks are chunks of their own, loaded before a page renders them.
beforeAll(() => loadBlockChunks(Object.keys(blockChunkLoaders) as ChunkedBlockType[]));
const colour = (value: string): Colour => ({ label: null, value });
const img = (html: HTMLElement, selector = 'img:not([aria-hidden])') => html.querySelector(selector);
const styleOf = (el: Element | null) => el?.getAttribute('style') ?? '';

describe('banner', () => {
  const banner = (over: Partial<ResolvedBlockOf<'banner'>> = {}): ResolvedBlock => ({
    _type: 'banner',
    _key: 'b',
    title: 'Family owned since 1984',
    text: text('Three generations.'),
    titleColor: colour('#ffffff'),
    textColor: colour('#ffffff'),
    backgroundColor: colour('#e30513'),
    ...over,
  });

  it('shows the title and rich text in the editor’s colours', () => {
    const html = render(banner());
    expect(textOf(html.querySelector('h2'))).toBe('Family owned since 1984');
    expect(textOf(html.querySelector('p'))).toBe('Three generations.');
    const style = styleOf(html.querySelector('section'));
    expect(style).toContain('--banner-bg:#e30513');
    expect(style).toContain('--banner-title:#ffffff');
  });

  it('swaps a colour that would not read for ink', () => {
    const style = styleOf(render(banner({ backgroundColor: colour('#f2f2f2') })).querySelector('section'));
    expect(style).toContain(`--banner-title:${INK}`);
    expect(style).toContain(`--banner-text:${INK}`);
  });
});

describe('brands', () => {
  it('links every brand logo to its page, named by the brand', () => {
    const html = render({
      _type: 'brands',
      _key: 'br',
      title: 'Our Brands',
      text: 'Makers we import',
      items: [
        {
          id: 'b1',
          title: 'Orvin',
          path: '/our-brands/orvin/',
          logo: image('orvin', 'logo', '600x200', 'png'),
        },
        { id: 'b2', title: 'Ilmer', path: '/our-brands/ilmer/', logo: null },
      ],
    });
    const links = [...html.querySelectorAll('li a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/our-brands/orvin/', '/our-brands/ilmer/']);
    expect(links[0]?.querySelector('img')?.getAttribute('alt')).toBe('Orvin');
    expect(textOf(links[1])).toBe('Ilmer');
    expect(textOf(html.querySelector('p'))).toBe('Makers we import');
  });
});

describe('columns', () => {
  const column = (overlay: boolean, link: string | null) => ({
    _key: `c${overlay}`,
    link: link ? { type: 'internal' as const, href: link } : null,
    image: image('col', 'A tractor', '1400x800'),
    overlay,
    subtitle: 'Tractors, sprayers',
    title: overlay ? 'Fruit & Vineyard' : 'Used Machinery',
    content: text('Narrow tractors.'),
  });

  it('shows each column’s picture at 1400x800, subtitle, title and text; a link makes the title a link', () => {
    const html = render({
      _type: 'columns',
      _key: 'cols',
      columns: [column(true, '/fruit/'), column(false, null)],
    });
    const items = [...html.querySelectorAll('li')];
    expect(items).toHaveLength(2);
    expect(img(items[0] as HTMLElement)?.getAttribute('width')).toBe('1400');
    expect(img(items[0] as HTMLElement)?.getAttribute('height')).toBe('800');
    expect(items[0]?.querySelector('h3 a')?.getAttribute('href')).toBe('/fruit/');
    expect(items[1]?.querySelector('h3 a')).toBeNull();
    expect(textOf(items[1]?.querySelector('h3'))).toBe('Used Machinery');
    expect(items[0]?.className).toMatch(/overlay/);
    expect(items[1]?.className).not.toMatch(/overlay/);
  });
});

describe('content', () => {
  it('shows an optional title over the rich text', () => {
    const html = render(
      { _type: 'content', _key: 'a', title: 'Delivery', content: text('Next day.') },
      { _type: 'content', _key: 'b', title: null, content: text('No title here.') },
    );
    expect([...html.querySelectorAll('h2')].map(textOf)).toEqual(['Delivery']);
    expect([...html.querySelectorAll('p')].map(textOf)).toEqual(['Next day.', 'No title here.']);
  });
});

describe('cta', () => {
  const cta: ResolvedBlockOf<'cta'> = {
    _type: 'cta',
    _key: 'cta',
    title: 'Book a demonstration',
    text: 'Try it on your rows.',
    image: image('demo', 'A platform'),
    ctaLink: { text: 'Contact us', link: { type: 'internal', href: '/contact-us/' } },
    titleColor: colour('#ffffff'),
    textColor: colour('#ffffff'),
    backgroundColor: colour('#e30513'),
  };

  it('shows title, text, picture and the link as a button', () => {
    const html = render(cta);
    expect(textOf(html.querySelector('h2'))).toBe('Book a demonstration');
    expect(textOf(html.querySelector('p'))).toBe('Try it on your rows.');
    expect(img(html)?.getAttribute('alt')).toBe('A platform');
    const button = html.querySelector('a');
    expect(button?.getAttribute('href')).toBe('/contact-us/');
    expect(textOf(button)).toBe('Contact us');
  });

  it('keeps editor colours that read', () => {
    expect(ctaColours(cta)).toMatchObject({
      '--cta-bg': '#e30513',
      '--cta-title': '#ffffff',
      '--cta-text': '#ffffff',
    });
  });

  it('falls back to ink or white when the contrast is under 4.5', () => {
    const pale = ctaColours({ ...cta, backgroundColor: colour('#f2f2f2') });
    expect(pale['--cta-title']).toBe(INK);
    expect(pale['--cta-text']).toBe(INK);
    const dark = ctaColours({
      titleColor: colour('#1d1d1b'),
      textColor: colour('#3a3d40'),
      backgroundColor: colour('#202020'),
    });
    expect(dark['--cta-title']).toBe(WHITE);
    expect(dark['--cta-text']).toBe(WHITE);
  });

  it('uses ink text on the surface when the editor chose no colours', () => {
    const plain = ctaColours({ titleColor: null, textColor: null, backgroundColor: null });
    expect(plain).toMatchObject({
      '--cta-bg': '#f5f4f1',
      '--cta-title': INK,
      '--cta-text': INK,
      '--button-bg': null,
    });
  });

  it('turns the red button white on a red panel, and dark on a pale pink one', () => {
    expect(ctaColours(cta)).toMatchObject({ '--button-bg': WHITE, '--button-ink': INK });
    expect(ctaColours({ ...cta, backgroundColor: colour('#ffd6d6') })['--button-bg']).toBeNull();
    expect(ctaColours({ ...cta, backgroundColor: colour('#ff3b3b') })).toMatchObject({
      '--button-bg': INK,
      '--button-ink': WHITE,
    });
  });
});

describe('hero', () => {
  const hero = (showStripe: boolean): ResolvedBlock => ({
    _type: 'hero',
    _key: `h${showStripe}`,
    subtitle: 'Until 30 April',
    title: 'Spring parts promotion',
    image: image('hero', 'A mower'),
    showStripe,
  });

  it('shows the hero as a section under the page’s own h1, its picture full width and lazy', () => {
    const html = render(hero(true));
    expect(html.querySelector('h1')).toBeNull();
    expect(textOf(html.querySelector('h2'))).toBe('Spring parts promotion');
    expect(textOf(html.querySelector('p'))).toBe('Until 30 April');
    const picture = img(html);
    expect(picture?.getAttribute('sizes')).toBe('100vw');
    expect(picture?.getAttribute('width')).toBe('1900');
    expect(picture?.getAttribute('height')).toBe('860');
    expect(picture?.getAttribute('loading')).toBe('lazy');
  });

  it('draws the stripe unless the editor turned it off', () => {
    const stripes = (html: HTMLElement) => html.querySelectorAll('[class*="stripe"]').length;
    expect(stripes(render(hero(true)))).toBe(1);
    expect(stripes(render(hero(false)))).toBe(0);
  });
});

describe('imageWithAlt', () => {
  it('shows the picture with its alt and the caption in a figure', () => {
    const html = render({
      _type: 'imageWithAlt',
      _key: 'i',
      image: image('blossom', 'Apple blossom'),
      caption: 'Spring',
    });
    expect(html.querySelector('figure img:not([aria-hidden])')?.getAttribute('alt')).toBe('Apple blossom');
    expect(textOf(html.querySelector('figcaption'))).toBe('Spring');
  });

  it('leaves out an empty caption', () => {
    const html = render({ _type: 'imageWithAlt', _key: 'i', image: image('blossom'), caption: null });
    expect(html.querySelector('figcaption')).toBeNull();
  });
});

describe('level', () => {
  it('shows a centred title and each item as a 64x64 icon with its title', () => {
    const html = render({
      _type: 'level',
      _key: 'l',
      title: 'Why buy from us',
      items: [
        { _key: 'a', title: '2 year warranty', image: image('shield', '', '128x128', 'png') },
        { _key: 'b', title: 'Parts next day', image: image('cog', '', '128x128', 'png') },
      ],
    });
    expect(textOf(html.querySelector('h2'))).toBe('Why buy from us');
    const items = [...html.querySelectorAll('li')];
    expect(items.map(textOf)).toEqual(['2 year warranty', 'Parts next day']);
    const icon = items[0]?.querySelector('img');
    expect([icon?.getAttribute('width'), icon?.getAttribute('height')]).toEqual(['64', '64']);
  });
});

describe('section', () => {
  const section = (over: Partial<ResolvedBlockOf<'section'>>): ResolvedBlock => ({
    _type: 'section',
    _key: 's',
    title: 'Our workshop',
    content: text('Ten bays.'),
    image: image('workshop', 'The workshop'),
    position: 'left',
    size: 'original',
    backgroundColor: null,
    ...over,
  });

  it('puts the picture on the left by default and on the right when asked', () => {
    const left = render(section({ size: 'small' }));
    expect(styleOf(left.querySelector('section'))).toContain(
      '--section-columns:minmax(0, 1fr) minmax(0, 2fr)',
    );
    expect(left.querySelector('[class*="imageRight"]')).toBeNull();
    const right = render(section({ position: 'right', size: 'large' }));
    expect(styleOf(right.querySelector('section'))).toContain(
      '--section-columns:minmax(0, 2fr) minmax(0, 3fr)',
    );
    expect(right.querySelector('[class*="imageRight"] img')).not.toBeNull();
  });

  it('gives an original-size picture its own width, up to half the row, before it loads', () => {
    const wide = render(section({ size: 'original' }));
    expect(styleOf(wide.querySelector('section'))).toContain(
      '--section-columns:minmax(0, min(50%, 1200px)) minmax(0, 1fr)',
    );
    const small = render(
      section({ size: 'original', position: 'right', image: image('small', 'Small', '400x300') }),
    );
    expect(styleOf(small.querySelector('section'))).toContain(
      '--section-columns:minmax(0, 1fr) minmax(0, min(50%, 400px))',
    );
  });

  it('shows the title and text on the editor’s background, in a colour that reads', () => {
    const html = render(section({ backgroundColor: colour('#3a3d40') }));
    expect(textOf(html.querySelector('h2'))).toBe('Our workshop');
    expect(textOf(html.querySelector('p'))).toBe('Ten bays.');
    expect(styleOf(html.querySelector('section'))).toContain(`--section-ink:${WHITE}`);
  });
});

describe('testimonial', () => {
  it('quotes the customer and names them and their business', () => {
    const html = render({
      _type: 'testimonial',
      _key: 't',
      text: 'Same day.',
      client: 'Anna',
      business: 'Wealdon Cherries',
    });
    expect(textOf(html.querySelector('blockquote'))).toBe('Same day.');
    expect(textOf(html.querySelector('figcaption'))).toBe('AnnaWealdon Cherries');
  });
});

describe('teamGrid', () => {
  it('shows each member’s 400x300 photo, name and words', () => {
    const html = render({
      _type: 'teamGrid',
      _key: 'team',
      title: 'Our team',
      members: [
        {
          _key: 'm',
          name: 'Richard',
          image: image('richard', 'Richard', '800x600'),
          content: text('Director.'),
        },
      ],
    });
    expect(textOf(html.querySelector('h3'))).toBe('Richard');
    expect(textOf(html.querySelector('li p'))).toBe('Director.');
    const photo = img(html);
    expect([photo?.getAttribute('width'), photo?.getAttribute('height')]).toEqual(['400', '300']);
  });
});

describe('timelineGroup', () => {
  it('lists events in order with 400-wide pictures, each on the side the editor chose', () => {
    const html = render({
      _type: 'timelineGroup',
      _key: 'tl',
      title: 'Our story',
      events: [
        { _key: 'a', title: '1984', content: text('Founded.'), image: image('barn'), imageRight: false },
        { _key: 'b', title: '1992', content: text('Dealer.'), image: image('tractor'), imageRight: true },
        { _key: 'c', title: '2003', content: text('New premises.'), image: null, imageRight: false },
      ],
    });
    const events = [...html.querySelectorAll('ol > li')];
    expect(events.map((li) => textOf(li.querySelector('h3')))).toEqual(['1984', '1992', '2003']);
    expect(events.map((li) => /imageRight/.test(li.className))).toEqual([false, true, false]);
    expect(events[0]?.querySelector('img:not([aria-hidden])')?.getAttribute('width')).toBe('400');
    expect(events[2]?.querySelector('img')).toBeNull();
  });
});

describe('fileWithTitle', () => {
  const file = {
    url: 'https://cdn.example/files/returns.pdf',
    path: 'files/returns.pdf',
    extension: 'pdf',
    size: 2281,
    originalFilename: 'returns.pdf',
  };

  it('opens the file in a new tab from a button labelled with the title', () => {
    const a = render({
      _type: 'fileWithTitle',
      _key: 'f',
      title: 'Download the returns form',
      file,
    }).querySelector('a');
    expect(a?.getAttribute('href')).toBe(file.url);
    expect(a?.getAttribute('target')).toBe('_blank');
    expect(a?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(textOf(a)).toBe('Download the returns form (opens in a new tab)');
  });

  it('reads "Download" without a title', () => {
    const a = render({ _type: 'fileWithTitle', _key: 'f', title: null, file }).querySelector('a');
    expect(textOf(a)).toBe('Download (opens in a new tab)');
  });

  it('describes the file type and size', () => {
    expect(describeFile(file)).toBe('PDF, 2 KB');
    expect(describeFile({ extension: 'pdf', size: 5 * 1024 * 1024 })).toBe('PDF, 5.0 MB');
  });
});

describe('latestNews', () => {
  const cards = [post(7), post(3), post(5)];
  const html = () =>
    render({
      _type: 'latestNews',
      _key: 'ln',
      title: 'Latest News',
      subtitle: 'From the farms',
      posts: [],
      cards,
    });

  it('shows the cards the site model chose, in its order, with picture, title and date', () => {
    const items = [...html().querySelectorAll('li')];
    expect(items.map((li) => textOf(li.querySelector('h3')))).toEqual([
      'Post number 7',
      'Post number 3',
      'Post number 5',
    ]);
    expect(textOf(items[0]?.querySelector('time'))).toBe('Saturday, 7 January 2023');
    const picture = items[0]?.querySelector('img:not([aria-hidden])');
    expect([picture?.getAttribute('width'), picture?.getAttribute('height')]).toEqual(['400', '300']);
  });

  it('gives every card a View Post button named with its post', () => {
    const buttons = [...html().querySelectorAll('li a')];
    expect(buttons.map(textOf)).toEqual(['View Post', 'View Post', 'View Post']);
    expect(buttons.map((a) => a.getAttribute('aria-label'))).toEqual([
      'View Post: Post number 7',
      'View Post: Post number 3',
      'View Post: Post number 5',
    ]);
    expect(buttons.map((a) => a.getAttribute('href'))).toEqual([
      '/post-number-7/',
      '/post-number-3/',
      '/post-number-5/',
    ]);
  });

  it('shows the subtitle and title, and leads on to all the news', () => {
    const page = html();
    expect(textOf(page.querySelector('h2'))).toBe('Latest News');
    expect(textOf(page.querySelector('p'))).toBe('From the farms');
    const all = [...page.querySelectorAll('a')].find((a) => textOf(a) === 'View all news');
    expect(all?.getAttribute('href')).toBe('/latest-news/');
  });
});

describe('table', () => {
  const table = (title: string | null): ResolvedBlock => ({
    _type: 'table',
    _key: 'tb',
    title,
    rows: [
      { _key: 'h', cells: ['Service', 'Charge'] },
      { _key: 'r1', cells: ['Parts over £150', 'Free'] },
      { _key: 'r2', cells: ['Parts under £150', '£9.50'] },
    ],
  });

  it('makes the first row the header and the rest the body', () => {
    const html = render(table('Delivery charges'));
    const heads = [...html.querySelectorAll('thead th')];
    expect(heads.map(textOf)).toEqual(['Service', 'Charge']);
    expect(heads.every((th) => th.getAttribute('scope') === 'col')).toBe(true);
    expect(html.querySelectorAll('thead tr')).toHaveLength(1);
    expect([...html.querySelectorAll('tbody tr')].map((tr) => [...tr.children].map(textOf))).toEqual([
      ['Parts over £150', 'Free'],
      ['Parts under £150', '£9.50'],
    ]);
    expect(html.querySelectorAll('tbody th')).toHaveLength(0);
  });

  it('scrolls in a focusable region named by the title, or by its columns without one', () => {
    const titled = render(table('Delivery charges'));
    const region = titled.querySelector('[tabindex="0"]');
    const titleId = titled.querySelector('h2')?.id;
    expect(region?.tagName).toBe('SECTION');
    expect(titleId).toBeTruthy();
    expect(region?.getAttribute('aria-labelledby')).toBe(titleId);
    const untitled = render(table(null)).querySelector('[tabindex="0"]');
    expect(untitled?.getAttribute('aria-label')).toBe('Table: Service, Charge');
  });

  it('renders nothing without rows', () => {
    const html = render({ _type: 'table', _key: 'e', title: 'Empty', rows: [] });
    expect([html.children.length, html.textContent]).toEqual([0, '']);
  });
});

describe('posts', () => {
  it('shows its title over the post list, post titles a level below', () => {
    const items = Array.from({ length: 7 }, (_, i) => post(i + 1));
    const html = render({ _type: 'posts', _key: 'p', title: 'What’s been happening', category: null, items });
    expect(textOf(html.querySelector('h2'))).toBe('What’s been happening');
    expect(html.querySelectorAll('h3')).toHaveLength(5);
  });
});

describe('rich text inside blocks', () => {
  it('keeps links working in a block’s text', () => {
    const html = render({
      _type: 'content',
      _key: 'x',
      title: null,
      content: [
        {
          ...textBlock('parts'),
          markDefs: [{ _type: 'link', _key: 'l', href: '/parts-service/' }],
          children: [{ _type: 'span', _key: 's', text: 'parts', marks: ['l'] }],
        },
      ],
    });
    expect(html.querySelector('a')?.getAttribute('href')).toBe('/parts-service/');
  });
});

describe('newsletter', () => {
  const newsletter = (logo: ResolvedBlockOf<'newsletter'>['logo']): ResolvedBlock => ({
    _type: 'newsletter',
    _key: 'n',
    text: 'One email a month.',
    logo,
  });

  it('shows the logo, the text, a labelled email box and an arrow button named Subscribe', () => {
    const html = render(newsletter(image('white-logo', 'Hartridge', '600x200', 'png')));
    expect(img(html)?.getAttribute('alt')).toBe('Hartridge');
    expect(textOf(html.querySelector('p'))).toBe('One email a month.');
    const input = html.querySelector('input');
    expect(input?.getAttribute('type')).toBe('email');
    expect(textOf(html.querySelector(`label[for="${input?.id}"]`))).toBe('Email address');
    const button = html.querySelector('button');
    expect(button?.getAttribute('type')).toBe('submit');
    expect(button?.getAttribute('aria-label')).toBe('Subscribe');
    expect(button?.querySelector('svg')).not.toBeNull();
  });

  it('uses the site logo when the block has none', () => {
    expect(img(render(newsletter(null)))?.getAttribute('alt')).toBe('Hartridge Machinery');
  });

  it('only logs a sign-up: the page stays and nothing is sent', async () => {
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true);
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const fetch = vi.spyOn(globalThis, 'fetch');
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () =>
      root.render(
        <Providers>
          <Blocks blocks={[newsletter(null)]} />
        </Providers>,
      ),
    );
    const input = container.querySelector('input') as HTMLInputElement;
    input.value = 'grower@example.co.uk';
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    await act(async () => container.querySelector('form')?.dispatchEvent(submit));
    expect(submit.defaultPrevented).toBe(true);
    expect(info).toHaveBeenCalledWith(expect.any(String), 'grower@example.co.uk');
    expect(fetch).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });
});
