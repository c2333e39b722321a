// Limits a grower types into the search box: "under £20,000", "£10k-£25k", "less than 2,000 hours",
// "2018 or newer" (docs/search.md "Limits"). They are read out of the query before its words, so
// "under" does not find the Under-Vine Weeder, and they narrow the hits to machines whose facts
// fall inside them, as the stock page's price, hours and year filters do.
import { groupDigits } from '../../lib/group-digits.ts';

export interface Range {
  min?: number;
  max?: number;
}

export interface SearchLimits {
  price?: Range;
  hours?: Range;
  year?: Range;
}

const AT_MOST = 'under|below|less than|up to|upto|max(?:imum)?|at most|no more than|cheaper than|<=?';
const AT_LEAST = 'over|above|more than|min(?:imum)?|at least|from|>=?';
/**
 * £20,000, 20000, £20k, 20 grand, £7.5k: a sum in pounds, but not a number with a unit of its
 * own ("over 100 hp", "2.5 m").
 */
const MONEY = String.raw`(£\s*)?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(?:\s*(k|grand)\b|(?![\d.,]|\s?(?:b?hp|kw|ps|kg|t|l|litres?|v|m|mm|cm|metres?|ha|h|hrs?|hours?)\b))`;
/** Where a bound starts: a word, or a sign ("<20k"). */
const START = String.raw`(?:\b|(?=[<>]))`;
const HOURS = String.raw`(\d{1,3}(?:,\d{3})+|\d+)\s*(?:h|hrs?|hours?)\b`;
const YEAR = String.raw`((?:19|20)\d\d)`;

/** A sum in pounds, or undefined for a bare small number ("under 5"), which is no price. */
function pounds(sign: string | undefined, digits: string, thousands: string | undefined): number | undefined {
  const value = Number(digits.replace(/,/g, '')) * (thousands ? 1000 : 1);
  return sign || thousands || value >= 100 ? value : undefined;
}
/** A sum that says it is one: with £, k or thousands commas (not a model number's "5800-8900"). */
const saysMoney = (sign: string | undefined, digits: string, thousands: string | undefined) =>
  Boolean(sign || thousands || digits.includes(','));
const whole = (digits: string) => Number(digits.replace(/,/g, ''));

interface Rule {
  pattern: string;
  /** The limit the match sets, or undefined when it reads as no limit (the words stay words). */
  read: (m: string[]) => [keyof SearchLimits, Range] | undefined;
}

// Most specific first: ranges before single bounds, hours and years before money.
const RULES: Rule[] = [
  {
    pattern: String.raw`\bbetween\s+${MONEY}\s+and\s+${MONEY}`,
    read: (m) => ['price', { min: pounds(m[1], m[2]!, m[3] ?? m[6]), max: pounds(m[4], m[5]!, m[6]) }],
  },
  {
    pattern: String.raw`(?<!£\s*)\b${YEAR}\s*(?:-|–|to)\s*${YEAR}\b`,
    read: (m) => ['year', { min: Number(m[1]), max: Number(m[2]) }],
  },
  {
    pattern: String.raw`${MONEY}\s*(?:-|–|to)\s*${MONEY}`,
    read: (m) =>
      saysMoney(m[1], m[2]!, m[3]) || saysMoney(m[4], m[5]!, m[6])
        ? [
            'price',
            { min: pounds(m[1] ?? m[4], m[2]!, m[3] ?? m[6]), max: pounds(m[4] ?? m[1], m[5]!, m[6]) },
          ]
        : undefined,
  },
  { pattern: String.raw`${START}(?:${AT_MOST})\s*${HOURS}`, read: (m) => ['hours', { max: whole(m[1]!) }] },
  { pattern: String.raw`${START}(?:${AT_LEAST})\s*${HOURS}`, read: (m) => ['hours', { min: whole(m[1]!) }] },
  { pattern: String.raw`\b(?:since|from)\s+${YEAR}\b`, read: (m) => ['year', { min: Number(m[1]) }] },
  {
    pattern: String.raw`\b(?:after|newer than|later than)\s+${YEAR}\b`,
    read: (m) => ['year', { min: Number(m[1]) + 1 }],
  },
  {
    pattern: String.raw`\b${YEAR}\s*(?:or newer|or later|onwards?|\+)`,
    read: (m) => ['year', { min: Number(m[1]) }],
  },
  {
    pattern: String.raw`\b(?:before|older than)\s+${YEAR}\b`,
    read: (m) => ['year', { max: Number(m[1]) - 1 }],
  },
  { pattern: String.raw`\b${YEAR}\s*or (?:older|earlier)\b`, read: (m) => ['year', { max: Number(m[1]) }] },
  {
    pattern: String.raw`${START}(?:${AT_MOST})\s*${MONEY}`,
    read: (m) => ['price', { max: pounds(m[1], m[2]!, m[3]) }],
  },
  {
    pattern: String.raw`${START}(?:${AT_LEAST})\s*${MONEY}`,
    read: (m) => ['price', { min: pounds(m[1], m[2]!, m[3]) }],
  },
];
const COMPILED = RULES.map((rule) => ({ ...rule, regex: new RegExp(rule.pattern, 'g') }));

/**
 * The limits in `text` (lower case) and the text without them. A phrase that reads as no limit
 * ("under vine", "over 5") is left as words.
 */
export function readSearchLimits(text: string): { limits: SearchLimits; rest: string } {
  const limits: SearchLimits = {};
  let rest = text;
  for (const { regex, read } of COMPILED) {
    rest = rest.replace(regex, (...args: (string | number | undefined)[]) => {
      // replace's arguments: the match, each group (undefined when unmatched), offset, whole text.
      const match = args.slice(0, -2) as string[];
      const limit = read(match);
      if (!limit) return match[0]!;
      const [key, range] = limit;
      if (range.min === undefined && range.max === undefined) return match[0]!;
      limits[key] = {
        ...limits[key],
        ...Object.fromEntries(Object.entries(range).filter(([, v]) => v !== undefined)),
      };
      return ' ';
    });
  }
  return { limits, rest };
}

export const hasLimits = (limits: SearchLimits): boolean =>
  limits.price !== undefined || limits.hours !== undefined || limits.year !== undefined;

export const within = (value: number | undefined, range: Range | undefined): boolean =>
  range === undefined ||
  (value !== undefined &&
    (range.min === undefined || value >= range.min) &&
    (range.max === undefined || value <= range.max));

const money = (value: number) => `£${groupDigits(value)}`;
const number = groupDigits;

function rangeText(range: Range, show: (value: number) => string, unit = ''): string {
  if (range.min !== undefined && range.max !== undefined)
    return `${show(range.min)}–${show(range.max)}${unit}`;
  if (range.max !== undefined) return `up to ${show(range.max)}${unit}`;
  return `from ${show(range.min as number)}${unit}`;
}

/** "priced up to £20,000", "up to 2,000 hours", "from 2018": what the results page says it read. */
export function describeSearchLimits(limits: SearchLimits): string[] {
  const parts: string[] = [];
  if (limits.price) parts.push(`priced ${rangeText(limits.price, money)}`);
  if (limits.hours) parts.push(rangeText(limits.hours, number, ' hours'));
  if (limits.year) {
    const { min, max } = limits.year;
    parts.push(
      min !== undefined && max !== undefined
        ? `made ${min}–${max}`
        : min !== undefined
          ? `made in ${min} or later`
          : `made in ${max} or earlier`,
    );
  }
  return parts;
}
