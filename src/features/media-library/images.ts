// The media library's image sizes (SPEC §9: cards 400x300, modal 640 wide), in one place for the
// cards, the modal and the build, which must make the files only the browser asks for (later
// batches and the modal are never in the prerendered HTML).

import { COLUMN_WIDTH, type ImageSizing, lazyImagePaths } from '../../components/lazy-image.tsx';
import type { ImageUrls } from '../../content/image-url.ts';
import type { MediaItem } from '../../content/schemas/index.ts';
import { IMAGE_SIZES } from '../../lib/constants.ts';

export const CARD_SIZING = {
  ...IMAGE_SIZES.card,
  sizes: `(max-width: 30rem) ${COLUMN_WIDTH}, 400px`,
} as const satisfies ImageSizing;

export const MODAL_SIZING = {
  ...IMAGE_SIZES.modal,
  sizes: '(max-width: 42rem) 100vw, 640px',
} as const satisfies ImageSizing;

/** Every local image file the library may request in the browser, for the build to make. */
export function mediaLibraryImagePaths(
  images: ImageUrls,
  items: readonly Pick<MediaItem, 'image'>[],
): string[] {
  const paths = new Set<string>();
  for (const { image } of items) {
    if (!image) continue;
    for (const path of lazyImagePaths(images, image, CARD_SIZING)) paths.add(path);
    for (const path of lazyImagePaths(images, image, MODAL_SIZING)) paths.add(path);
  }
  return [...paths];
}
