// The files behind image and file assets, for content read from an export: a picture or brochure
// whose file is missing is found with the content, named by the document and field using it,
// not by the image stage long after, named by the file.
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { displayPath } from './dataset-source.ts';

export interface AssetFolders {
  /** `content/images`: `<assetId>-<width>x<height>.<ext>` per image asset. */
  images: string;
  /** `content/files`: `<assetId>.<ext>` per file asset. */
  files: string;
}

/** The folders the image stage and the file copy read, under the project root. */
export function localAssetFolders(root: string): AssetFolders {
  return { images: resolve(root, 'content/images'), files: resolve(root, 'content/files') };
}

const IMAGE_ASSET = /^image-([0-9a-f]+)-(\d+x\d+)-([a-z0-9]+)$/;
const FILE_ASSET = /^file-([0-9a-f]+)-([a-z0-9]+)$/;

function listing(folder: string): ReadonlySet<string> {
  try {
    return new Set(readdirSync(folder));
  } catch {
    return new Set();
  }
}

/**
 * A function that says what is wrong with an asset's file (`null` when it is there, or the id is
 * not an asset id). Each folder is listed once: a large catalogue has thousands of assets.
 */
export function assetFileCheck(folders: AssetFolders): (assetId: string) => string | null {
  const images = listing(folders.images);
  const files = listing(folders.files);
  const missing = (assetId: string, folder: string, names: ReadonlySet<string>, name: string) =>
    names.has(name)
      ? null
      : `the file of asset ${assetId} is missing: expected ${displayPath(resolve(folder, name))}`;
  return (assetId) => {
    const image = IMAGE_ASSET.exec(assetId);
    if (image) return missing(assetId, folders.images, images, `${image[1]}-${image[2]}.${image[3]}`);
    const file = FILE_ASSET.exec(assetId);
    if (file) return missing(assetId, folders.files, files, `${file[1]}.${file[2]}`);
    return null;
  };
}
