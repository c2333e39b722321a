// SPEC §2: "A new page scrolls to the top, or to the hash target, or restores the saved position
// on back." Done from the page view, after the new page is in the DOM: React Router's own
// ScrollRestoration lives in the layout, and where the layout commits before the page below it
// re-renders (as under Preact, decision 002) its restore is clamped by the previous page's height.
import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'scroll-positions';
const positions = new Map<string, number>();
let listening = false;
/** The history entry on screen; set before any scroll of ours, so its scroll event is counted for it. */
let currentKey: string | null = null;

function readStored() {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as unknown;
    if (stored && typeof stored === 'object') {
      for (const [key, y] of Object.entries(stored)) if (typeof y === 'number') positions.set(key, y);
    }
  } catch {
    // Storage blocked or damaged: positions live for this document only.
  }
}

function writeStored() {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(positions)));
  } catch {
    // As above.
  }
}

/** Once per document: take over from the browser, and keep positions across full loads. */
function startListening() {
  if (listening) return;
  listening = true;
  window.history.scrollRestoration = 'manual';
  readStored();
  window.addEventListener('pagehide', writeStored);
  window.addEventListener(
    'scroll',
    () => {
      if (currentKey !== null) positions.set(currentKey, window.scrollY);
    },
    { passive: true },
  );
}

/**
 * The element a #hash names, matched as browsers match it: by its percent-decoded id, then by the
 * id as written. A hash that is no valid encoding (`#100%`, a link cut short) is only written.
 */
export function hashTarget(hash: string, doc: Document = document): HTMLElement | null {
  const written = hash.replace(/^#/, '');
  if (!written) return null;
  let decoded = written;
  try {
    decoded = decodeURIComponent(written);
  } catch {
    // Not percent-encoding: the id as written.
  }
  return doc.getElementById(decoded) ?? doc.getElementById(written);
}

function scrollToHash(hash: string): boolean {
  const target = hashTarget(hash);
  target?.scrollIntoView();
  return target !== null;
}

export function useScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const { key, hash } = location;

  useLayoutEffect(() => {
    startListening();
    currentKey = key;
    const saved = positions.get(key);
    if (navigationType === 'POP' && saved !== undefined) window.scrollTo(0, saved);
    else if (hash && scrollToHash(hash)) return;
    else if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [key, hash, navigationType]);
}
