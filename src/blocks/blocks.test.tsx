// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResolvedBlock } from '../content/page-data.ts';
import { BLOCK_TYPES } from '../content/schemas/blocks.ts';
import type { blockChunkLoaders as Loaders } from './block-chunks.ts';
import type {
  blockChunkTypes as BlockChunkTypes,
  Blocks as BlocksView,
  loadBlockChunks as Load,
} from './blocks.tsx';
import type { blockRegistry as Registry } from './registry.ts';
import type { renderStatic as RenderStatic } from './test-fixtures.test-helper.tsx';
import { image, block as textBlock, textOf } from './test-fixtures.test-helper.tsx';

// The interactive blocks stand in as tiny modules: these tests are about loading, not about them.
vi.mock('./hero-carousel.tsx', () => ({ Block: () => <p>Carousel block</p> }));
vi.mock('./youtube-video.tsx', () => ({ Block: () => <p>Video block</p> }));
vi.mock('./media-library.tsx', () => ({ Block: () => <p>Media library block</p> }));
vi.mock('./contact-form.tsx', () => ({ Block: () => <p>Contact form block</p> }));

const BUNDLED = ['brands', 'columns', 'content', 'cta', 'latestNews', 'level', 'newsletter', 'testimonial'];
const LAZY = BLOCK_TYPES.filter((type) => !BUNDLED.includes(type)).sort();

const content: ResolvedBlock = {
  _type: 'content',
  _key: 'c1',
  title: 'About',
  content: [textBlock('Family firm')],
};
const cta: ResolvedBlock = {
  _type: 'cta',
  _key: 't1',
  title: 'Same-day engineers.',
  text: 'Call us.',
  image: null,
  ctaLink: { text: 'Contact us', link: { type: 'internal', href: '/contact-us/' } },
  titleColor: null,
  textColor: null,
  backgroundColor: null,
};
const video: ResolvedBlock = { _type: 'youtubeVideo', _key: 'v1', title: null, url: 'abc' };
const carousel: ResolvedBlock = { _type: 'heroCarousel', _key: 'h1', slides: [] };

// Each test gets fresh modules, since the chunk cache lives in blocks.tsx; the renderer is
// imported afresh too, so it shares the one copy of Preact the blocks now use.
let renderStatic: typeof RenderStatic;
let Blocks: typeof BlocksView;
let loadBlockChunks: typeof Load;
let blockChunkTypes: typeof BlockChunkTypes;
let blockRegistry: typeof Registry;
let blockChunkLoaders: typeof Loaders;
beforeEach(async () => {
  vi.resetModules();
  ({ Blocks, loadBlockChunks, blockChunkTypes } = await import('./blocks.tsx'));
  ({ blockRegistry } = await import('./registry.ts'));
  ({ blockChunkLoaders } = await import('./block-chunks.ts'));
  ({ renderStatic } = await import('./test-fixtures.test-helper.tsx'));
  // The fresh copy of rich text has its body still to load, as the prerender does first.
  await (await import('../components/rich-text.tsx')).loadRichText();
});
afterEach(() => vi.unstubAllEnvs());

describe('blockRegistry', () => {
  it('has an entry for every block type the content model knows, and only those', () => {
    expect(Object.keys(blockRegistry).sort()).toEqual([...BLOCK_TYPES].sort());
  });

  it('makes a chunk of every block but those of the home page and of most pages', () => {
    const lazy = Object.entries(blockRegistry)
      .filter(([, entry]) => 'load' in entry)
      .map(([type]) => type)
      .sort();
    expect(lazy).toEqual(LAZY);
    expect(Object.keys(blockChunkLoaders).sort()).toEqual(LAZY);
    expect(blockRegistry.heroCarousel.load).toBe(blockChunkLoaders.heroCarousel);
  });
});

describe('Blocks', () => {
  it('renders the bundled blocks in page order', () => {
    const html = renderStatic(<Blocks blocks={[cta, content]} />);
    const text = textOf(html);
    expect(text.indexOf('Same-day engineers.')).toBeGreaterThanOrEqual(0);
    expect(text.indexOf('Same-day engineers.')).toBeLessThan(text.indexOf('Family firm'));
  });

  it('renders a chunked block once its chunk is loaded', async () => {
    await loadBlockChunks(blockChunkTypes([content, video]));
    const html = renderStatic(<Blocks blocks={[content, video]} />);
    expect([...html.querySelectorAll('h2, p')].map(textOf)).toEqual(['About', 'Family firm', 'Video block']);
  });

  it('refuses to render a chunked block whose chunk was not loaded, saying what to do', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderStatic(<Blocks blocks={[video]} />)).toThrow(
      /Block "youtubeVideo" was rendered before its chunk loaded: call loadBlockChunks/,
    );
  });

  it('shows visitors nothing for an unknown block type', () => {
    vi.stubEnv('DEV', false);
    const unknown = { _type: 'mapEmbed', _key: 'x' } as unknown as ResolvedBlock;
    const html = renderStatic(<Blocks blocks={[unknown, content]} />);
    expect(textOf(html)).toBe('AboutFamily firm');
    expect(html.innerHTML).not.toContain('mapEmbed');
  });

  it('shows a visible warning for an unknown block type in development', () => {
    vi.stubEnv('DEV', true);
    const unknown = { _type: 'mapEmbed', _key: 'x' } as unknown as ResolvedBlock;
    const note = renderStatic(<Blocks blocks={[unknown]} />).querySelector('[role="note"]');
    expect(textOf(note)).toContain('Unknown block type mapEmbed');
  });
});

describe('blockChunkTypes', () => {
  it('lists the chunked types a page needs, once each, in page order', () => {
    expect(blockChunkTypes([content, video, carousel, video, cta])).toEqual(['youtubeVideo', 'heroCarousel']);
  });

  it('is empty for a page of bundled blocks', () => {
    expect(blockChunkTypes([content, cta])).toEqual([]);
  });

  it('ignores types it does not know', () => {
    expect(blockChunkTypes([{ _type: 'mapEmbed' }, { _type: 'toString' }])).toEqual([]);
  });
});

describe('loadBlockChunks', () => {
  it('fetches each chunk once, however often and however concurrently it is asked', async () => {
    const load = vi.spyOn(blockChunkLoaders, 'heroCarousel');
    await Promise.all([loadBlockChunks(['heroCarousel']), loadBlockChunks(['heroCarousel', 'content'])]);
    await loadBlockChunks(['heroCarousel']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not load anything for the bundled blocks', async () => {
    const loads = LAZY.map((type) => vi.spyOn(blockChunkLoaders, type as 'heroCarousel'));
    await loadBlockChunks(['content', 'cta']);
    for (const load of loads) expect(load).not.toHaveBeenCalled();
  });

  it('forgets a failed load, so the next navigation can try again', async () => {
    const load = vi.spyOn(blockChunkLoaders, 'mediaLibrary').mockRejectedValueOnce(new Error('offline'));
    await expect(loadBlockChunks(['mediaLibrary'])).rejects.toThrow('offline');
    await loadBlockChunks(['mediaLibrary']);
    expect(load).toHaveBeenCalledTimes(2);
    const media: ResolvedBlock = { _type: 'mediaLibrary', _key: 'm', title: null, items: [] };
    expect(textOf(renderStatic(<Blocks blocks={[media]} />))).toBe('Media library block');
  });
});

describe('the pictures below the largest one', () => {
  const level: ResolvedBlock = {
    _type: 'level',
    _key: 'l1',
    title: 'Why buy from us',
    items: [{ _key: 'a', title: 'Warranty', image: image('shield', '', '128x128', 'png') }],
  };
  const picture: ResolvedBlock = { _type: 'imageWithAlt', _key: 'p1', image: image('vines'), caption: null };
  const slide = (content: unknown) => ({
    id: 's1',
    updatedAt: '2022-11-17T12:40:00Z',
    title: 'Narrow tractors',
    subtitle: 'From 1.0 m wide',
    color: null,
    link: null,
    externalLink: null,
    content,
  });
  const carouselOf = (content: unknown): ResolvedBlock =>
    ({ _type: 'heroCarousel', _key: 'h1', slides: [slide(content)] }) as unknown as ResolvedBlock;
  const pictureCarousel = carouselOf({ _type: 'carouselImage', image: image('tractor') });
  const videoCarousel = carouselOf({
    _type: 'carouselVideo',
    url: 'https://www.youtube.com/watch?v=CN88eHmVU08',
  });
  const priorities = (html: HTMLElement) =>
    [...html.querySelectorAll('img:not([aria-hidden])')].map((img) => img.getAttribute('fetchpriority'));

  beforeEach(() => loadBlockChunks(['heroCarousel', 'imageWithAlt']));

  it('are fetched at low priority below the hero picture of the template', () => {
    expect(priorities(renderStatic(<Blocks blocks={[picture]} afterHero />))).toEqual(['low']);
    expect(priorities(renderStatic(<Blocks blocks={[picture]} />))).toEqual([null]);
  });

  it('are fetched at low priority after a leading carousel that opens on a picture', () => {
    expect(priorities(renderStatic(<Blocks blocks={[pictureCarousel, picture]} />))).toEqual(['low']);
    // A carousel that opens on a video has no largest picture; one further down is not the first.
    expect(priorities(renderStatic(<Blocks blocks={[videoCarousel, picture]} />))).toEqual([null]);
    expect(priorities(renderStatic(<Blocks blocks={[picture, pictureCarousel]} />))).toEqual([null]);
  });

  it('keep the icons low everywhere', () => {
    expect(priorities(renderStatic(<Blocks blocks={[level]} />))).toEqual(['low']);
  });
});
