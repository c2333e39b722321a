// What the search tests share: a dataset's search documents, and the engine the browser makes of
// their index file.
import {
  loadSearchEngine,
  type SearchEngine,
  type SearchIndexFile,
} from '../../src/features/search/search-engine.ts';
import type { SearchDocument } from '../../src/features/search/search-types.ts';
import { createDatasetSource } from '../content/dataset-source.ts';
import { loadSnapshot } from '../content/snapshot.ts';
import { buildSearchDocuments, buildSearchIndex } from '../search-index.ts';

/** The search documents of the dataset in `file` (the whole bundled one takes seconds to read). */
export async function searchDocumentsOf(file: string): Promise<SearchDocument[]> {
  const { snapshot } = await loadSnapshot(createDatasetSource(file));
  return buildSearchDocuments(snapshot);
}

/** The browser's way: the index file's text parsed as JSON, then loaded. */
function engineFor(docs: readonly SearchDocument[]): SearchEngine {
  return loadSearchEngine(JSON.parse(buildSearchIndex(docs)) as SearchIndexFile);
}

/** The bundled dataset's search documents and the engine of their index, as the site ships them. */
export async function bundledSearch(): Promise<{ docs: SearchDocument[]; engine: SearchEngine }> {
  const docs = await searchDocumentsOf('content/dataset.ndjson');
  return { docs, engine: engineFor(docs) };
}
