// The files behind the dataset: every asset's file exists, has the size its id claims and the
// digest it is named by; the folder stays inside its budget; and the build is repeatable.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { parseDataset } from '../../prerender/content/dataset-source.ts';
import { buildDatasetLines } from './build-dataset.ts';
import { sha1 } from './documents.ts';
import { IMAGE_POOL } from './images.ts';
import { assetIndexFromDocuments } from './read-dataset.ts';
import { renderImage } from './render-assets.ts';

const CONTENT = join(import.meta.dirname, '..', '..', 'content');
const DATASET = join(CONTENT, 'dataset.ndjson');
const text = readFileSync(DATASET, 'utf8');
const docs = parseDataset(text, DATASET);
const images = docs.filter((d) => d._type === 'sanity.imageAsset');
const files = docs.filter((d) => d._type === 'sanity.fileAsset');

/** 15 MB: the repository carries these files, so they must stay small. */
const BUDGET_BYTES = 15 * 1024 * 1024;

describe('bundled assets', () => {
  it('has a real file for every image asset, of the size and format its id names', async () => {
    expect(images.length).toBeGreaterThanOrEqual(40);
    for (const asset of images) {
      const match = /^image-([0-9a-f]{40})-(\d+)x(\d+)-(jpg|png)$/.exec(asset._id);
      expect(match, asset._id).not.toBeNull();
      const [, assetId, width, height, ext] = match ?? [];
      const path = join(CONTENT, 'images', `${assetId}-${width}x${height}.${ext}`);
      const bytes = readFileSync(path);
      const meta = await sharp(bytes).metadata();
      expect([meta.width, meta.height, meta.format], asset._id).toEqual([
        Number(width),
        Number(height),
        ext === 'jpg' ? 'jpeg' : 'png',
      ]);
      expect(sha1(bytes), asset._id).toBe(assetId);
      expect([asset.assetId, asset.size, asset.url, asset.path]).toEqual([
        assetId,
        bytes.length,
        `https://cdn.sanity.io/images/bundled/production/${assetId}-${width}x${height}.${ext}`,
        `images/bundled/production/${assetId}-${width}x${height}.${ext}`,
      ]);
    }
  });

  it('uses the sizes the site asks for: heroes 1900x860, slides 1400x800, icons and logos', () => {
    const sizes = images.map(
      (a) =>
        `${(a.metadata as { dimensions: { width: number; height: number } }).dimensions.width}x${(a.metadata as { dimensions: { height: number } }).dimensions.height}`,
    );
    for (const size of ['1900x860', '1400x800', '1200x900', '800x600', '600x200', '128x128'])
      expect(sizes).toContain(size);
  });

  it('has a real PDF for every file asset', () => {
    expect(files.length).toBeGreaterThan(0);
    for (const asset of files) {
      const bytes = readFileSync(join(CONTENT, 'files', `${asset.assetId}.pdf`));
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(bytes.subarray(-6).toString('latin1')).toBe('%%EOF\n');
      expect(sha1(bytes)).toBe(asset.assetId);
      expect(asset._id).toBe(`file-${asset.assetId}-pdf`);
    }
  });

  it('keeps content/images and content/files under 15 MB, with no stray files', () => {
    const expected = new Set([
      ...images.map((a) => `images/${String(a.path).split('/').pop()}`),
      ...files.map((a) => `files/${a.assetId}.pdf`),
    ]);
    const present = ['images', 'files'].flatMap((folder) =>
      readdirSync(join(CONTENT, folder)).map((name) => `${folder}/${name}`),
    );
    expect(new Set(present)).toEqual(expected);
    const total = present.reduce((sum, name) => sum + statSync(join(CONTENT, name)).size, 0);
    expect(total).toBeLessThan(BUDGET_BYTES);
  });
});

describe('building the dataset', () => {
  it('is deterministic: the builder gives the committed file, line for line, every time', () => {
    const index = assetIndexFromDocuments(docs);
    const first = buildDatasetLines(index);
    const second = buildDatasetLines(index);
    expect(second).toEqual(first);
    expect(first).toEqual(text.trimEnd().split('\n'));
  });

  it('renders a pool picture to the same bytes as the committed file', async () => {
    const icon = IMAGE_POOL.find((p) => p.name === 'icon-warranty');
    if (!icon) throw new Error('icon-warranty is missing from the pool');
    const asset = assetIndexFromDocuments(docs).images.get('icon-warranty');
    expect(sha1(await renderImage(icon))).toBe(asset?.assetId);
  });
});
