// "Did you mean": words of the index's titles a letter or two from a query's words, for the results
// page's "No results found" (docs/search.md "Results page").

/** Edit distance, stopping early once it exceeds `max` (the answer is then `max + 1`). */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowBest = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      rowBest = Math.min(rowBest, current[j]!);
    }
    if (rowBest > max) return max + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/** Each title word of four letters or more with how many titles have it. */
export function titleVocabulary(titles: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const title of titles) {
    for (const word of new Set(title.toLowerCase().match(/\p{L}{4,}/gu) ?? [])) {
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  return counts;
}

/**
 * Up to `limit` vocabulary words close to one of the query's words (one edit for short words, two
 * from six letters), the closest and commonest first; none that is a query word itself.
 */
export function closeWords(query: string, vocabulary: ReadonlyMap<string, number>, limit = 5): string[] {
  const words: string[] = query.toLowerCase().match(/\p{L}{3,}/gu) ?? [];
  const found: { word: string; distance: number; count: number }[] = [];
  for (const [word, count] of vocabulary) {
    if (words.includes(word)) continue;
    let distance = Number.POSITIVE_INFINITY;
    for (const typed of words)
      distance = Math.min(distance, editDistance(typed, word, typed.length >= 6 ? 2 : 1));
    const max = words.some((typed) => typed.length >= 6) ? 2 : 1;
    if (distance <= max) found.push({ word, distance, count });
  }
  found.sort((a, b) => a.distance - b.distance || b.count - a.count || a.word.localeCompare(b.word));
  return found.slice(0, limit).map((f) => f.word);
}
