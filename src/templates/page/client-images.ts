// Pictures of this template that only the browser shows (app/client-images.ts): its blocks'.
import { blocksImagePaths } from '../../blocks/client-images.ts';
import type { ImageUrls } from '../../content/image-url.ts';
import type { Data } from './model.ts';

export function clientImages(images: ImageUrls, data: Data): string[] {
  return blocksImagePaths(images, data.page.content);
}
