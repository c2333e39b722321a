import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { fixtureAssetFolders } from '../../prerender/fixture.test-helper.ts';
import { countsTable, main } from './content-check.ts';

function captureLog() {
  const log = vi.spyOn(console, 'log').mockImplementation(() => {});
  return () => log.mock.calls.map((args) => args.join(' ')).join('\n');
}

describe('content:check', () => {
  it('announces the source, prints the documents per type and passes good content', async () => {
    const output = captureLog();
    expect(
      await main(
        { CONTENT_DATASET_FILE: 'test/fixtures/dataset.ndjson' },
        { assetFolders: fixtureAssetFolders() },
      ),
    ).toBe(0);
    expect(output()).toMatch(/^content: dataset test\/fixtures\/dataset\.ndjson, 30 documents\n/);
    expect(output()).toMatch(/ productCategory +7\n/);
    expect(output()).toMatch(/ total +30\n/);
    expect(output()).toMatch(/0 errors, 0 warnings$/);
  });

  it('prints every problem and fails on errors', async () => {
    const output = captureLog();
    expect(
      await main(
        { CONTENT_DATASET_FILE: 'test/fixtures/bad-dataset.ndjson' },
        { assetFolders: fixtureAssetFolders('test/fixtures/bad-dataset.ndjson') },
      ),
    ).toBe(1);
    expect(output()).toContain('  error   post-no-slug slug: missing slug');
    expect(output()).toContain('  warning page-blocks content[0]: unknown block type "oldWidget"');
    expect(output()).toMatch(/13 errors, 2 warnings$/);
  });

  it('finds an asset file missing from the export, named by the document and field using it', async () => {
    const output = captureLog();
    const folders = fixtureAssetFolders();
    rmSync(join(folders.files, '3605000e13de12c7bdacbadcde6bb8db9c4416bd.pdf'));
    expect(
      await main({ CONTENT_DATASET_FILE: 'test/fixtures/dataset.ndjson' }, { assetFolders: folders }),
    ).toBe(1);
    expect(output()).toMatch(
      /error {3}product-1 brochure\.asset: the file of asset file-3605000e13de12c7bdacbadcde6bb8db9c4416bd-pdf is missing: expected .*3605000e13de12c7bdacbadcde6bb8db9c4416bd\.pdf/,
    );
  });
});

describe('countsTable', () => {
  it('sorts the types and groups thousands', () => {
    expect(countsTable({ post: 1234, brand: 2 })).toBe(
      ['  type   documents', '  brand          2', '  post       1,234', '  total      1,236'].join('\n'),
    );
  });
});
