// How much of a title or description search engines and link previews show. Longer text is cut
// here, on a word, rather than by them mid-word (or not at all, as a 5,000-character <title>).

/**
 * The page's part of a title (the site name is kept after it). Google shows about 60 characters
 * and shortens the rest itself; 70 keeps every ordinary editorial title whole, while a runaway
 * one is cut on a word instead of filling the head and every link preview.
 */
export const TITLE_MAX = 70;
/** The site name ends every title (`Page | Site`), so it may take at most this much of it. */
export const SITE_NAME_MAX = 40;
/** Search result snippets and link previews show about 160 characters of a description. */
export const DESCRIPTION_MAX = 160;
/** Google reads an Article's headline up to 110 characters. */
export const HEADLINE_MAX = 110;
/** X (Twitter) takes image alt text up to 420 characters. */
export const IMAGE_ALT_MAX = 420;

/**
 * `text` on one line (runs of white space made one space), cut to at most `max` characters on a
 * word, with `…` when cut. A single word longer than the limit is cut inside it.
 */
export function clipOnWord(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  // Cutting at a space far back would lose most of the text; then cut the word instead.
  const end = space > max / 2 ? space : cut.length;
  return `${cut.slice(0, end).replace(/[\s,;:.–-]+$/, '')}…`;
}
