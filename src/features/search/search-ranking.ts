// The order of hits (docs/search.md "Ranking"): what a grower expects first.
import type { SearchQuery } from './search-query.ts';
import type { SearchHit } from './search-types.ts';

/** What ranking needs of a document, worked out once, when it is first a candidate. */
export interface DocumentRank {
  /** 0 a machine, 1 a product category or brand, 2 reading (pages, news, news categories). */
  kind: number;
  isPage: boolean;
  /** A machine for hire or used: after the new ones unless the query asks for them. */
  notNew: boolean;
}

export function rankOf(type: SearchHit['type'], condition: SearchHit['condition']): DocumentRank {
  const kind = type === 'Product' ? 0 : type === 'ProductCategory' || type === 'Brand' ? 1 : 2;
  return { kind, isPage: type === 'Page', notNew: condition === 'used' || condition === 'hire' };
}

/** How a document matched a query's words (search-engine.ts). */
export interface Match {
  /** Words matched, at most 10 (search-query.ts caps the words at ten). */
  matched: number;
  /** Of them, those found in the title or in what the document is (brand, category, condition). */
  strong: number;
  /** Each matched word's 0-15 by how few documents hold it: at most 150. */
  specific: number;
  /** Field weights summed (title 8, categories 4, excerpt 2, parents 1 per word): at most 80. */
  score: number;
}

/**
 * Lower comes first. In order of precedence: for an information query, pages first; then documents
 * matching more of the query's words; then more of them by title or by what the document is (a
 * used tractor before a spreader whose text says "tractor-mounted"); then the rarer words, the
 * more specific (with no used telehandler in stock, "used telehandler" finds telehandlers before
 * other used machines); machines, then categories and brands, then reading; new machines before
 * used and hire unless the query names a condition or a year; the higher field score. Ties keep
 * the file's order.
 */
export function rankKey(rank: DocumentRank, query: SearchQuery, match: Match): number {
  const pageFirst = query.asksInformation && rank.isPage ? 0 : 1;
  const older = rank.notNew && !query.saysCondition ? 1 : 0;
  // Each tier a digit of its own span, most significant first; written out, as a one-letter query
  // at catalogue scale ranks thousands of candidates.
  let key = pageFirst; // span 2
  key = key * 16 + (15 - match.matched);
  key = key * 16 + (15 - match.strong);
  key = key * 256 + (255 - match.specific);
  key = key * 3 + rank.kind;
  key = key * 2 + older;
  return key * 128 + (127 - match.score);
}
