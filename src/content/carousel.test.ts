import { describe, expect, test } from 'vitest';
import { playableSlides, slideHref } from './carousel.ts';
import type { CarouselSlide, Image } from './schemas/index.ts';

const image: Image = {
  alt: 'Vineyard tractor in autumn',
  asset: { _id: 'image-abc-1400x800-jpg', url: '', path: '', width: 1400, height: 800, extension: 'jpg' },
  hotspot: null,
  crop: null,
};

function slide(overrides: Partial<CarouselSlide> = {}): CarouselSlide {
  return {
    id: 'carousel-slide-1',
    updatedAt: '2022-11-17T12:40:00Z',
    title: 'Narrow tractors',
    subtitle: 'From 1.0 m wide',
    color: { label: 'Red', value: '#e30513' },
    link: { type: 'internal', href: '/product-category/tractors/' },
    externalLink: null,
    content: { _type: 'carouselImage', image },
    ...overrides,
  };
}

describe('playableSlides', () => {
  test('keeps complete image and video slides, in order, with their media', () => {
    const slides = [
      slide({ id: 'a' }),
      slide({ id: 'b', content: { _type: 'carouselVideo', url: 'https://youtu.be/CN88eHmVU08' } }),
    ];
    expect(playableSlides(slides).map((s) => [s.id, s.media])).toEqual([
      ['a', { kind: 'image', image }],
      ['b', { kind: 'video', id: 'CN88eHmVU08' }],
    ]);
  });

  test.each([
    ['no title', { title: null }],
    ['a blank title', { title: '   ' }],
    ['no subtitle', { subtitle: null }],
    ['an empty subtitle', { subtitle: '' }],
    ['no image or video', { content: null }],
    [
      'a video whose link yields no id',
      { content: { _type: 'carouselVideo', url: 'https://www.youtube.com/watch' } },
    ],
    ['a video link that is junk', { content: { _type: 'carouselVideo', url: 'see our channel' } }],
  ] as const)('drops a slide with %s', (_, overrides) => {
    expect(
      playableSlides([slide({ id: 'kept' }), slide({ id: 'dropped', ...overrides })]).map((s) => s.id),
    ).toEqual(['kept']);
  });

  test('keeps a slide without a colour or a link', () => {
    expect(playableSlides([slide({ color: null, link: null })])).toHaveLength(1);
  });
});

describe('slideHref', () => {
  test('prefers the internal link, then the external one', () => {
    expect(slideHref(slide())).toBe('/product-category/tractors/');
    expect(slideHref(slide({ link: null, externalLink: 'https://www.example.com/' }))).toBe(
      'https://www.example.com/',
    );
    expect(slideHref(slide({ link: null }))).toBeNull();
  });
});
