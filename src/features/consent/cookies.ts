// Removes what Google Analytics stored once the visitor withdraws consent (or it lapses). In the
// first-load JS because it runs on any page where analytics is not allowed; a few lines only.

/** `_ga`, `_ga_<id>` (GA4), and the older `_gid` and `_gat_…` of Universal Analytics. */
const ANALYTICS_COOKIE = /^(_ga(_.*)?|_gid|_gat(_.*)?)$/;

/** The names of the analytics cookies the page can see. */
export function analyticsCookieNames(doc: Document = document): string[] {
  return doc.cookie
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim() ?? '')
    .filter((name) => ANALYTICS_COOKIE.test(name));
}

/**
 * Deletes the analytics cookies. gtag sets them on the widest domain it may (`.example.co.uk` for
 * `www.example.co.uk`), and a cookie is deleted only with the domain it was set with, so every
 * parent domain is tried; the browser ignores the ones that never applied. Returns the names.
 */
export function clearAnalyticsCookies(doc: Document = document): string[] {
  const names = analyticsCookieNames(doc);
  if (names.length === 0) return names;
  const labels = doc.location.hostname.split('.');
  const domains = [''];
  for (let i = 0; i < labels.length; i++) domains.push(`; domain=.${labels.slice(i).join('.')}`);
  for (const name of names) {
    for (const domain of domains) {
      doc.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain}`;
    }
  }
  return names;
}
