// Images and files as the projections deliver them: the asset dereferenced to what
// @sanity/image-url and the image pipeline need.
import { z } from 'zod';

/** `image-<assetId>-<width>x<height>-<ext>`: the asset id @sanity/image-url parses. */
export const IMAGE_ASSET_ID = /^image-[0-9a-f]+-\d+x\d+-[a-z0-9]+$/;

export const hotspotSchema = z.object({
  x: z.number(),
  y: z.number(),
  height: z.number(),
  width: z.number(),
});
export type Hotspot = z.infer<typeof hotspotSchema>;

export const cropSchema = z.object({
  top: z.number(),
  bottom: z.number(),
  left: z.number(),
  right: z.number(),
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
  hotspot: hotspotSchema.nullable(),
  crop: cropSchema.nullable(),
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
