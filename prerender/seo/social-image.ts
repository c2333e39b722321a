// The pictures other sites show for a link (Open Graph, Twitter card) and the images named in
// structured data: made by the one URL builder (src/content/image-url.ts), as absolute URLs.
// In local mode the paths land in the page's HTML, where the prerender collects them, so the
// build makes the files like any other image.

import { croppedSize, type ImageSource, type ImageUrls } from '../../src/content/image-url.ts';
import type { SocialImage } from '../../src/content/page-data.ts';
import { clipOnWord, IMAGE_ALT_MAX } from '../../src/content/text-limits.ts';
import { absoluteUrl } from '../../src/lib/absolute-url.ts';

/** The large link-preview card: 1200 × 630 (1.91:1), the shape Facebook, LinkedIn and X show. */
export const SOCIAL_IMAGE_WIDTH = 1200;
export const SOCIAL_IMAGE_HEIGHT = 630;
/** Below 600 × 315 the networks show a small card or none: such a picture is not worth sharing. */
export const SOCIAL_IMAGE_MIN_WIDTH = 600;

/** What makes a picture's absolute URL: the site's address and the build's image builder. */
export interface SeoUrls {
  siteUrl: string;
  images: ImageUrls;
}

/**
 * `image` cut to the card's shape around the editor's hotspot, 1200 × 630, or smaller at the same
 * shape when the source is smaller: never upscaled, so the size declared is the size delivered.
 * Null when the source is too small for a large card.
 */
export function socialImage(
  { siteUrl, images }: SeoUrls,
  image: ImageSource,
  fallbackAlt: string,
): SocialImage | null {
  const source = croppedSize(image);
  const width = Math.min(
    SOCIAL_IMAGE_WIDTH,
    source.width,
    Math.floor((source.height * SOCIAL_IMAGE_WIDTH) / SOCIAL_IMAGE_HEIGHT),
  );
  if (width < SOCIAL_IMAGE_MIN_WIDTH) return null;
  const height = Math.round((width * SOCIAL_IMAGE_HEIGHT) / SOCIAL_IMAGE_WIDTH);
  return {
    url: absoluteUrl(images.imageUrl(image, { width, height }), siteUrl),
    width,
    height,
    alt: clipOnWord(image.alt.trim() || fallbackAlt, IMAGE_ALT_MAX),
  };
}

/** `image` whole, at most `maxWidth` wide: a logo, which a crop would cut. */
export function wholeImage(
  { siteUrl, images }: SeoUrls,
  image: ImageSource,
  fallbackAlt: string,
  maxWidth = SOCIAL_IMAGE_WIDTH,
): SocialImage {
  const source = croppedSize(image);
  const width = Math.min(maxWidth, source.width);
  const height = Math.round((source.height * width) / source.width);
  return {
    url: absoluteUrl(images.imageUrl(image, { width }), siteUrl),
    width,
    height,
    alt: clipOnWord(image.alt.trim() || fallbackAlt, IMAGE_ALT_MAX),
  };
}
