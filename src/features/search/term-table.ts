// One field's words and the documents that hold each, as flexsearch.json carries them (formats
// 5 and 7, docs/decisions/017-whole-word-index.md): whole words only, sorted, and each word's ids
// as one short string. A prefix ("telehand") is the run of words that start with it, found by
// binary search, so the file need not list every prefix of every word as flexsearch's own export
// does. Each list is one space-separated string: a phone parses one value in a fraction of the
// time it takes for 17,000 (about 100 ms at 12k documents on the phone CPU model), and the
// browser reads the words where they lie, by their offsets, without splitting them out.
// Shared by the build (encode) and the browser (lookup): keep it free of Node and DOM APIs.

/**
 * A field of the file: `words` its words sorted by code unit, one space between; `postings` the
 * ids of each word in the same order, one space between. Neither a word (letters and digits, as
 * the encoder leaves them) nor a posting string (below) holds a space.
 */
export interface TermTable {
  words: string;
  postings: string;
}

/** A table as the browser reads it: where each word and each posting string starts. */
export interface ReadyTermTable extends TermTable {
  /** The start of word i, and one past the last word's end as entry `count`. */
  wordStarts: Int32Array;
  postingStarts: Int32Array;
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

/** Calls `visit` with each id of the posting string `postings[start, end)`, in ascending order. */
export function forEachPosting(
  postings: string,
  visit: (id: number) => void,
  start = 0,
  end = postings.length,
): void {
  let id = 0;
  let gap = 0;
  for (let i = start; i < end; i++) {
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
  return {
    words: words.join(' '),
    postings: words.map((word) => encodePostings(holders.get(word)!)).join(' '),
  };
}

/** Where each space-separated item of `text` starts, and one past the last item's end. */
function itemStarts(text: string): Int32Array {
  if (text === '') return Int32Array.of(1);
  let count = 1;
  for (let i = text.indexOf(' '); i !== -1; i = text.indexOf(' ', i + 1)) count++;
  const starts = new Int32Array(count + 1);
  let item = 1;
  for (let i = text.indexOf(' '); i !== -1; i = text.indexOf(' ', i + 1)) starts[item++] = i + 1;
  starts[count] = text.length + 1;
  return starts;
}

export function readTermTable(table: TermTable): ReadyTermTable {
  return { ...table, wordStarts: itemStarts(table.words), postingStarts: itemStarts(table.postings) };
}

/** Whether word i (`text[start, end)`) sorts before `prefix`, by code unit as `sort()` put it. */
function isBefore(text: string, start: number, end: number, prefix: string): boolean {
  for (let i = 0; i < prefix.length; i++) {
    if (start + i >= end) return true;
    const a = text.charCodeAt(start + i);
    const b = prefix.charCodeAt(i);
    if (a !== b) return a < b;
  }
  return false;
}

/**
 * Calls `visit` with the ids of every word that starts with `prefix` (an id once per such word).
 * Returns whether any word does.
 */
export function visitPrefix(table: ReadyTermTable, prefix: string, visit: (id: number) => void): boolean {
  const { words, wordStarts, postings, postingStarts } = table;
  const count = wordStarts.length - 1;
  const end = (i: number) => wordStarts[i + 1]! - 1;
  let low = 0;
  let high = count;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (isBefore(words, wordStarts[middle]!, end(middle), prefix)) low = middle + 1;
    else high = middle;
  }
  let i = low;
  for (
    ;
    i < count && end(i) - wordStarts[i]! >= prefix.length && words.startsWith(prefix, wordStarts[i]!);
    i++
  ) {
    forEachPosting(postings, visit, postingStarts[i]!, postingStarts[i + 1]! - 1);
  }
  return i > low;
}
