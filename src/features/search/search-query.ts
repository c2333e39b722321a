// A query as the engine reads it: its words, each widened by the synonym table, and what the
// ranking needs to know about it (docs/search.md "Ranking").
import { readSearchLimits, type SearchLimits } from './search-limits.ts';
import { INFORMATION_WORDS, SYNONYMS } from './synonyms.ts';

export interface SearchQuery {
  /** One group per word or phrase of the query: a document matches it with any of the words. */
  groups: string[][];
  /** The query says "used", "hire" (or a synonym) or a year: no preference for new machines. */
  saysCondition: boolean;
  /** The query says "hire" (or a synonym): a price limit then takes in hire machines' rates. */
  saysHire: boolean;
  /** The query asks for information (hours, phone, address): pages before anything else. */
  asksInformation: boolean;
  /** Price, hours and year limits ("under £20,000"), read out before the words. */
  limits: SearchLimits;
  /** The query's words without its limits, as typed (lower case): "used telehandler". */
  words: string;
}

/** Ten words are plenty, and keep the per-document counts far below a byte's 255. */
const MAX_GROUPS = 10;
const YEAR = /^(?:19|20)\d\d$/;
const CONDITION_ROWS = new Set(
  SYNONYMS.filter((row) => row.finds.includes('used') || row.finds.includes('hire')),
);

/** The synonym phrases as word lists, longest first, so "second hand" wins over "second". */
const PHRASES = SYNONYMS.flatMap((row) => row.says.map((say) => ({ words: say.split(' '), row }))).sort(
  (a, b) => b.words.length - a.words.length,
);

/** Parses `text`; `encode` is the index's encoder, so query and index words compare alike. */
export function parseSearchQuery(text: string, encode: (word: string) => string[]): SearchQuery {
  const { limits, rest } = readSearchLimits(text.toLowerCase());
  // Apostrophes stay inside their word ("what's"); the encoder drops them.
  const words = rest.split(/[^\p{L}\p{N}'‘’`]+/u).filter(Boolean);
  const groups: string[][] = [];
  let saysCondition = limits.year !== undefined;
  let saysHire = false;
  for (let i = 0; i < words.length && groups.length < MAX_GROUPS; ) {
    const phrase = PHRASES.find(({ words: says }) => says.every((word, k) => words[i + k] === word));
    const alternatives = phrase ? phrase.row.finds : [words[i]!];
    if (phrase && CONDITION_ROWS.has(phrase.row)) saysCondition = true;
    if (phrase?.row.finds.includes('hire')) saysHire = true;
    if (!phrase && YEAR.test(words[i]!)) saysCondition = true;
    i += phrase ? phrase.words.length : 1;
    const encoded = [...new Set(alternatives.flatMap((word) => encode(word)))];
    if (encoded.length > 0) groups.push(encoded);
  }
  const information = new Set(INFORMATION_WORDS.flatMap((word) => encode(word)));
  const asksInformation = groups.some((group) => group.some((word) => information.has(word)));
  return {
    groups,
    saysCondition,
    saysHire,
    asksInformation,
    limits,
    words: rest.trim().replace(/\s+/g, ' '),
  };
}
