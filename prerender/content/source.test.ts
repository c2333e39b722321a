import { describe, expect, it } from 'vitest';
import { createContentSource } from './source.ts';

describe('createContentSource', () => {
  it('uses the live project when SANITY_PROJECT_ID is set', () => {
    const source = createContentSource({ SANITY_PROJECT_ID: 'abc123', SANITY_DATASET: 'staging' });
    expect(source.describe()).toBe('content: sanity project abc123 dataset staging');
  });

  it('defaults the live dataset to production', () => {
    expect(createContentSource({ SANITY_PROJECT_ID: 'abc123' }).describe()).toBe(
      'content: sanity project abc123 dataset production',
    );
  });

  it('reads the dataset file named by CONTENT_DATASET_FILE otherwise', () => {
    const source = createContentSource({ CONTENT_DATASET_FILE: 'test/fixtures/dataset.ndjson' });
    expect(source.describe()).toBe('content: dataset test/fixtures/dataset.ndjson, 30 documents');
  });

  it('falls back to the bundled dataset, content/dataset.ndjson', () => {
    expect(createContentSource({}).describe()).toMatch(
      /^content: dataset content\/dataset\.ndjson, [\d,]+ documents$/,
    );
  });

  it('says which dataset file is missing', () => {
    expect(() => createContentSource({ CONTENT_DATASET_FILE: 'content/absent.ndjson' })).toThrow(
      'content: dataset file content/absent.ndjson not found',
    );
  });
});
