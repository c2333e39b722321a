// What the prerender's tests share: the small fixture dataset and the site-model options.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AssetFolders } from './content/asset-files.ts';
import {
  createDatasetSource,
  createDocumentsSource,
  parseDataset,
  type StoredDocument,
} from './content/dataset-source.ts';
import { loadSnapshot, type Snapshot, type SnapshotOptions } from './content/snapshot.ts';
import { buildSiteModel, type SiteModel, type SiteModelOptions } from './site-model.ts';

export const FIXTURE_DATASET = 'test/fixtures/dataset.ndjson';

export function fixtureOptions(overrides: Partial<SiteModelOptions> = {}): SiteModelOptions {
  return {
    siteUrl: 'https://example.test',
    year: 2024,
    analyticsId: null,
    images: { mode: 'local' },
    ...overrides,
  };
}

let fixtureText: string | undefined;

/** The fixture's documents, parsed afresh for each call (a test edits them); the file is read once. */
export function fixtureDocuments(): StoredDocument[] {
  fixtureText ??= readFileSync(FIXTURE_DATASET, 'utf8');
  return parseDataset(fixtureText, 'fixture');
}

/** The document `id` of `docs`, for a test to edit. */
export function fixtureDocument(docs: StoredDocument[], id: string): StoredDocument {
  const found = docs.find((d) => d._id === id);
  if (!found) throw new Error(`no ${id} in the fixture`);
  return found;
}

/** The fixture after `edit`, loaded as the build loads content: its snapshot and problems. */
export function loadEditedFixture(edit: (docs: StoredDocument[]) => void, options: SnapshotOptions = {}) {
  const docs = fixtureDocuments();
  edit(docs);
  return loadSnapshot(createDocumentsSource(docs, 'edited fixture'), options);
}

export async function fixtureSnapshot(): Promise<Snapshot> {
  return (await loadSnapshot(createDatasetSource(FIXTURE_DATASET))).snapshot;
}

/** The site model of the fixture as it stands, with `fixtureOptions(overrides)`. */
export async function fixtureSiteModel(overrides: Partial<SiteModelOptions> = {}): Promise<SiteModel> {
  return buildSiteModel(await fixtureSnapshot(), fixtureOptions(overrides));
}

/**
 * Asset folders holding a file for every asset of `datasetFile` (empty files: the content checks
 * look for names only), so the check of asset files passes on the fixtures.
 */
export function fixtureAssetFolders(datasetFile = FIXTURE_DATASET): AssetFolders {
  const root = mkdtempSync(join(tmpdir(), 'fixture-assets-'));
  const folders = { images: join(root, 'images'), files: join(root, 'files') };
  mkdirSync(folders.images);
  mkdirSync(folders.files);
  for (const match of readFileSync(datasetFile, 'utf8').matchAll(
    /"_id":"(image|file)-([0-9a-f]+)-([^"]+)"/g,
  )) {
    const [, kind, assetId, rest = ''] = match;
    if (kind === 'image') {
      const [size, extension] = rest.split('-');
      writeFileSync(join(folders.images, `${assetId}-${size}.${extension}`), '');
    } else writeFileSync(join(folders.files, `${assetId}.${rest}`), '');
  }
  return folders;
}
