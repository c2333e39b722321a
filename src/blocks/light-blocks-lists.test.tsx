// @vitest-environment happy-dom
// What each block without a spec of its own shows a visitor, from its server render (the markup
// hydration adopts): the lists, files, tables and forms. The panels and pictures are in
// light-blocks.test.tsx.
import { describe, expect, it, vi } from 'vitest';
import { act, renderInBrowser } from '../../test/dom/render.test-helper.tsx';
import { describeFile } from '../components/describe-file.ts';
import type { ResolvedBlock } from '../content/page-data.ts';
import { Blocks } from './blocks.tsx';
import { img, render } from './light-blocks.test-helper.tsx';
import { image, Providers, post, text, block as textBlock, textOf } from './test-fixtures.test-helper.tsx';
import type { ResolvedBlockOf } from './types.ts';

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
    expect(textOf(a)).toBe('Download the returns form↗ (opens in a new tab)');
  });

  it('reads "Download" without a title', () => {
    const a = render({ _type: 'fileWithTitle', _key: 'f', title: null, file }).querySelector('a');
    expect(textOf(a)).toBe('Download↗ (opens in a new tab)');
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
    // A region, never a section: a second section inside the block's would have no heading.
    expect(region?.getAttribute('role')).toBe('region');
    expect(titled.querySelectorAll('section')).toHaveLength(1);
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
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const fetch = vi.spyOn(globalThis, 'fetch');
    const { container } = await renderInBrowser(<Blocks blocks={[newsletter(null)]} />, {
      wrapper: Providers,
    });
    const input = container.querySelector('input') as HTMLInputElement;
    input.value = 'grower@example.co.uk';
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    await act(async () => container.querySelector('form')?.dispatchEvent(submit));
    expect(submit.defaultPrevented).toBe(true);
    expect(info).toHaveBeenCalledWith(expect.any(String), 'grower@example.co.uk');
    expect(fetch).not.toHaveBeenCalled();
  });
});
