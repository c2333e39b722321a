// Prerender-only reuse of the chrome's HTML. The header and footer are half of every page's markup
// and the same on thousands of pages (only which menu entry is current changes), so the prerender
// renders each variant once and splices its HTML into the pages after. In the browser, and
// wherever no cache is provided, CachedFragment is its children: hydration sees the same tree.
// prerender/prerender.ts re-renders a sample of pages without the cache and fails the build if
// the HTML differs, so a cache key that misses an input cannot ship a wrong page.
import { createContext, createElement, Fragment, type ReactNode, useContext } from 'react';

/** Rendered HTML by fragment id, for one thread; `pending`: ids marked in this page, by slot. */
export interface FragmentCache {
  html: Map<string, string>;
  pending: string[];
}

export function createFragmentCache(): FragmentCache {
  return { html: new Map(), pending: [] };
}

export const FragmentCacheContext = createContext<FragmentCache | null>(null);

const START = '<!--fragment:';
// What useId makes (`P0-3`) in an attribute that holds ids. useId counts calls in render order, so
// a reused fragment must not call it: pages after it would get other ids than hydration computes.
const USE_ID = /\b(?:id|for|headers|aria-[a-z]+)="[^"]*\bP\d+-\d+/;
const end = (slot: number) => `<!--/fragment:${slot}-->`;

/**
 * Raw HTML as a child: Preact's server renderer writes a Fragment's `tpl` strings verbatim (the
 * form its precompiled JSX uses). Only ever given HTML this renderer produced itself.
 */
function rawHtml(html: string): ReactNode {
  return createElement(Fragment, { tpl: [html] } as { children?: ReactNode });
}

/**
 * Renders `children` once per `id` in a prerender; every later page with the same id reuses the
 * HTML. The id must name everything the children's output depends on besides the site data (any
 * string: the markers carry a slot number, not the id).
 */
export function CachedFragment({ id, children }: { id: string; children: ReactNode }) {
  const cache = useContext(FragmentCacheContext);
  if (!cache) return children;
  const html = cache.html.get(id);
  if (html !== undefined) return rawHtml(html);
  // Not rendered yet: mark where it lands, so collectFragments can cut it out of the page.
  const slot = cache.pending.push(id) - 1;
  return (
    <>
      {rawHtml(`${START}${slot}-->`)}
      {children}
      {rawHtml(end(slot))}
    </>
  );
}

/**
 * Moves the marked, first-time fragments of a rendered page into the cache and returns the page
 * without the markers. Content cannot fake a marker: its text is escaped. Fragments do not nest.
 */
export function collectFragments(html: string, cache: FragmentCache): string {
  if (cache.pending.length === 0) return html;
  const ids = cache.pending;
  cache.pending = [];
  // One pass, the pieces joined once.
  const parts: string[] = [];
  let from = 0;
  for (let start = html.indexOf(START); start >= 0; start = html.indexOf(START, from)) {
    const slotEnd = html.indexOf('-->', start);
    const slot = Number(html.slice(start + START.length, slotEnd));
    const id = ids[slot] ?? '';
    const bodyStart = slotEnd + 3;
    const marker = end(slot);
    const bodyEnd = html.indexOf(marker, bodyStart);
    const body = html.slice(bodyStart, bodyEnd);
    if (bodyEnd < 0 || body.includes(START)) throw new Error(`The fragment "${id}" is not closed, or nests.`);
    const madeByUseId = USE_ID.exec(body)?.[0];
    if (madeByUseId) {
      throw new Error(`The fragment "${id}" holds an id made by useId (${madeByUseId}); give it a fixed id.`);
    }
    cache.html.set(id, body);
    parts.push(html.slice(from, start), body);
    from = bodyEnd + marker.length;
  }
  parts.push(html.slice(from));
  return parts.join('');
}
