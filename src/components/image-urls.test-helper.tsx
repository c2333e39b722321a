// Components rendered alone in a test get the image builder the app would hand down: local mode,
// unless the test names another configuration.
import type { ReactNode } from 'react';
import { createImageUrls, type ImageConfig } from '../content/image-url.ts';
import { ImageUrlsProvider } from './image-urls.tsx';

export function withImages(element: ReactNode, config: ImageConfig = { mode: 'local' }) {
  return <ImageUrlsProvider value={createImageUrls(config)}>{element}</ImageUrlsProvider>;
}

/** `withImages` as a wrapper for the DOM tests' render helper (test/dom/render.test-helper.tsx). */
export function WithImages({ children }: { children: ReactNode }) {
  return withImages(children);
}
