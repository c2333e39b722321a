// Images and files as the projections deliver them: the asset dereferenced to what
// @sanity/image-url and the image pipeline need.
import { z } from 'zod';
import { dropIssue } from './issues.ts';

/** `image-<assetId>-<width>x<height>-<ext>`: the asset id @sanity/image-url parses. */
export const IMAGE_ASSET_ID = /^image-[0-9a-f]+-\d+x\d+-[a-z0-9]+$/;

const fraction = (value: number) => value >= 0 && value <= 1;

/**
 * The focal area, as fractions of the image. One out of range would aim the crop off the picture,
 * so it is left out (a warning) and the image is cropped about its centre.
 */
export const hotspotSchema = z
  .object({ x: z.number(), y: z.number(), height: z.number(), width: z.number() })
  .check((ctx) => {
    const { x, y, width, height } = ctx.value;
    if (![x, y, width, height].every(fraction) || width === 0 || height === 0) {
      const message = `hotspot out of range: left out, the image is cropped about its centre (expected x, y, width and height as fractions from 0 to 1), got ${JSON.stringify(ctx.value)}`;
      ctx.issues.push(dropIssue('property', ctx.value, [], message));
    }
  });
export type Hotspot = z.infer<typeof hotspotSchema>;

/**
 * What is cut from each side, as fractions. A crop that leaves nothing (left + right ≥ 1) would
 * fail in the image pipeline, named by file; it is left out here (a warning) and the image is whole.
 */
export const cropSchema = z
  .object({ top: z.number(), bottom: z.number(), left: z.number(), right: z.number() })
  .check((ctx) => {
    const { top, bottom, left, right } = ctx.value;
    if (![top, bottom, left, right].every(fraction) || left + right >= 1 || top + bottom >= 1) {
      const message = `crop leaves no picture: left out, the image is shown whole (expected fractions with left + right and top + bottom below 1), got ${JSON.stringify(ctx.value)}`;
      ctx.issues.push(dropIssue('property', ctx.value, [], message));
    }
  });
export type Crop = z.infer<typeof cropSchema>;

export const imageAssetSchema = z.object(
  {
    _id: z.string().regex(IMAGE_ASSET_ID, 'expected an asset id "image-<hex>-<width>x<height>-<ext>"'),
    url: z.string().min(1),
    path: z.string().min(1),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    extension: z.string().min(1),
  },
  { error: 'expected an image asset (a reference to a sanity.imageAsset)' },
);
export type ImageAsset = z.infer<typeof imageAssetSchema>;

export const imageSchema = z.object({
  alt: z.string(),
  asset: imageAssetSchema,
  // Nullish: a hotspot or crop left out by the snapshot is gone, not null.
  hotspot: hotspotSchema.nullish().transform((hotspot) => hotspot ?? null),
  crop: cropSchema.nullish().transform((crop) => crop ?? null),
});
export type Image = z.infer<typeof imageSchema>;

export const fileAssetSchema = z.object(
  {
    url: z.string().min(1),
    path: z.string().min(1),
    extension: z.string().min(1),
    size: z.number().int().nonnegative(),
    originalFilename: z.string(),
  },
  { error: 'expected a file asset (a reference to a sanity.fileAsset)' },
);
export type FileAsset = z.infer<typeof fileAssetSchema>;
