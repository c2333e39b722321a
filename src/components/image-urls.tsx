// The image URL builder of the site's configuration (src/content/image-url.ts), handed down to
// every picture: made once by the browser's entry and once per prerender thread, never a global.
import { createContext, useContext } from 'react';
import type { ImageUrls } from '../content/image-url.ts';

const ImageUrlsContext = createContext<ImageUrls | null>(null);

export const ImageUrlsProvider = ImageUrlsContext.Provider;

export function useImageUrls(): ImageUrls {
  const images = useContext(ImageUrlsContext);
  if (!images) throw new Error('useImageUrls() outside <ImageUrlsProvider>.');
  return images;
}
