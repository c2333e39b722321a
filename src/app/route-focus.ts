// The route announcer (issue 37; docs/runtime.md "Focus and announcements on navigation"): after
// a client-side navigation to another page, focus moves to the new page's hash target or its <h1>
// (else <main>), and a polite live region says the page's title, its <h1>. A full load is the
// browser's, so the first page is left alone. It ships in the first-load JS: keep it small.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { hashTarget } from './scroll-restoration.ts';

/** The live region's id; the layout renders it empty, and only this module writes into it. */
export const ANNOUNCER_ID = 'route-announcer';

/**
 * Moves focus and announces the new page whenever the path changes. A change of query alone (a
 * list's filters) or of hash alone keeps focus where the visitor is. Focus never scrolls: the
 * scroll restoration has already put the page where it belongs, on Back and Forward too.
 */
export function useRouteFocus() {
  const { pathname, hash } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const heading = document.querySelector<HTMLElement>('main h1');
    const target = (hash && hashTarget(hash)) || heading || document.getElementById('main');
    if (target) {
      // Focusable by script only: a heading gets no Tab stop, and no ring (global.css).
      if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
      target.focus({ preventScroll: true });
    }
    const region = document.getElementById(ANNOUNCER_ID);
    if (region) region.textContent = heading?.textContent || document.title;
  }, [pathname, hash]);
}
