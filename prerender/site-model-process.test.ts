import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatasetSource } from './content/dataset-source.ts';
import { loadSnapshot } from './content/snapshot.ts';
import { localiseFiles } from './files.ts';
import { FIXTURE_DATASET, fixtureAssetFolders, fixtureOptions } from './fixture.test-helper.ts';
import { readPageBatch } from './page-spool.ts';
import { buildSearchDocuments, buildSearchIndex } from './search-index.ts';
import { seoFiles } from './seo/site-files.ts';
import { buildSiteModel } from './site-model.ts';
import { loadSiteModel, stoppedMessage } from './site-model-process.ts';

const DATASET = resolve(import.meta.dirname, '..', FIXTURE_DATASET);
const options = fixtureOptions();
// A project whose content/images and content/files hold the fixture's assets.
const scratch = mkdtempSync(join(tmpdir(), 'site-model-process-'));
const assets = fixtureAssetFolders();
symlinkSync(dirname(assets.images), join(scratch, 'content'));
afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
  rmSync(dirname(assets.images), { recursive: true, force: true });
});

/** Starts making the site model of `dataset` in its own process, which spools the pages to `spoolFile`. */
function startLoading(
  dataset: string,
  spoolFile: string,
  heapMb = 512,
  log: (line: string) => void = () => {},
) {
  return loadSiteModel(
    { root: scratch, env: { CONTENT_DATASET_FILE: dataset }, options, spoolFile, heapMb },
    log,
  );
}

describe('loadSiteModel', () => {
  it('makes in its process the model, files and search index the build made in its own', async () => {
    const lines: string[] = [];
    const spoolFile = join(scratch, 'pages.spool');
    const loader = startLoading(DATASET, spoolFile, 512, (line) => lines.push(line));
    await loader.content;
    const built = await loader.model();

    const { snapshot } = await loadSnapshot(createDatasetSource(DATASET));
    const local = localiseFiles(snapshot);
    const model = buildSiteModel(local.snapshot, options);
    expect(built.site).toEqual(model.site);
    // The pages come in the spool, each batch read by a render thread; the main thread gets none.
    expect(built.spool.pages).toBe(model.pages.length);
    expect(built.spool.batches.flatMap((batch) => readPageBatch(spoolFile, batch))).toEqual(model.pages);
    expect(built.seo).toEqual(seoFiles(model));
    expect(built.files).toEqual(local.files);
    expect(built.searchIndex).toBe(buildSearchIndex(buildSearchDocuments(snapshot)));
    expect(lines[0]).toMatch(/^content: dataset /);
  });

  it('rejects with the content problems, and can be stopped', async () => {
    const file = join(scratch, 'broken.ndjson');
    writeFileSync(file, '{"_id":"x"}\n');
    const loader = startLoading(file, join(scratch, 'broken-pages.spool'));
    await expect(loader.content).rejects.toThrow(/line 1/);
    await expect(loader.model()).rejects.toThrow(/line 1/);
    loader.stop();
  });

  it('says so when the content needs more memory than its process has, and how to give it more', async () => {
    const loader = startLoading(DATASET, join(scratch, 'starved-pages.spool'), 12);
    await expect(loader.content).rejects.toThrow(/ran out of its 12 MB of memory .* CONTENT_HEAP_MB=/);
  });
});

describe('stoppedMessage', () => {
  it('names the heap and the setting when V8 stopped the process out of it', () => {
    expect(stoppedMessage(null, 'SIGABRT', 1536)).toMatch(/ran out of its 1536 MB .* CONTENT_HEAP_MB=/);
    expect(stoppedMessage(134, null, 1536)).toMatch(/ran out of its 1536 MB/);
  });

  it('says the system most often kills it for want of memory, and how much it may use', () => {
    expect(stoppedMessage(null, 'SIGKILL', 1536)).toMatch(/killed \(SIGKILL\).*out of memory.*1536 MB/);
  });

  it('gives the code and signal of any other end', () => {
    expect(stoppedMessage(1, null, 320)).toBe(
      'The content process stopped (code 1, no signal) before making the site model.',
    );
  });
});
