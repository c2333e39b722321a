// Renders the image pool with sharp and writes the brochures, naming every file by the SHA-1 of
// its bytes, as Sanity does. Returns the asset index the document builder needs.
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { Defs, svgDoc } from './art/svg-kit.ts';
import { BROCHURES } from './brochures.ts';
import {
  type AssetIndex,
  type FileAssetRecord,
  fileFileName,
  type ImageAssetRecord,
  imageFileName,
  sha1,
} from './documents.ts';
import { IMAGE_POOL, type PoolImage } from './images.ts';
import { makePdf } from './pdf.ts';

/** The SVG text of a pool image (also used by tests to re-render one picture). */
export function svgOf(image: PoolImage): string {
  const defs = new Defs();
  const body = image.scene(defs, image.width, image.height);
  return svgDoc(image.width, image.height, defs, body);
}

export async function renderImage(image: PoolImage): Promise<Buffer> {
  const pipeline = sharp(Buffer.from(svgOf(image)));
  return image.format === 'jpg'
    ? pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 72, mozjpeg: true }).toBuffer()
    : pipeline.png({ compressionLevel: 9, palette: true, effort: 10 }).toBuffer();
}

/** Runs `task` over `items`, at most `limit` at a time: the machines these run on have 2 cores. */
async function pool<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const workers = Array.from({ length: limit }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T);
    }
  });
  await Promise.all(workers);
  return results;
}

/** Writes the folder's files and removes any left from an earlier pool. */
async function syncFolder(folder: string, files: ReadonlyMap<string, Uint8Array>): Promise<void> {
  await mkdir(folder, { recursive: true });
  for (const existing of await readdir(folder)) {
    if (!files.has(existing)) await rm(join(folder, existing));
  }
  for (const [name, bytes] of files) await writeFile(join(folder, name), bytes);
}

export async function renderAssets(
  contentDir: string,
  log: (line: string) => void = () => {},
): Promise<AssetIndex> {
  const images = new Map<string, ImageAssetRecord>();
  const imageFiles = new Map<string, Uint8Array>();
  const rendered = await pool(IMAGE_POOL, 2, async (image) => {
    const bytes = await renderImage(image);
    log(`  ${image.name} ${image.width}x${image.height} ${Math.round(bytes.length / 1024)} KB`);
    return { image, bytes };
  });
  for (const { image, bytes } of rendered) {
    const record: ImageAssetRecord = {
      name: image.name,
      assetId: sha1(bytes),
      width: image.width,
      height: image.height,
      extension: image.format,
      size: bytes.length,
    };
    images.set(image.name, record);
    imageFiles.set(imageFileName(record), bytes);
  }
  const files = new Map<string, FileAssetRecord>();
  const pdfFiles = new Map<string, Uint8Array>();
  for (const brochure of BROCHURES) {
    const bytes = makePdf(brochure);
    const record: FileAssetRecord = {
      name: brochure.name,
      assetId: sha1(bytes),
      extension: 'pdf',
      size: bytes.length,
    };
    files.set(brochure.name, record);
    pdfFiles.set(fileFileName(record), bytes);
  }
  await syncFolder(join(contentDir, 'images'), imageFiles);
  await syncFolder(join(contentDir, 'files'), pdfFiles);
  return { images, files };
}
