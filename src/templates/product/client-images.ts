// Pictures of this template that only the browser shows (app/client-images.ts).
import { galleryImagePaths } from '../../components/gallery/product-gallery.tsx';
import { lazyImagePaths } from '../../components/lazy-image.tsx';
import type { ImageSource, ImageUrls } from '../../content/image-url.ts';
import { basketImagePaths } from '../../features/enquiry-basket/basket-items.tsx';
import { pictureOf, shortPictureId } from '../../features/search/search-picture.ts';
import { IMAGE_SIZES } from '../../lib/constants.ts';
import type { Data } from './model.ts';

export function clientImages(images: ImageUrls, { product }: Data): string[] {
  // Any product can be added to the basket from its page, so its basket thumbnail must exist;
  // the gallery shows its later photos only when asked; search hits show its first photo small.
  const main = product.images[0];
  return [
    ...(main ? [...basketImagePaths(images, main), ...searchPicturePaths(images, main)] : []),
    ...galleryImagePaths(images, product.images),
  ];
}

/**
 * The files a search hit's picture of `image` asks for, made from the index's short id as the
 * browser makes it (the dropdown and the results page draw the same files at two sizes).
 */
function searchPicturePaths(images: ImageUrls, image: ImageSource): string[] {
  const short = shortPictureId(image.asset._id);
  const picture = short === undefined ? undefined : pictureOf(short);
  return picture ? lazyImagePaths(images, picture, IMAGE_SIZES.searchHit) : [];
}
