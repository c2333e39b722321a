// The one image URL builder (DESIGN.md "Images", SPEC §7 and §8). Ships to the browser: keep it
// small, browser-safe and free of Node built-ins. `@sanity/image-url` computes every transform; in
// local mode its query string is turned into a static file path (./local-image-path.ts) that
// prerender/images.ts makes. There is no module state: the browser and the prerender each make a
// builder from the site's image configuration and hand it down (src/components/image-urls.tsx).
import type {
  CropMode,
  FitMode,
  ImageUrlBuilder,
  ImageUrlBuilderOptionsWithAliases,
  SanityImageObject,
} from '@sanity/image-url';
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
   * Called with each local file path this builder makes, each time it makes it: how the prerender
   * learns which image files to build (prerender/page-document.ts keeps them in a set).
   */
  onLocalPath?: (path: string) => void;
}

/**
 * Results kept per builder, by image and options (`memo`): a picture's sources, a srcset of several
 * widths in one or two formats (src/components/lazy-image.tsx). Pages repeat pictures (cards, logos,
 * menus), and in the browser a re-render should not redo them. Single URLs are not kept: making a
 * key and looking it up cost as much as the URL, and doubled the first render's cost (the browser
 * renders each picture once). Bounded: content is not.
 */
const MEMO_LIMIT = 20_000;

// The CDN path carries project and dataset: images/<projectId>/<dataset>/<file>.
const CDN_PATH = /\/images\/([^/]+)\/([^/]+)\/[^/]+$/;

function fail(message: string, cause?: unknown): never {
  throw new ImageUrlError(message, { cause });
}

/** The image's asset, or the error SPEC §8 names for an image without one (data typed by hand). */
function assetOf(image: ImageSource): ImageSource['asset'] {
  if (!image?.asset) fail('Image has no asset: the required "asset" property is missing');
  return image.asset;
}

/** Width and height of the image after the editor's crop: the most any variant should ask for. */
export function croppedSize(image: ImageSource): { width: number; height: number } {
  const asset = assetOf(image);
  const crop = image.crop ?? { top: 0, bottom: 0, left: 0, right: 0 };
  return {
    width: Math.round(asset.width * (1 - crop.left - crop.right)),
    height: Math.round(asset.height * (1 - crop.top - crop.bottom)),
  };
}

export function createImageUrls(config: ImageConfig, { onLocalPath }: ImageUrlsOptions = {}): ImageUrls {
  const local = config.mode === 'local';
  const cache = new Map<string, unknown>();

  // Per image object: its memo key, and the builder holding its source. A page hands the same
  // object to every URL of a picture, so these are made once per picture, not once per URL.
  const perImage = new WeakMap<ImageSource, { key: string; builder?: ImageUrlBuilder }>();
  const imageEntry = (image: ImageSource) => {
    let entry = perImage.get(image);
    if (!entry) {
      const { crop: c, hotspot: h } = image;
      const asset = assetOf(image);
      const key = [
        asset._id,
        asset.url,
        c ? `${c.top},${c.bottom},${c.left},${c.right}` : '',
        h ? `${h.x},${h.y},${h.width},${h.height}` : '',
      ].join('|');
      entry = { key };
      perImage.set(image, entry);
    }
    return entry;
  };

  const memo = <T>(image: ImageSource, options: readonly unknown[], make: () => T): T => {
    const key = `${imageEntry(image).key}|${options.join('|')}`;
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

  /** The builder for `image`'s source, made once per image object. */
  const imageBuilder = (image: ImageSource): ImageUrlBuilder => {
    const entry = imageEntry(image);
    if (entry.builder) return entry.builder;
    if (!image.asset._id) fail('Image asset has no reference: no asset _id was found');
    const source: SanityImageObject = { asset: { _ref: image.asset._id } };
    if (image.crop) source.crop = image.crop;
    if (image.hotspot) source.hotspot = image.hotspot;
    entry.builder = createImageUrlBuilder(project(image)).image(source);
    return entry.builder;
  };

  /** The builder's URL for `image`; in local mode a throwaway one whose query string we read. */
  const builderUrl = (image: ImageSource, options: ImageOptions): string => {
    const builder = imageBuilder(image);
    // The plain options in one step, as each of the builder's setters copies all its options; fit
    // and crop through their setters, which check the mode.
    const spec: ImageUrlBuilderOptionsWithAliases = {
      width: options.width,
      quality: options.quality ?? IMAGE_QUALITY,
    };
    if (options.height) spec.height = options.height;
    if (options.blur) spec.blur = options.blur;
    if (!local) spec.auto = 'format';
    try {
      let built = builder.withOptions(spec);
      if (options.fit) built = built.fit(options.fit);
      if (options.crop) built = built.crop(options.crop);
      // The editor's hotspot is the focal point, so crop=focalpoint follows it as the CDN would.
      if (options.crop === 'focalpoint')
        built = built.focalPoint(image.hotspot?.x ?? 0.5, image.hotspot?.y ?? 0.5);
      return built.url();
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
    const built = builderUrl(image, options);
    return local ? toLocalPath(built, options.format) : built;
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
