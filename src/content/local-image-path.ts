// How a local image variant is spelled as a static file path (local mode: DESIGN.md "Images").
// Browser-safe: the browser makes the same paths for the pictures only it renders. The inverse,
// which the build and the dev server use to make a requested file, is prerender/local-image-path.ts.
import type { CropMode, FitMode } from '@sanity/image-url';
import { IMAGE_QUALITY } from '../lib/constants.ts';

export type { CropMode, FitMode };

/** Where local image files live under the site root. */
export const LOCAL_IMAGE_PREFIX = '/images/';
/**
 * Local mode writes WebP for every image, and AVIF too for the pictures painted first (the header
 * logo, the hero): docs/decisions/001-local-image-format.md and 006-avif-first-paint.md.
 */
export const LOCAL_IMAGE_FORMAT = 'webp';
export type LocalImageFormat = typeof LOCAL_IMAGE_FORMAT | 'avif';

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

/**
 * The transform a `@sanity/image-url` URL asks for, as a local request; null when the URL does
 * not name its source the builder's way (`<assetId>-<w>x<h>.<ext>`).
 */
export function localRequestOf(url: string): LocalImageRequest | null {
  const [base = '', query = ''] = url.split('?');
  const file = /([A-Za-z0-9]+)-(\d+)x(\d+)\.([a-z0-9]+)$/.exec(base);
  if (!file) return null;
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
