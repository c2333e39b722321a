// Pictures of this template that only the browser shows (app/client-images.ts).
import { galleryImagePaths } from '../../components/gallery/product-gallery.tsx';
import type { ImageUrls } from '../../content/image-url.ts';
import { basketImagePaths } from '../../features/enquiry-basket/basket-items.tsx';
import type { Data } from './model.ts';

export function clientImages(images: ImageUrls, { product }: Data): string[] {
  // Any product can be added to the basket from its page, so its basket thumbnail must exist;
  // the gallery shows its later photos only when asked.
  const main = product.images[0];
  return [...(main ? basketImagePaths(images, main) : []), ...galleryImagePaths(images, product.images)];
}
