// The order of hits (docs/search.md "Ranking"): what a grower expects first.
import type { SearchQuery } from './search-query.ts';
import type { SearchHit } from './search-types.ts';

/** What ranking needs of a document, worked out once when the index loads. */
export interface DocumentRank {
  /** 0 a machine, 1 a product category or brand, 2 reading (pages, news, news categories). */
  kind: number;
  isPage: boolean;
  /** A machine for hire or used: after the new ones unless the query asks for them. */
  notNew: boolean;
}

export function rankOf(hit: SearchHit): DocumentRank {
  const kind = hit.type === 'Product' ? 0 : hit.type === 'ProductCategory' || hit.type === 'Brand' ? 1 : 2;
  return { kind, isPage: hit.type === 'Page', notNew: hit.condition === 'used' || hit.condition === 'hire' };
}

/**
 * Lower comes first. In order of precedence: for an information query, pages first; then documents
 * matching more of the query's words; machines, then categories and brands, then reading; new
 * machines before used and hire unless the query names a condition or a year; the higher field
 * score (title 8, categories 4, excerpt 2, parents 1 per word). Ties keep the file's order.
 * `matched` is at most 10 and `score` at most 80 (search-query.ts caps the words at ten).
 */
export function rankKey(rank: DocumentRank, query: SearchQuery, matched: number, score: number): number {
  const pageFirst = query.asksInformation && rank.isPage ? 0 : 1;
  const older = rank.notNew && !query.saysCondition ? 1 : 0;
  return (((pageFirst * 16 + (15 - matched)) * 3 + rank.kind) * 2 + older) * 128 + (127 - score);
}
