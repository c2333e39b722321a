// The one image URL builder (DESIGN.md "Images", SPEC §7 and §8). Ships to the browser: keep it
// small, browser-safe and free of Node built-ins. `@sanity/image-url` computes every transform; in
// local mode its query string is turned into a static file path that prerender/images.ts makes.
import type { CropMode, FitMode, SanityImageObject } from '@sanity/image-url';
import { createImageUrlBuilder } from '@sanity/image-url';
import { IMAGE_QUALITY, PLACEHOLDER_BLUR, PLACEHOLDER_QUALITY, PLACEHOLDER_SCALE } from '../lib/constants.ts';

export type { CropMode, FitMode };

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

export interface ImageRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Everything a local image path says: the source file and the transform to make from it. */
export interface LocalImageRequest {
  assetId: string;
  sourceWidth: number;
  sourceHeight: number;
  extension: string;
  width: number;
  height?: number;
  quality: number;
  blur?: number;
  fit?: FitMode;
  crop?: CropMode;
  rect?: ImageRect;
  focalPoint?: { x: number; y: number };
  /** Absent: WebP. */
  format?: 'avif';
}

/** Where local image files live under the site root. */
export const LOCAL_IMAGE_PREFIX = '/images/';
/**
 * Local mode writes WebP for every image, and AVIF too for the pictures painted first (the header
 * logo, the hero): docs/decisions/001-local-image-format.md and 006-avif-first-paint.md.
 */
export const LOCAL_IMAGE_FORMAT = 'webp';
export type LocalImageFormat = typeof LOCAL_IMAGE_FORMAT | 'avif';

/**
 * Whether a picture offers AVIF beside WebP in its own markup: in local mode, where each format is
 * a file; the CDN negotiates the format per request instead (`auto=format`).
 */
export function offersAvif(): boolean {
  return config.mode === 'local';
}

/** An image URL could not be made. `reason` keeps the builder's own message. */
export class ImageUrlError extends Error {
  override name = 'ImageUrlError';
  readonly reason: string;
  readonly detail: string;
  readonly documentId: string | undefined;

  constructor(detail: string, options: { reason?: string; documentId?: string; cause?: unknown } = {}) {
    super(options.documentId ? `Document "${options.documentId}": ${detail}` : detail, {
      cause: options.cause,
    });
    this.detail = detail;
    this.reason = options.reason ?? detail;
    this.documentId = options.documentId;
  }

  /** The same error naming the document that holds the image: the build knows it, we do not. */
  inDocument(documentId: string): ImageUrlError {
    return new ImageUrlError(this.detail, { reason: this.reason, documentId, cause: this.cause });
  }
}

let config: ImageConfig = { mode: 'local' };

/**
 * URLs and sources already made, by image and options. Pages repeat images (cards, logos, menus)
 * and each image asks for a srcset of several widths: building them was the prerender's costliest
 * step per image, and in the browser a re-render should not redo it. Bounded: content is not.
 */
const memo = new Map<string, unknown>();
const MEMO_LIMIT = 20_000;

/** Where the prerender collects the local image paths made, to build exactly those files. */
let recorder: Set<string> | null = null;

export function recordImagePaths(into: Set<string> | null): void {
  recorder = into;
}

/** Set once at start-up, on the server and in the browser alike, so both make the same URLs. */
export function configureImages(next: ImageConfig): void {
  config = next;
  memo.clear();
}

/**
 * `make()` once per image (asset, crop, hotspot) and `options`, under the current configuration.
 * What `make` computes must depend on nothing else. Local image paths made inside `make` are
 * recorded when made; the prerender only needs each path once per thread.
 */
export function memoImage<T>(image: ImageSource, options: readonly unknown[], make: () => T): T {
  const { crop: c, hotspot: h } = image;
  const key = [
    image.asset._id,
    image.asset.url,
    c ? `${c.top},${c.bottom},${c.left},${c.right}` : '',
    h ? `${h.x},${h.y},${h.width},${h.height}` : '',
    ...options,
  ].join('|');
  if (memo.has(key)) return memo.get(key) as T;
  const value = make();
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(key, value);
  return value;
}

// The CDN path carries project and dataset: images/<projectId>/<dataset>/<file>.
const CDN_PATH = /\/images\/([^/]+)\/([^/]+)\/[^/]+$/;

function fail(message: string, reason?: string, cause?: unknown): never {
  throw new ImageUrlError(message, { reason: reason ?? message, cause });
}

function project(image: ImageSource): { projectId: string; dataset: string } {
  if (config.mode === 'local') return { projectId: 'local', dataset: 'local' };
  if (config.projectId && config.dataset) return { projectId: config.projectId, dataset: config.dataset };
  const match = CDN_PATH.exec(image.asset.url ?? '');
  if (match?.[1] && match[2]) return { projectId: match[1], dataset: match[2] };
  return fail(
    'Image URL needs a project id and dataset (configureImages) or an asset with a materialised url',
  );
}

/** The builder's URL for `image`; in local mode a throwaway one whose query string we read. */
function builderUrl(image: ImageSource, options: ImageOptions): string {
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
    if (config.mode === 'sanity') builder = builder.auto('format');
    return builder.url();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return fail(`Cannot build the image URL: ${reason}`, reason, error);
  }
}

/** The URL of `image` resized to `options`: on the image CDN, or the local static file. */
export function imageUrl(image: ImageSource, options: ImageOptions): string {
  const make = () => {
    const built = builderUrl(image, options);
    const url =
      config.mode === 'sanity'
        ? built
        : localImagePath({
            ...toLocalRequest(built),
            format: options.format === 'avif' ? 'avif' : undefined,
          });
    recorder?.add(url);
    return url;
  };
  // An image without an asset fails in the builder, with the spec's message.
  if (!image?.asset) return make();
  const { width, height, quality, blur, fit, crop, format } = options;
  return memoImage(image, ['url', width, height, quality, blur, fit, crop, format], make);
}

/** The placeholder per SPEC §9: one third of the size, blurred, low quality. */
export function placeholderUrl(image: ImageSource, size: { width: number; height?: number }): string {
  const third = (n: number) => Math.max(1, Math.round(n * PLACEHOLDER_SCALE));
  return imageUrl(image, {
    width: third(size.width),
    height: size.height ? third(size.height) : undefined,
    blur: PLACEHOLDER_BLUR,
    quality: PLACEHOLDER_QUALITY,
  });
}

/** Width and height of the image after the editor's crop: the most any variant should ask for. */
export function croppedSize(image: ImageSource): { width: number; height: number } {
  const crop = image.crop ?? { top: 0, bottom: 0, left: 0, right: 0 };
  return {
    width: Math.round(image.asset.width * (1 - crop.left - crop.right)),
    height: Math.round(image.asset.height * (1 - crop.top - crop.bottom)),
  };
}

/** A `srcset` of `widths`, never wider than the source allows (upscaling only costs bytes). */
export function imageSrcSet(image: ImageSource, options: SrcSetOptions): string {
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
}

function toLocalRequest(url: string): LocalImageRequest {
  const [base = '', query = ''] = url.split('?');
  // The builder names the source `<assetId>-<w>x<h>.<ext>` after its parsed asset reference.
  const file = /([A-Za-z0-9]+)-(\d+)x(\d+)\.([a-z0-9]+)$/.exec(base);
  if (!file) return fail(`Cannot map the image URL ${url} to a local file`);
  const params = new Map(query.split('&').map((pair) => pair.split('=') as [string, string]));
  const number = (key: string) =>
    params.has(key) ? Number(decodeURIComponent(params.get(key) ?? '')) : undefined;
  const rect = params.get('rect')?.split(',').map(Number);
  // Four decimals keep the path short and free of exponents (1e-7) that it could not spell.
  const fraction = (key: string) => {
    const value = number(key);
    return value === undefined ? undefined : Math.round(value * 1e4) / 1e4;
  };
  const fpX = fraction('fp-x');
  const fpY = fraction('fp-y');
  return {
    assetId: file[1] ?? '',
    sourceWidth: Number(file[2]),
    sourceHeight: Number(file[3]),
    extension: file[4] ?? '',
    width: number('w') ?? 0,
    height: number('h'),
    quality: number('q') ?? IMAGE_QUALITY,
    blur: number('blur'),
    fit: params.get('fit') as FitMode | undefined,
    crop: params.get('crop') as CropMode | undefined,
    rect: rect
      ? { left: rect[0] ?? 0, top: rect[1] ?? 0, width: rect[2] ?? 0, height: rect[3] ?? 0 }
      : undefined,
    focalPoint: fpX !== undefined && fpY !== undefined ? { x: fpX, y: fpY } : undefined,
  };
}

/**
 * The static path of a local image variant. Static hosts ignore query strings, so every variant
 * is its own file: /images/<assetId>-<w>x<h>-<ext>/w400-h300-q85[-b10][-f<fit>][-c<crop>][-r<l>_<t>_<w>_<h>][-fp<x>_<y>].webp (or .avif)
 */
export function localImagePath(request: LocalImageRequest): string {
  const { rect, focalPoint } = request;
  const parts = [
    `w${request.width}`,
    request.height !== undefined && `h${request.height}`,
    `q${request.quality}`,
    request.blur !== undefined && `b${request.blur}`,
    request.fit && `f${request.fit}`,
    request.crop && `c${request.crop}`,
    rect && `r${rect.left}_${rect.top}_${rect.width}_${rect.height}`,
    focalPoint && `fp${focalPoint.x}_${focalPoint.y}`,
  ].filter(Boolean);
  const folder = `${request.assetId}-${request.sourceWidth}x${request.sourceHeight}-${request.extension}`;
  return `${LOCAL_IMAGE_PREFIX}${folder}/${parts.join('-')}.${request.format ?? LOCAL_IMAGE_FORMAT}`;
}
