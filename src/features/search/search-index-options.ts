// The one flexsearch encoder: the build encodes each document's words with it, the browser each
// query's. Both sides must encode words the same way, or queries miss.
import { Charset, Encoder } from 'flexsearch';

/**
 * Case- and accent-insensitive (NFKD, marks dropped), doubled letters folded ("sprayerr") and
 * "z" read as "s" (pulverizer, pulveriser). Apostrophes are dropped, so "what's" is one word,
 * "whats", not "what" and an "s" that every plural matches. Words split on anything else but
 * letters and digits; numbers stay whole, so model numbers ("5800", "g2700") are terms of their own.
 */
export function createSearchEncoder(): Encoder {
  return new Encoder({
    ...Charset.Normalize,
    prepare: (text) => text.replace(/['‘’`]/g, ''),
    numeric: false,
    mapper: new Map([['z', 's']]),
    // Queries take microseconds; the cache would only add a timer per query.
    cache: false,
  });
}
