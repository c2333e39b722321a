// The image URL builder of the site's configuration (src/content/image-url.ts), handed down to
// every picture: made once by the browser's entry and once per prerender thread, never a global.
import { createContext } from 'react';
import type { ImageUrls } from '../content/image-url.ts';
import { useRequired } from './required-context.ts';

const ImageUrlsContext = createContext<ImageUrls | null>(null);
export const ImageUrlsProvider = ImageUrlsContext.Provider;
export const useImageUrls = () =>
  useRequired(ImageUrlsContext, 'useImageUrls() outside <ImageUrlsProvider>.');
