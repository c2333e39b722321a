// Alphabetical order for labels the browser sorts (media-library filters, the offline page's list).

const MARKS = /\p{M}/gu;

/** The form two labels are compared in: no accents, no case. */
function sortKey(text: string): string {
  return text.normalize('NFD').replace(MARKS, '').toLowerCase();
}

/**
 * Alphabetical, ignoring case and accents, for a `sort` comparator. Not `localeCompare` or
 * `Intl.Collator`: the browser's first collator loads ICU's collation data, 40-150 ms of main
 * thread in one task (measured in Chromium), which landed in the media library's hydration. Ties
 * (labels that differ only in case or accents) fall back to code-unit order, so the order is total
 * and the prerender and the browser agree.
 */
export function compareText(a: string, b: string): number {
  const ka = sortKey(a);
  const kb = sortKey(b);
  if (ka !== kb) return ka < kb ? -1 : 1;
  return a === b ? 0 : a < b ? -1 : 1;
}
