// Prerender-only reuse of the chrome's HTML. The header and footer are half of every page's markup
// and the same on thousands of pages (only which menu entry is current changes), so the prerender
// renders each variant once and splices its HTML into the pages after. In the browser, and
// wherever no cache is provided, CachedFragment is its children: hydration sees the same tree.
// prerender/prerender.ts re-renders a sample of pages without the cache and fails the build if
// the HTML differs, so a cache key that misses an input cannot ship a wrong page.
import { createContext, createElement, Fragment, type ReactNode, useContext } from 'react';

/** Rendered HTML by fragment id, for one build; `pending` counts fragments marked but not collected. */
export interface FragmentCache {
  html: Map<string, string>;
  pending: number;
}

export function createFragmentCache(): FragmentCache {
  return { html: new Map(), pending: 0 };
}

export const FragmentCacheContext = createContext<FragmentCache | null>(null);

const START = '<!--fragment:';
// What useId makes (`P0-3`) in an attribute that holds ids. useId counts calls in render order, so
// a reused fragment must not call it: pages after it would get other ids than hydration computes.
const USE_ID = /\b(?:id|for|headers|aria-[a-z]+)="[^"]*\bP\d+-\d+/;
const end = (id: string) => `<!--/fragment:${id}-->`;

/**
 * Raw HTML as a child: Preact's server renderer writes a Fragment's `tpl` strings verbatim (the
 * form its precompiled JSX uses). Only ever given HTML this renderer produced itself.
 */
function rawHtml(html: string): ReactNode {
  return createElement(Fragment, { tpl: [html] } as { children?: ReactNode });
}

/**
 * Renders `children` once per `id` in a prerender; every later page with the same id reuses the
 * HTML. The id must name everything the children's output depends on besides the site data.
 */
export function CachedFragment({ id, children }: { id: string; children: ReactNode }) {
  const cache = useContext(FragmentCacheContext);
  if (!cache) return children;
  const html = cache.html.get(id);
  if (html !== undefined) return rawHtml(html);
  // Not rendered yet: mark where it lands, so collectFragments can cut it out of the page.
  cache.pending += 1;
  return (
    <>
      {rawHtml(`${START}${id}-->`)}
      {children}
      {rawHtml(end(id))}
    </>
  );
}

/**
 * Moves the marked, first-time fragments of a rendered page into the cache and returns the page
 * without the markers. Ids hold no `-->` (they are made of paths), and content cannot fake a
 * marker: its text is escaped. Fragments do not nest.
 */
export function collectFragments(html: string, cache: FragmentCache): string {
  if (cache.pending === 0) return html;
  cache.pending = 0;
  let out = html;
  for (let start = out.indexOf(START); start >= 0; start = out.indexOf(START, start)) {
    const idEnd = out.indexOf('-->', start);
    const id = out.slice(start + START.length, idEnd);
    const bodyStart = idEnd + 3;
    const marker = end(id);
    const bodyEnd = out.indexOf(marker, bodyStart);
    const body = out.slice(bodyStart, bodyEnd);
    if (bodyEnd < 0 || body.includes(START)) throw new Error(`The fragment "${id}" is not closed, or nests.`);
    const madeByUseId = USE_ID.exec(body)?.[0];
    if (madeByUseId) {
      throw new Error(`The fragment "${id}" holds an id made by useId (${madeByUseId}); give it a fixed id.`);
    }
    cache.html.set(id, body);
    out = out.slice(0, start) + body + out.slice(bodyEnd + marker.length);
  }
  return out;
}
