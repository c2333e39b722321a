// The route announcer (issue 37; docs/runtime.md "Focus and announcements"): after a client-side
// navigation to another page, focus moves to the new page's hash target or its <h1> (else <main>),
// and a polite live region says the page's title. A full load is the browser's, so the first page
// is left alone. It ships in the first-load JS: keep it small.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { hashTarget } from './scroll-restoration.ts';

/** The live region's id; the layout renders it empty, and only this module writes into it. */
export const ANNOUNCER_ID = 'route-announcer';

/** Where focus goes on the page now shown: the #hash target, the main heading, or main itself. */
export function routeFocusTarget(hash: string, doc: Document = document): HTMLElement | null {
  return (
    (hash ? hashTarget(hash, doc) : null) ??
    doc.querySelector<HTMLElement>('main h1') ??
    doc.getElementById('main')
  );
}

/**
 * Moves focus and announces `title` (else the new <h1>'s text) whenever the path changes. A
 * change of query alone (a list's filters) or of hash alone keeps focus where the visitor is.
 * Focus never scrolls: the scroll restoration has already put the page where it belongs, on
 * Back and Forward too.
 */
export function useRouteFocus(title: string | undefined) {
  const { pathname, hash } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const target = routeFocusTarget(hash);
    if (target) {
      // Focusable by script only: a heading gets no Tab stop, and no ring (global.css).
      if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.tabIndex = -1;
      target.focus({ preventScroll: true });
    }
    const region = document.getElementById(ANNOUNCER_ID);
    const heading = document.querySelector('main h1')?.textContent;
    if (region) region.textContent = title || heading || document.title;
  }, [pathname, hash, title]);
}
