// One field's words and the documents that hold each, as flexsearch.json carries them (format 5,
// docs/decisions/017-whole-word-index.md): whole words only, sorted, and each word's ids as one
// short string. A prefix ("telehand") is the run of words that start with it, found by binary
// search, so the file need not list every prefix of every word as flexsearch's own export does.
// Shared by the build (encode) and the browser (lookup): keep it free of Node and DOM APIs.

/** A field of the file: `words` sorted by code unit, `postings[i]` the ids of `words[i]`. */
export interface TermTable {
  words: string[];
  postings: string[];
}

// An id list is written as the gaps between its ascending ids (mostly 1s and small numbers), each
// gap a base-32 number: its earlier digits from one run of 32 characters, its last digit from
// another, so gaps need no separator. Both runs avoid `"` and `\`, which JSON would escape.
const LAST_DIGIT = 0x23; // '#' to 'B'
const EARLIER_DIGIT = 0x5d; // ']' to '|'

/** Ascending ids as a posting string. */
export function encodePostings(ids: readonly number[]): string {
  let text = '';
  let previous = 0;
  for (const id of ids) {
    let gap = id - previous;
    previous = id;
    let digits = String.fromCharCode(LAST_DIGIT + (gap & 31));
    for (gap >>>= 5; gap > 0; gap >>>= 5) digits = String.fromCharCode(EARLIER_DIGIT + (gap & 31)) + digits;
    text += digits;
  }
  return text;
}

/** Calls `visit` with each id of a posting string, in ascending order. */
export function forEachPosting(postings: string, visit: (id: number) => void): void {
  let id = 0;
  let gap = 0;
  for (let i = 0; i < postings.length; i++) {
    const code = postings.charCodeAt(i);
    if (code >= EARLIER_DIGIT) {
      gap = (gap << 5) | (code - EARLIER_DIGIT);
    } else {
      id += (gap << 5) | (code - LAST_DIGIT);
      gap = 0;
      visit(id);
    }
  }
}

/** The table of `wordsOf[id]`, the distinct words of document `id`. */
export function encodeTermTable(wordsOf: readonly (readonly string[])[]): TermTable {
  const holders = new Map<string, number[]>();
  wordsOf.forEach((words, id) => {
    for (const word of new Set(words)) {
      const ids = holders.get(word);
      if (ids) ids.push(id);
      else holders.set(word, [id]);
    }
  });
  const words = [...holders.keys()].sort();
  return { words, postings: words.map((word) => encodePostings(holders.get(word)!)) };
}

/** The first place in sorted `words` whose word is not below `prefix`. */
function lowerBound(words: readonly string[], prefix: string): number {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (words[middle]! < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Calls `visit` with the ids of every word that starts with `prefix` (an id once per such word).
 * Returns whether any word does.
 */
export function visitPrefix(table: TermTable, prefix: string, visit: (id: number) => void): boolean {
  const { words, postings } = table;
  let i = lowerBound(words, prefix);
  const first = i;
  for (; i < words.length && words[i]!.startsWith(prefix); i++) forEachPosting(postings[i]!, visit);
  return i > first;
}
