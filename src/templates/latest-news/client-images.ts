// Pictures of this template that only the browser shows (app/client-images.ts): the posts after
// the first batch, which "More posts" adds.
import { postListImagePaths } from '../../components/post-list.tsx';
import type { ImageUrls } from '../../content/image-url.ts';
import type { Data } from './model.ts';

export function clientImages(images: ImageUrls, data: Data): string[] {
  return postListImagePaths(images, data.posts);
}
