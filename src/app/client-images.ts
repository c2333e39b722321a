// Images a page can show only in the browser (later "More posts", media library batches and its
// modal, basket rows, carousel slides after the first): the prerender never renders them, so the
// build asks here which files to make. Server-only: imported by entry-server.tsx, never by the
// client entry.

import { SLIDE_SIZING } from '../blocks/hero-carousel-slide.tsx';
import { galleryImagePaths } from '../components/gallery/product-gallery.tsx';
import { lazyImagePaths } from '../components/lazy-image.tsx';
import { postListImagePaths } from '../components/post-list.tsx';
import { playableSlides } from '../content/carousel.ts';
import type { ImageUrls } from '../content/image-url.ts';
import type { ResolvedBlock } from '../content/page-data.ts';
import type { PageData } from '../content/page-types.ts';
import type { CarouselSlide } from '../content/schemas/index.ts';
import { basketImagePaths } from '../features/enquiry-basket/basket-items.tsx';
import { mediaLibraryImagePaths } from '../features/media-library/images.ts';

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

function blockImagePaths(images: ImageUrls, block: ResolvedBlock): string[] {
  if (block._type === 'posts') return postListImagePaths(images, block.items);
  if (block._type === 'mediaLibrary') return mediaLibraryImagePaths(images, block.items);
  if (block._type === 'heroCarousel') return carouselImagePaths(images, block.slides);
  return [];
}

export function clientOnlyImagePaths(images: ImageUrls, page: PageData): string[] {
  switch (page.template) {
    case 'home':
    case 'page':
      return page.data.page.content.flatMap((block) => blockImagePaths(images, block));
    case 'latest-news':
    case 'category':
      return postListImagePaths(images, page.data.posts);
    case 'product': {
      // Any product can be added to the basket from its page, so its basket thumbnail must exist;
      // the gallery shows its later photos only when asked.
      const main = page.data.product.images[0];
      return [
        ...(main ? basketImagePaths(images, main) : []),
        ...galleryImagePaths(images, page.data.product.images),
      ];
    }
    default:
      return [];
  }
}
