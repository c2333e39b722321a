// Readable names for documents the content leaves untitled.

/**
 * A product category's title, or a name made from its slug when the title is null or blank
 * (SPEC §2: the stock-machinery root and Pulverisers-Vineyard have no title).
 */
export function categoryDisplayTitle(title: string | null, slug: string): string {
  if (title && title.trim().length > 0) return title.trim();
  const words = slug
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return words.length > 0 ? words.join(' ') : 'Products';
}
