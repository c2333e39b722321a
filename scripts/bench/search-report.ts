// The site search at catalogue scale (issue 34, docs/search.md "Budgets"): the index file's size
// and one query's median time in Node, over a generated dataset of products and posts. Timed here,
// in `npm run bench`, never in unit tests (the machine is shared and noisy).
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createDatasetSource } from '../../prerender/content/dataset-source.ts';
import { loadSnapshot } from '../../prerender/content/snapshot.ts';
import { RELEVANCE_TABLE } from '../../prerender/search/relevance-table.ts';
import { buildSearchDocuments, buildSearchIndex } from '../../prerender/search-index.ts';
import { loadSearchEngine, type SearchIndexFile } from '../../src/features/search/search-engine.ts';
import { kb, markdownTable } from './table.ts';

export interface SearchFigures {
  documents: number;
  raw: number;
  gzip: number;
  brotli: number;
  /** Median of one dropdown query (15 hits), over the relevance table's queries, in ms. */
  queryMedianMs: number;
  /** Median of one results-page query (every hit), in ms. */
  allHitsMedianMs: number;
}

/** Bytes of the index file's text, raw, gzip -9 and brotli 11 (what the offline worker stores raw). */
export function indexSizes(text: string): Pick<SearchFigures, 'raw' | 'gzip' | 'brotli'> {
  const bytes = Buffer.from(text);
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/** The timed queries: the relevance table's, and three broad ones that touch many documents. */
export const BENCH_QUERIES = [...RELEVANCE_TABLE.map((row) => row.query), 'a', 'used', 'sprayer'];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

export async function searchFigures(datasetFile: string): Promise<SearchFigures> {
  const { snapshot } = await loadSnapshot(createDatasetSource(datasetFile));
  const docs = buildSearchDocuments(snapshot);
  const text = buildSearchIndex(docs);
  const engine = loadSearchEngine(JSON.parse(text) as SearchIndexFile);
  const time = (limit?: number) => {
    const times: number[] = [];
    // Five rounds: the first warms the engine's code up, as a visitor's second keystroke does.
    for (let round = 0; round < 5; round++) {
      for (const query of BENCH_QUERIES) {
        const started = performance.now();
        engine.search(query, limit);
        times.push(performance.now() - started);
      }
    }
    return median(times);
  };
  return {
    documents: docs.length,
    ...indexSizes(text),
    queryMedianMs: time(),
    allHitsMedianMs: time(Number.POSITIVE_INFINITY),
  };
}

export function searchTable(figures: SearchFigures, label: string): string {
  return markdownTable(
    [
      'search index',
      'documents',
      'raw',
      'gzip',
      'brotli',
      'query median (15 hits)',
      'query median (every hit)',
    ],
    [
      [
        label,
        figures.documents.toLocaleString('en-GB'),
        kb(figures.raw),
        kb(figures.gzip),
        kb(figures.brotli),
        `${figures.queryMedianMs.toFixed(2)} ms`,
        `${figures.allHitsMedianMs.toFixed(2)} ms`,
      ],
    ],
  );
}
