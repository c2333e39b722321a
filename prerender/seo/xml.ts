// Text for the XML files the build writes (sitemap, feed): escaped, and without the characters
// XML 1.0 forbids, which an editor can paste into a title and which would make the file unreadable.

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
// Control characters other than tab, newline and return, and U+FFFE, U+FFFF: not allowed in XML 1.0.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point.
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** `text` as XML character data or an attribute value. */
export function xmlText(text: string): string {
  // A lone surrogate (half of a pasted emoji) is not a character either: toWellFormed replaces it.
  return text
    .toWellFormed()
    .replace(FORBIDDEN, '')
    .replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** `<name>text</name>`, escaped. */
export function xmlElement(name: string, text: string): string {
  return `<${name}>${xmlText(text)}</${name}>`;
}
