import { describe, expect, it } from 'vitest';
import {
  BLOCK_TYPES,
  blockSchema,
  imageSchema,
  linkSchema,
  mediaItemSchema,
  navItemSchema,
  pageSchema,
  portableTextSchema,
  sectionBlockSchema,
} from './index.ts';

const asset = {
  _id: 'image-0123456789abcdef0123456789abcdef01234567-1900x860-jpg',
  url: 'https://cdn.example.com/a.jpg',
  path: 'images/p/d/a.jpg',
  width: 1900,
  height: 860,
  extension: 'jpg',
};
const image = { alt: 'A tractor', asset, hotspot: null, crop: null };

describe('block schemas', () => {
  it('cover the 21 block types of the content model', () => {
    expect([...BLOCK_TYPES].sort()).toEqual(
      [
        'banner',
        'brands',
        'columns',
        'contactForm',
        'content',
        'cta',
        'hero',
        'heroCarousel',
        'imageWithAlt',
        'level',
        'mediaLibrary',
        'newsletter',
        'posts',
        'section',
        'testimonial',
        'teamGrid',
        'timelineGroup',
        'fileWithTitle',
        'latestNews',
        'table',
        'youtubeVideo',
      ].sort(),
    );
  });

  it('apply the documented defaults when GROQ projects a missing field as null', () => {
    const section = sectionBlockSchema.parse({
      _type: 'section',
      _key: 's',
      title: 'Story',
      content: null,
      image: null,
      position: null,
      size: null,
      backgroundColor: null,
    });
    expect(section).toMatchObject({ position: 'left', size: 'original', content: [] });
    const hero = blockSchema.parse({
      _type: 'hero',
      _key: 'h',
      subtitle: null,
      title: 'T',
      image: null,
      showStripe: null,
    });
    expect(hero).toMatchObject({ showStripe: true });
    const kept = blockSchema.parse({
      _type: 'hero',
      _key: 'h',
      subtitle: null,
      title: 'T',
      image: null,
      showStripe: false,
    });
    expect(kept).toMatchObject({ showStripe: false });
  });

  it('reject a block whose fields do not fit its type, naming the field', () => {
    const result = blockSchema.safeParse({
      _type: 'testimonial',
      _key: 't',
      text: 'Great',
      client: 'A',
      business: 7,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['business']);
  });

  it('give a page an empty block list when it has none', () => {
    const page = pageSchema.parse({
      id: 'page-1',
      path: '/about-us/',
      updatedAt: '2024-01-10T09:00:00Z',
      slug: 'about-us',
      title: 'About',
      seo: { description: null },
      hero: null,
      content: null,
    });
    expect(page.content).toEqual([]);
  });
});

describe('linkSchema', () => {
  it('accepts site paths for internal and path links and absolute urls for external ones', () => {
    expect(linkSchema.safeParse({ type: 'internal', href: '/product/srx/' }).success).toBe(true);
    expect(linkSchema.safeParse({ type: 'external', href: 'mailto:sales@example.com' }).success).toBe(true);
    expect(linkSchema.safeParse({ type: 'external', href: '/latest-news/' }).success).toBe(false);
    expect(linkSchema.safeParse({ type: 'path', href: 'latest-news' }).success).toBe(false);
  });

  it('rejects an internal link whose target was not found (href null)', () => {
    const result = linkSchema.safeParse({ type: 'internal', href: null });
    expect(result.error?.issues[0]?.path).toEqual(['href']);
  });
});

describe('navItemSchema', () => {
  it('reads children one level down', () => {
    const item = navItemSchema.parse({
      _key: 'a',
      text: 'Fruit',
      link: { type: 'path', href: '/fruit/' },
      links: [{ _key: 'b', text: 'Sprayers', link: { type: 'path', href: '/sprayers/' }, links: [] }],
    });
    expect(item.links[0]?.text).toBe('Sprayers');
  });
});

describe('portableTextSchema', () => {
  const block = (marks: string[]) => ({
    _type: 'block',
    _key: 'b',
    children: [{ _type: 'span', _key: 's', text: 'Hi', marks }],
    markDefs: [{ _type: 'link', _key: 'l', href: '/about-us/' }],
  });

  it('keeps blocks and inline images, with style normal by default', () => {
    const text = portableTextSchema.parse([block(['strong', 'l']), { _type: 'image', _key: 'i', ...image }]);
    expect(text[0]).toMatchObject({ style: 'normal' });
    expect(text[1]).toMatchObject({ _type: 'image', asset: { width: 1900 } });
  });

  it('rejects a mark that is neither a decorator nor an annotation', () => {
    const result = portableTextSchema.safeParse([block(['shout'])]);
    expect(result.error?.issues[0]?.path).toEqual([0, 'children', 0, 'marks']);
  });
});

describe('imageSchema', () => {
  it('requires an asset id that @sanity/image-url can parse', () => {
    expect(imageSchema.safeParse(image).success).toBe(true);
    const bad = imageSchema.safeParse({ ...image, asset: { ...asset, _id: 'image-xyz-10x10-jpg' } });
    expect(bad.error?.issues[0]?.path).toEqual(['asset', '_id']);
  });
});

describe('mediaItemSchema', () => {
  const item = {
    id: 'media-1',
    updatedAt: '2024-01-10T09:00:00Z',
    title: 'Demo',
    description: null,
    order: 1,
    gallery: null,
    brand: null,
    video: null,
    image: null,
  };

  it('lets a video do without a poster, but not without a link that names a video', () => {
    for (const video of ['dQw4w9WgXcQ', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ']) {
      expect(mediaItemSchema.safeParse({ ...item, mediaType: 'video', video }).success).toBe(true);
    }
    const noLink = mediaItemSchema.safeParse({ ...item, mediaType: 'video' });
    expect(noLink.error?.issues.map((issue) => issue.path)).toEqual([['video']]);
    // SPEC §5: a watch link without v gives no video, so it would open an empty viewer.
    const noId = mediaItemSchema.safeParse({
      ...item,
      mediaType: 'video',
      video: 'https://www.youtube.com/watch?t=30',
    });
    expect(noId.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [
        ['video'],
        'expected a YouTube link or id for mediaType "video": "https://www.youtube.com/watch?t=30" names no video',
      ],
    ]);
  });

  it('requires the picture of an image item', () => {
    const result = mediaItemSchema.safeParse({ ...item, mediaType: 'image' });
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['image']]);
  });
});
