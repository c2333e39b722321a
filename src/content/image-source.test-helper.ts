// One photo as the image builder's tests use it: 2000x1000, and a cropped copy of it.
import type { ImageSource } from './image-url.ts';

export function image(
  overrides: Partial<ImageSource> = {},
  asset: Partial<ImageSource['asset']> = {},
): ImageSource {
  return {
    alt: 'A tractor between vine rows',
    asset: {
      _id: 'image-abc123-2000x1000-jpg',
      url: 'https://cdn.sanity.io/images/proj1/production/abc123-2000x1000.jpg',
      path: 'images/proj1/production/abc123-2000x1000.jpg',
      width: 2000,
      height: 1000,
      extension: 'jpg',
      ...asset,
    },
    hotspot: null,
    crop: null,
    ...overrides,
  };
}

// The editor cropped 10% off each side and put the hotspot at three quarters across.
export const cropped = image({
  crop: { left: 0.1, right: 0.1, top: 0, bottom: 0 },
  hotspot: { x: 0.75, y: 0.5, width: 0.2, height: 0.2 },
});
