// React's server renderer writes a `<link rel="preload" as="image">` for each image that is not
// lazy and not in a <picture>, at the start of its output when it renders no `<head>` of its own,
// as the prerender does. Inside the app's root element they would be hydrated as content, and
// they mark the header's logo as urgent as the page's own picture, so they come out: the page's
// head says itself what to fetch first.

const LEADING_PRELOAD = /^<link\b[^>]*\brel="preload"[^>]*>/;

/** The app's HTML without the preloads React put before it. */
export function withoutPreloads(appHtml: string): string {
  let rest = appHtml;
  for (let match = LEADING_PRELOAD.exec(rest); match; match = LEADING_PRELOAD.exec(rest)) {
    rest = rest.slice(match[0].length);
  }
  return rest;
}
