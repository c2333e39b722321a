// Dates as the SEO files compare them: the feed, the sitemap and each page's `updatedAt`.

/** The latest of ISO date-times (offsets compared as instants), as written; null for none. */
export function newest(dates: Iterable<string | null | undefined>): string | null {
  let best: string | null = null;
  let bestTime = Number.NEGATIVE_INFINITY;
  for (const date of dates) {
    if (!date) continue;
    const time = Date.parse(date);
    if (time > bestTime) {
      best = date;
      bestTime = time;
    }
  }
  return best;
}
