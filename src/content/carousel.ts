// Which hero-carousel slides can be shown (SPEC §5 "Carousel"). Ships to the browser.
import type { CarouselSlide, Image } from './schemas/index.ts';
import { videoId } from './video.ts';

/** A slide with everything it needs to be shown: its title, its subtitle and an image or a video. */
export type PlayableSlide = Omit<CarouselSlide, 'title' | 'subtitle'> & {
  title: string;
  subtitle: string;
  media: { kind: 'image'; image: Image } | { kind: 'video'; id: string };
};

/**
 * The slides worth showing, in order. A slide is dropped when it lacks a title, a subtitle or its
 * picture (an image, or a video whose link yields an id): the slide's layout needs all three.
 */
export function playableSlides(slides: readonly CarouselSlide[]): PlayableSlide[] {
  const playable: PlayableSlide[] = [];
  for (const slide of slides) {
    const title = slide.title?.trim();
    const subtitle = slide.subtitle?.trim();
    const media = slideMedia(slide.content);
    if (title && subtitle && media) playable.push({ ...slide, title, subtitle, media });
  }
  return playable;
}

function slideMedia(content: CarouselSlide['content']): PlayableSlide['media'] | null {
  if (content?._type === 'carouselImage') return { kind: 'image', image: content.image };
  if (content?._type === 'carouselVideo') {
    const id = videoId(content.url);
    return id ? { kind: 'video', id } : null;
  }
  return null;
}

/** Where a slide leads: its internal link, else its external one; null when it has neither. */
export function slideHref(slide: Pick<CarouselSlide, 'link' | 'externalLink'>): string | null {
  return slide.link?.href || slide.externalLink || null;
}
