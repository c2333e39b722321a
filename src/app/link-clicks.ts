// Client navigation for every internal link, from one listener (SPEC §2 "Navigation behaviour").
// Links render as plain anchors, on the server and in the browser: no router hooks per link, which
// keeps the prerender fast and hydration light (a page has about a hundred links). A click that a
// browser would treat as a plain same-tab navigation to a route is handed to the router instead.
import { classifyHref, siteOrigin } from '../components/link.tsx';

export type Navigate = (to: string, options: { replace: boolean }) => unknown;

export interface LinkClickOptions {
  /** `SITE_URL`: absolute links to it stay full loads, as SmartLink renders them. */
  siteUrl: string;
  navigate: Navigate;
}

/** Whether the browser would open the link in the same tab on this click. */
function isPlainClick(event: MouseEvent, anchor: HTMLAnchorElement): boolean {
  return (
    event.button === 0 &&
    !event.defaultPrevented &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
    (!anchor.target || anchor.target === '_self') &&
    !anchor.hasAttribute('download')
  );
}

/** Listens on `root` (the document in the app); returns the function that stops listening. */
export function interceptLinkClicks(root: EventTarget, { siteUrl, navigate }: LinkClickOptions): () => void {
  const ownOrigin = siteOrigin(siteUrl);
  const onClick = (event: Event) => {
    if (!(event instanceof MouseEvent) || !(event.target instanceof Element)) return;
    const anchor = event.target.closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || href == null || !isPlainClick(event, anchor)) return;
    if (classifyHref(href, ownOrigin) !== 'internal') return;
    const url = new URL(anchor.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    const to = url.pathname + url.search + url.hash;
    const here = window.location.pathname + window.location.search + window.location.hash;
    // As React Router's own links do: a click on the current address replaces the history entry.
    navigate(to, { replace: to === here });
  };
  root.addEventListener('click', onClick);
  return () => root.removeEventListener('click', onClick);
}

/**
 * Tells the page loader of the intent to follow a link of this site (pointer over it, touch,
 * focus), so its template's code loads before the click. Links in view only get their data:
 * evaluating the chunks of every page linked from the screen made long tasks just as the page
 * settled (docs/decisions/007-react-19.md).
 */
export function prepareOnIntent(root: EventTarget, prepare: (pathname: string) => void): void {
  const onIntent = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (link instanceof HTMLAnchorElement && link.origin === window.location.origin) prepare(link.pathname);
  };
  for (const type of ['pointerover', 'touchstart', 'focusin']) {
    root.addEventListener(type, onIntent, { capture: true, passive: true });
  }
}
