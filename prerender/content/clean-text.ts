// Every string the content source returns, cleaned once before validation: characters that no
// page, feed or sitemap may carry are removed here, so nothing downstream has to remember them.

// C0 controls other than tab and newline, DEL, C1 controls, the byte-order mark, and U+FFFE and
// U+FFFF. XML 1.0 forbids most of them (the feed and the sitemap would not parse), HTML calls
// them parse errors, and none of them is text an editor meant to type.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point.
const UNWANTED = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\uFEFF\uFFFE\uFFFF]/g;

/** `text` without unwanted characters; a lone surrogate (half an emoji) becomes U+FFFD. */
export function cleanText(text: string): string {
  // Nearly every string is clean: two scans, and no copy (every string of 105k documents is read).
  UNWANTED.lastIndex = 0;
  if (text.isWellFormed() && !UNWANTED.test(text)) return text;
  return text.toWellFormed().replace(UNWANTED, '');
}

/**
 * `value` with every string cleaned. Copy on write: objects and arrays with nothing to clean are
 * returned as they are, since the source may share them between queries.
 */
export function cleanValue<T>(value: T): T {
  if (typeof value === 'string') return cleanText(value) as T;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    value.forEach((item, index) => {
      const cleaned = cleanValue(item);
      if (cleaned !== item) {
        copy ??= [...value];
        copy[index] = cleaned;
      }
    });
    return (copy ?? value) as T;
  }
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    let copy: Record<string, unknown> | undefined;
    // Keys, not entries: no array of pairs made for each of a million objects.
    for (const key of Object.keys(record)) {
      const item = record[key];
      const cleaned = cleanValue(item);
      if (cleaned !== item) {
        copy ??= { ...record };
        copy[key] = cleaned;
      }
    }
    return (copy ?? value) as T;
  }
  return value;
}
