// Makes a local image file from the path that src/content/local-image-path.ts spells (local mode):
// each path names its source and transform, and sharp makes the WebP or AVIF it describes. The
// persistent cache, the build's copy into dist/ and the dev server's making on request are in
// image-cache.ts.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import type { LocalImageRequest } from '../src/content/local-image-path.ts';
import { parseLocalImagePath } from './local-image-path.ts';

/**
 * Bumped whenever the output for a path changes (encoder settings, blur mapping), so a cache made
 * by an older generator is never reused. Source files are content-addressed by their asset id.
 */
export const IMAGE_GENERATOR_VERSION = 'v3';
/** The biggest side we make: the image CDN's own limit, and a guard against a typo's 100000px file. */
const MAX_SIDE = 8192;
/** Fill colour for fit=fill and fit=fillmax, as the CDN's default background. */
const FILL_BACKGROUND = { r: 255, g: 255, b: 255, alpha: 1 };
/** WebP effort 4 (the encoder's default): higher efforts cost far more time than they save bytes. */
const WEBP_EFFORT = 4;
/**
 * PNG sources are drawn art (logos, icons) with flat colour and hard edges, which lossy WebP
 * blurs and rings. Near-lossless WebP at this preprocessing level (100 is lossless) keeps them
 * visually exact and is usually smaller; the build keeps whichever of the two is smaller
 * (docs/decisions/015-near-lossless-art.md).
 */
const NEAR_LOSSLESS_LEVEL = 60;
const ART_EXTENSIONS = ['png'];
/**
 * AVIF for the first-painted pictures only (docs/decisions/006-avif-first-paint.md). The path's
 * quality is on WebP's scale; at equal error AVIF needs about 0.7 of it (q85 → 60, decision 001).
 * Effort 3 of 9: most of the default effort's saving for about half its time.
 */
const AVIF_QUALITY_SCALE = 0.7;
const AVIF_EFFORT = 3;
/**
 * Colour at half resolution, as WebP always has it and as the sources (camera JPEGs) already are:
 * 8-10 % fewer bytes than sharp's full-resolution default, at the same SSIM as WebP q85.
 */
const AVIF_CHROMA = '4:2:0';

/** A local image path that cannot be made. The message always names the path. */
export class ImageBuildError extends Error {
  override name = 'ImageBuildError';
  readonly path: string;

  constructor(path: string, message: string, options?: { cause?: unknown }) {
    super(`Image ${path}: ${message}`, options);
    this.path = path;
  }
}

const IMAGE_PATH = /\/images\/[A-Za-z0-9]+-\d+x\d+-[a-z0-9]+\/[A-Za-z0-9._-]+\.(?:webp|avif)/g;

/** Every local image path in a text (rendered HTML, page-data JSON), once each, in order. */
export function collectImagePaths(text: string): string[] {
  return [...new Set(text.match(IMAGE_PATH))];
}

export function sourceFileName(request: LocalImageRequest): string {
  return `${request.assetId}-${request.sourceWidth}x${request.sourceHeight}.${request.extension}`;
}

/** The request a local image path stands for; an ImageBuildError if the site would not make it. */
export function parseImagePath(path: string): LocalImageRequest {
  const request = parseLocalImagePath(path);
  if (!request) throw new ImageBuildError(path, 'not a local image path this site makes');
  if (request.width > MAX_SIDE || (request.height ?? 0) > MAX_SIDE) {
    throw new ImageBuildError(path, `larger than ${MAX_SIDE} pixels`);
  }
  return request;
}

function round(n: number): number {
  return Math.max(1, Math.round(n));
}

/** The resize step, after the rect: the image CDN's fit modes (clip is its default). */
function resize(
  pipeline: Sharp,
  request: LocalImageRequest,
  regionWidth: number,
  regionHeight: number,
): Sharp {
  const { width, height, fit = 'clip', crop, focalPoint } = request;
  const box = height ?? round((width * regionHeight) / regionWidth);
  if (fit === 'scale') return pipeline.resize(width, box, { fit: 'fill' });
  if ((fit === 'crop' || fit === 'min') && height !== undefined) {
    // min never exceeds the source: it shrinks the box, keeping its shape.
    const shrink = fit === 'min' ? Math.min(1, regionWidth / width, regionHeight / height) : 1;
    const w = round(width * shrink);
    const h = round(height * shrink);
    if (crop === 'focalpoint' && focalPoint) {
      const scale = Math.max(w / regionWidth, h / regionHeight);
      const coverW = Math.max(w, Math.round(regionWidth * scale));
      const coverH = Math.max(h, Math.round(regionHeight * scale));
      const clamp = (v: number, max: number) => Math.min(Math.max(0, Math.round(v)), max);
      return pipeline.resize(coverW, coverH, { fit: 'fill' }).extract({
        left: clamp(focalPoint.x * coverW - w / 2, coverW - w),
        top: clamp(focalPoint.y * coverH - h / 2, coverH - h),
        width: w,
        height: h,
      });
    }
    const position =
      crop === 'entropy'
        ? sharp.strategy.entropy
        : crop === 'center' || !crop || crop === 'focalpoint'
          ? 'centre'
          : crop;
    return pipeline.resize(w, h, { fit: 'cover', position });
  }
  // clip, max, fill, fillmax: the region scaled to fit inside the box (max and fillmax never
  // upscale); fill and fillmax then pad to the box.
  let scale = Math.min(width / regionWidth, box / regionHeight);
  if (fit === 'max' || fit === 'fillmax') scale = Math.min(scale, 1);
  const w = round(regionWidth * scale);
  const h = round(regionHeight * scale);
  const resized = pipeline.resize(w, h, { fit: 'fill' });
  if ((fit === 'fill' || fit === 'fillmax') && height !== undefined && (w < width || h < height)) {
    const left = Math.floor((width - w) / 2);
    const top = Math.floor((height - h) / 2);
    return resized.extend({
      left,
      top,
      right: width - w - left,
      bottom: height - h - top,
      background: FILL_BACKGROUND,
    });
  }
  return resized;
}

/** A source decoded once to pixels: its variants then skip the decode, most of their cost. */
export interface DecodedSource {
  data: Buffer;
  info: OutputInfo;
}

/** Reads and checks the source of `path`: it must exist and have the size its asset id says. */
export async function decodeSource(path: string, sourceDir: string): Promise<DecodedSource> {
  const request = parseImagePath(path);
  const file = join(sourceDir, sourceFileName(request));
  if (!existsSync(file)) throw new ImageBuildError(path, `source file ${file} not found`);
  const decoded = await sharp(file, { autoOrient: true })
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch((error: unknown) => {
      throw new ImageBuildError(path, `cannot read source file ${file}: ${(error as Error).message}`, {
        cause: error,
      });
    });
  const { width, height } = decoded.info;
  if (width !== request.sourceWidth || height !== request.sourceHeight) {
    throw new ImageBuildError(
      path,
      `source file ${file} is ${width}x${height}, its asset id says ${request.sourceWidth}x${request.sourceHeight}`,
    );
  }
  return decoded;
}

/** The WebP or AVIF file `path` names, made from its decoded source. */
export async function renderImage(path: string, source: DecodedSource): Promise<Buffer> {
  const request = parseImagePath(path);
  const { width, height, channels } = source.info;
  const { rect } = request;
  let pipeline = sharp(source.data, { raw: { width, height, channels } });
  if (rect) pipeline = pipeline.extract(rect);
  pipeline = resize(pipeline, request, rect?.width ?? width, rect?.height ?? height);
  // The CDN's blur runs 1..2000; half of it as a Gaussian sigma looks alike at placeholder sizes.
  if (request.blur) pipeline = pipeline.blur(Math.max(0.3, request.blur / 2));
  try {
    if (request.format === 'avif') {
      const quality = Math.max(1, Math.round(request.quality * AVIF_QUALITY_SCALE));
      return await pipeline.avif({ quality, effort: AVIF_EFFORT, chromaSubsampling: AVIF_CHROMA }).toBuffer();
    }
    if (!ART_EXTENSIONS.includes(request.extension)) {
      return await pipeline.webp({ quality: request.quality, effort: WEBP_EFFORT }).toBuffer();
    }
    const [lossy, nearLossless] = await Promise.all([
      pipeline.clone().webp({ quality: request.quality, effort: WEBP_EFFORT }).toBuffer(),
      pipeline
        .clone()
        .webp({ nearLossless: true, quality: NEAR_LOSSLESS_LEVEL, effort: WEBP_EFFORT })
        .toBuffer(),
    ]);
    return nearLossless.length < lossy.length ? nearLossless : lossy;
  } catch (error) {
    throw new ImageBuildError(path, `cannot make it: ${(error as Error).message}`, { cause: error });
  }
}

/**
 * Makes the WebP file a local image path names, from its source in `sourceDir`. Throws an
 * ImageBuildError naming the path for a bad path, a missing source or one of another size.
 */
export async function makeImage(path: string, sourceDir: string): Promise<Buffer> {
  return renderImage(path, await decodeSource(path, sourceDir));
}
