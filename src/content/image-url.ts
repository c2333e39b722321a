// The one image URL builder (DESIGN.md "Images", SPEC §7 and §8). Ships to the browser: keep it
// small, browser-safe and free of Node built-ins. `@sanity/image-url` computes every transform; in
// local mode its query string is turned into a static file path (./local-image-path.ts) that
// prerender/images.ts makes. There is no module state: the browser and the prerender each make a
// builder from the site's image configuration and hand it down (src/components/image-urls.tsx).
import type { CropMode, FitMode, SanityImageObject } from '@sanity/image-url';
import { createImageUrlBuilder } from '@sanity/image-url';
import { IMAGE_QUALITY, PLACEHOLDER_BLUR, PLACEHOLDER_QUALITY, PLACEHOLDER_SCALE } from '../lib/constants.ts';
import { type LocalImageFormat, localImagePath, localRequestOf } from './local-image-path.ts';

/** The projected image every template receives (structurally the schema's `Image`). */
export interface ImageSource {
  alt: string;
  asset: { _id: string; url: string; path: string; width: number; height: number; extension: string };
  hotspot: { x: number; y: number; height: number; width: number } | null;
  crop: { top: number; bottom: number; left: number; right: number } | null;
}

export type ImageConfig = { mode: 'sanity'; projectId?: string; dataset?: string } | { mode: 'local' };

export interface ImageOptions {
  width: number;
  /** Local mode only: AVIF instead of WebP (the CDN picks the format itself). */
  format?: LocalImageFormat;
  height?: number;
  quality?: number;
  blur?: number;
  fit?: FitMode;
  crop?: CropMode;
}

export interface SrcSetOptions {
  widths: readonly number[];
  format?: LocalImageFormat;
  /** Width divided by height; without it each variant keeps the image's own shape. */
  aspect?: number;
  quality?: number;
  fit?: FitMode;
}

/**
 * An image URL could not be made (SPEC §8), with the builder's own error as its cause. Content is
 * checked before the build renders (src/content/schemas/image.ts), so the build never meets one
 * without the document's id and field; a page rendered from hand-made data can.
 */
export class ImageUrlError extends Error {
  override name = 'ImageUrlError';
}

/** The URLs of one image configuration; the browser and the prerender make the same ones. */
export interface ImageUrls {
  /** The URL of `image` resized to `options`: on the image CDN, or the local static file. */
  imageUrl(image: ImageSource, options: ImageOptions): string;
  /** A `srcset` of `widths`, never wider than the source allows (upscaling only costs bytes). */
  imageSrcSet(image: ImageSource, options: SrcSetOptions): string;
  /** The placeholder per SPEC §9: one third of the size, blurred, low quality. */
  placeholderUrl(image: ImageSource, size: { width: number; height?: number }): string;
  /**
   * Whether a picture offers AVIF beside WebP in its own markup: in local mode, where each format
   * is a file; the CDN negotiates the format per request instead (`auto=format`).
   */
  readonly offersAvif: boolean;
  /**
   * `make()` once per image (asset, crop, hotspot) and `options`. What `make` computes must depend
   * on nothing else.
   */
  memo<T>(image: ImageSource, options: readonly unknown[], make: () => T): T;
}

export interface ImageUrlsOptions {
  /**
   * Called with each local file path the first time this builder makes it: how the prerender
   * learns which image files to build (prerender/page-document.ts).
   */
  onLocalPath?: (path: string) => void;
}

/**
 * Results kept per builder, by image and options. Pages repeat images (cards, logos, menus) and
 * each image asks for a srcset of several widths: building them was the prerender's costliest step
 * per image, and in the browser a re-render should not redo it. Bounded: content is not.
 */
const MEMO_LIMIT = 20_000;

// The CDN path carries project and dataset: images/<projectId>/<dataset>/<file>.
const CDN_PATH = /\/images\/([^/]+)\/([^/]+)\/[^/]+$/;

function fail(message: string, cause?: unknown): never {
  throw new ImageUrlError(message, { cause });
}

/** Width and height of the image after the editor's crop: the most any variant should ask for. */
export function croppedSize(image: ImageSource): { width: number; height: number } {
  const crop = image.crop ?? { top: 0, bottom: 0, left: 0, right: 0 };
  return {
    width: Math.round(image.asset.width * (1 - crop.left - crop.right)),
    height: Math.round(image.asset.height * (1 - crop.top - crop.bottom)),
  };
}

export function createImageUrls(config: ImageConfig, { onLocalPath }: ImageUrlsOptions = {}): ImageUrls {
  const local = config.mode === 'local';
  const cache = new Map<string, unknown>();

  const memo = <T>(image: ImageSource, options: readonly unknown[], make: () => T): T => {
    const { crop: c, hotspot: h } = image;
    const key = [
      image.asset._id,
      image.asset.url,
      c ? `${c.top},${c.bottom},${c.left},${c.right}` : '',
      h ? `${h.x},${h.y},${h.width},${h.height}` : '',
      ...options,
    ].join('|');
    if (cache.has(key)) return cache.get(key) as T;
    const value = make();
    if (cache.size >= MEMO_LIMIT) cache.clear();
    cache.set(key, value);
    return value;
  };

  const project = (image: ImageSource): { projectId: string; dataset: string } => {
    if (config.mode === 'local') return { projectId: 'local', dataset: 'local' };
    if (config.projectId && config.dataset) return { projectId: config.projectId, dataset: config.dataset };
    const match = CDN_PATH.exec(image.asset.url ?? '');
    if (match?.[1] && match[2]) return { projectId: match[1], dataset: match[2] };
    return fail(
      'Image URL needs a project id and dataset (the image configuration) or an asset with a materialised url',
    );
  };

  /** The builder's URL for `image`; in local mode a throwaway one whose query string we read. */
  const builderUrl = (image: ImageSource, options: ImageOptions): string => {
    if (!image?.asset) fail('Image has no asset: the required "asset" property is missing');
    if (!image.asset._id) fail('Image asset has no reference: no asset _id was found');
    const source: SanityImageObject = { asset: { _ref: image.asset._id } };
    if (image.crop) source.crop = image.crop;
    if (image.hotspot) source.hotspot = image.hotspot;
    const { projectId, dataset } = project(image);
    try {
      let builder = createImageUrlBuilder({ projectId, dataset })
        .image(source)
        .width(options.width)
        .quality(options.quality ?? IMAGE_QUALITY);
      if (options.height) builder = builder.height(options.height);
      if (options.blur) builder = builder.blur(options.blur);
      if (options.fit) builder = builder.fit(options.fit);
      if (options.crop) builder = builder.crop(options.crop);
      // The editor's hotspot is the focal point, so crop=focalpoint follows it as the CDN would.
      if (options.crop === 'focalpoint')
        builder = builder.focalPoint(image.hotspot?.x ?? 0.5, image.hotspot?.y ?? 0.5);
      if (!local) builder = builder.auto('format');
      return builder.url();
    } catch (error) {
      return fail(`Cannot build the image URL: ${error instanceof Error ? error.message : error}`, error);
    }
  };

  const toLocalPath = (built: string, format: LocalImageFormat | undefined): string => {
    const request = localRequestOf(built);
    if (!request) return fail(`Cannot map the image URL ${built} to a local file`);
    const path = localImagePath({ ...request, format: format === 'avif' ? 'avif' : undefined });
    onLocalPath?.(path);
    return path;
  };

  const imageUrl = (image: ImageSource, options: ImageOptions): string => {
    const make = () => {
      const built = builderUrl(image, options);
      return local ? toLocalPath(built, options.format) : built;
    };
    // An image without an asset fails in the builder, with the spec's message.
    if (!image?.asset) return make();
    const { width, height, quality, blur, fit, crop, format } = options;
    return memo(image, ['url', width, height, quality, blur, fit, crop, format], make);
  };

  return {
    imageUrl,
    imageSrcSet(image, options) {
      const source = croppedSize(image);
      const widest = options.aspect ? Math.min(source.width, source.height * options.aspect) : source.width;
      const widths = [...new Set(options.widths.map((w) => Math.round(Math.min(w, widest))))].sort(
        (a, b) => a - b,
      );
      return widths
        .map((width) => {
          const height = options.aspect ? Math.round(width / options.aspect) : undefined;
          const url = imageUrl(image, {
            width,
            height,
            quality: options.quality,
            fit: options.fit,
            format: options.format,
          });
          return `${url} ${width}w`;
        })
        .join(', ');
    },
    placeholderUrl(image, size) {
      const third = (n: number) => Math.max(1, Math.round(n * PLACEHOLDER_SCALE));
      return imageUrl(image, {
        width: third(size.width),
        height: size.height ? third(size.height) : undefined,
        blur: PLACEHOLDER_BLUR,
        quality: PLACEHOLDER_QUALITY,
      });
    },
    offersAvif: local,
    memo,
  };
}
