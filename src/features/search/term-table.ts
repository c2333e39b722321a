// One field's words and the documents that hold each, as flexsearch.json carries them (formats
// 5 to 8, docs/decisions/017-whole-word-index.md): whole words only, sorted, and each word's ids
// as one short string. A prefix ("telehand") is the run of words that start with it, found by
// binary search, so the file need not list every prefix of every word as flexsearch's own export
// does. A field is one string of entries, each a word and its ids: a phone parses one value in a
// fraction of the time it takes for 17,000 (about 100 ms at 12k documents on the phone CPU model),
// and the browser reads the entries where they lie, searching the string itself, so a field is
// ready to search with no pass over it (an index of where each of 37,000 words and posting
// strings starts took a fifth of the phone's 150 ms to make).
// Shared by the build (encode) and the browser (lookup): keep it free of Node and DOM APIs.

/**
 * A field of the file: its entries sorted by word (code unit order), one space between, each
 * the word, WORD_END and the word's posting string (below). A word is letters and digits, as the
 * encoder leaves them; a posting string holds neither a space nor WORD_END.
 */
export type TermTable = string;

const ENTRY_END = ' ';
const WORD_END = '!';

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
  return [...holders.keys()]
    .sort()
    .map((word) => word + WORD_END + encodePostings(holders.get(word)!))
    .join(ENTRY_END);
}

const WORD_END_CODE = WORD_END.charCodeAt(0);

/** Whether the word at `start` (ending at WORD_END) sorts before `prefix`, as `sort()` put it. */
function isBefore(table: TermTable, start: number, prefix: string): boolean {
  for (let i = 0; i < prefix.length; i++) {
    const a = table.charCodeAt(start + i);
    if (a === WORD_END_CODE) return true;
    const b = prefix.charCodeAt(i);
    if (a !== b) return a < b;
  }
  return false;
}

/** Where the entry at `start` ends: the space after it, or the table's end. */
function entryEnd(table: TermTable, start: number): number {
  const end = table.indexOf(ENTRY_END, start);
  return end === -1 ? table.length : end;
}

/**
 * Calls `visit` with the ids of every word that starts with `prefix` (an id once per such word).
 * Returns whether any word does. The binary search is over the string's positions: each step
 * reads the entry that holds the middle one, found by the space before it.
 */
export function visitPrefix(table: TermTable, prefix: string, visit: (id: number) => void): boolean {
  // `low` is an entry's start, every entry before it sorting before `prefix`; `high` an entry's
  // start (or the table's end), every entry from it on sorting at or after `prefix`.
  let low = 0;
  let high = table.length;
  while (low < high) {
    const start = table.lastIndexOf(ENTRY_END, ((low + high) >>> 1) - 1) + 1;
    if (isBefore(table, start, prefix)) low = entryEnd(table, start) + 1;
    else high = start;
  }
  let found = false;
  for (let entry = low; entry < table.length && table.startsWith(prefix, entry); ) {
    const end = entryEnd(table, entry);
    forEachPosting(table, visit, table.indexOf(WORD_END, entry) + 1, end);
    found = true;
    entry = end + 1;
  }
  return found;
}
