// @vitest-environment happy-dom
// What each block without a spec of its own shows a visitor, from its server render (the markup
// hydration adopts): the panels and pictures. The lists, files, tables and forms are in
// light-blocks-lists.test.tsx.
import { describe, expect, it } from 'vitest';
import type { ResolvedBlock } from '../content/page-data.ts';
import { INK, WHITE } from './contrast.ts';
import { ctaColours } from './cta.tsx';
import { colour, img, render, styleOf } from './light-blocks.test-helper.tsx';
import { image, text, textOf } from './test-fixtures.test-helper.tsx';
import type { ResolvedBlockOf } from './types.ts';

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

  it('rings focus in white on a red panel and in ink on a pale pink-red one, where red would not show', () => {
    expect(ctaColours(cta)['--focus-color']).toBe(WHITE);
    expect(ctaColours({ ...cta, backgroundColor: colour('#ff3b3b') })['--focus-color']).toBe(INK);
    expect(ctaColours({ ...cta, backgroundColor: colour('#ffffff') })['--focus-color']).toBeNull();
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
    // Lazy, and never raised beside the page's largest picture when it is in the first screen.
    expect([icon?.getAttribute('loading'), icon?.getAttribute('fetchpriority')]).toEqual(['lazy', 'low']);
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
