// The asset index of a dataset read back (parsed by the build's parseDataset, in
// prerender/content/dataset-source.ts): recovered from its asset documents, the pool name being
// the stem of each asset's originalFilename.
import type { StoredDocument } from '../../prerender/content/dataset-source.ts';
import type { AssetIndex, FileAssetRecord, ImageAssetRecord } from './documents.ts';

const stem = (filename: unknown) => String(filename).replace(/\.[a-z0-9]+$/, '');

export function assetIndexFromDocuments(docs: readonly StoredDocument[]): AssetIndex {
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
