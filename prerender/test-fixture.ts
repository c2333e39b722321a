// What the prerender's tests share: the small fixture dataset and the site-model options.
import { createDatasetSource } from './content/dataset-source.ts';
import { loadSnapshot, type Snapshot } from './content/snapshot.ts';
import type { SiteModelOptions } from './site-model.ts';

export const FIXTURE_DATASET = 'test/fixtures/dataset.ndjson';

export function fixtureOptions(overrides: Partial<SiteModelOptions> = {}): SiteModelOptions {
  return {
    siteUrl: 'https://example.test',
    hash: 'test',
    year: 2024,
    analyticsId: null,
    images: { mode: 'local' },
    ...overrides,
  };
}

export async function fixtureSnapshot(): Promise<Snapshot> {
  return (await loadSnapshot(createDatasetSource(FIXTURE_DATASET))).snapshot;
}
