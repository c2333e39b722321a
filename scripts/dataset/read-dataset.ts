// Reading a dataset back: parse the NDJSON and recover the asset index from the asset
// documents (the pool name is the stem of each asset's originalFilename).
import type { AssetIndex, FileAssetRecord, ImageAssetRecord, SanityDocument } from './documents.ts';

export function parseDataset(text: string): SanityDocument[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as SanityDocument);
}

const stem = (filename: unknown) => String(filename).replace(/\.[a-z0-9]+$/, '');

export function assetIndexFromDocuments(docs: readonly SanityDocument[]): AssetIndex {
  const images = new Map<string, ImageAssetRecord>();
  const files = new Map<string, FileAssetRecord>();
  for (const d of docs) {
    if (d._type === 'sanity.imageAsset') {
      const dimensions = (d.metadata as { dimensions: { width: number; height: number } }).dimensions;
      images.set(stem(d.originalFilename), {
        name: stem(d.originalFilename),
        assetId: String(d.assetId),
        width: dimensions.width,
        height: dimensions.height,
        extension: d.extension === 'png' ? 'png' : 'jpg',
        size: Number(d.size),
      });
    } else if (d._type === 'sanity.fileAsset') {
      files.set(stem(d.originalFilename), {
        name: stem(d.originalFilename),
        assetId: String(d.assetId),
        extension: 'pdf',
        size: Number(d.size),
      });
    }
  }
  return { images, files };
}
