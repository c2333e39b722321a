// The one flexsearch configuration: the build fills an index with it, the browser loads the
// result into another. Both sides must encode words the same way, or queries miss.
import { Charset, Encoder, Index } from 'flexsearch';

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

/**
 * Forward tokenisation indexes every prefix of every word, so "telehand" finds "Telehandlers"
 * and one letter already narrows the list. Resolution 1 keeps no position score: hits come in
 * the order the documents were added (the build sorts them), which ships smaller and lets the
 * order say "products first, shortest title first".
 */
export function createSearchIndex(): Index {
  return new Index({ tokenize: 'forward', resolution: 1, encoder: createSearchEncoder() });
}
