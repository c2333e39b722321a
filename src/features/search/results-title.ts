// The results page's title, with the query in it (docs/search.md "Results page"); the page view
// sets the document's title from it, the page its heading.

/** The query of a `?q=` search string, trimmed; '' for none. */
export function queryOf(search: string): string {
  return (new URLSearchParams(search).get('q') ?? '').trim();
}

export function searchResultsTitle(query: string): string {
  return query ? `Search results for “${query}”` : 'Search';
}
