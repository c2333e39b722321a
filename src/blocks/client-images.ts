// Pictures of blocks that only the browser renders (later "More posts", media library batches and
// its modal, carousel slides after the first): the prerender never renders them, so the build asks
// here which files to make. Server-only: reached from app/client-images.ts, never by the client.

import { lazyImagePaths } from '../components/lazy-image.tsx';
import { postListImagePaths } from '../components/post-list.tsx';
import { playableSlides } from '../content/carousel.ts';
import type { ImageUrls } from '../content/image-url.ts';
import type { ResolvedBlock } from '../content/page-data.ts';
import type { CarouselSlide } from '../content/schemas/index.ts';
import { mediaLibraryImagePaths } from '../features/media-library/images.ts';
import { SLIDE_SIZING } from './hero-carousel-slide.tsx';

/**
 * The pictures of a carousel's slides after the first, which only the app renders (hero-carousel.tsx).
 * Here rather than beside the component: a block's chunk is imported dynamically, so it would ship
 * every export to the browser.
 */
export function carouselImagePaths(images: ImageUrls, slides: readonly CarouselSlide[]): string[] {
  return playableSlides(slides)
    .slice(1)
    .flatMap((slide) =>
      slide.media.kind === 'image' ? lazyImagePaths(images, slide.media.image, SLIDE_SIZING) : [],
    );
}

export function blocksImagePaths(images: ImageUrls, blocks: readonly ResolvedBlock[]): string[] {
  return blocks.flatMap((block) => {
    if (block._type === 'posts') return postListImagePaths(images, block.items);
    if (block._type === 'mediaLibrary') return mediaLibraryImagePaths(images, block.items);
    if (block._type === 'heroCarousel') return carouselImagePaths(images, block.slides);
    return [];
  });
}
