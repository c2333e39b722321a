// Prerender-only reuse of the chrome's HTML. The header and footer are half of every page's markup
// and the same on thousands of pages (only which menu entry is current changes), so the prerender
// renders each variant once and splices its HTML into the pages after. In the browser, and
// wherever no cache is provided, CachedFragment is its children: hydration sees the same tree.
// prerender/prerender.ts re-renders a sample of pages without the cache and fails the build if
// the HTML differs, so a cache key that misses an input cannot ship a wrong page.
import { createContext, type ReactNode, useContext } from 'react';

/** Rendered HTML by fragment id, for one thread; `pending`: what this page's markers stand for. */
export interface FragmentCache {
  html: Map<string, string>;
  pending: { id: string; reuse: boolean }[];
}

export function createFragmentCache(): FragmentCache {
  return { html: new Map(), pending: [] };
}

export const FragmentCacheContext = createContext<FragmentCache | null>(null);

// The markers are elements React writes like any other, with a custom element's name no content
// can produce (content text and attributes are escaped). collectFragments removes every one.
const MARK = 'prerender-fragment';
const mark = (slot: number, edge: 'start' | 'end' | 'reuse') =>
  `<${MARK} data-slot="${slot}" data-edge="${edge}"></${MARK}>`;

/**
 * Renders `children` once per `id` in a prerender; every later page with the same id reuses the
 * HTML. The id must name everything the children's output depends on besides the site data; it
 * is asked for only in a prerender (the browser has no use for it).
 *
 * The tree keeps one shape everywhere, three slots with the children in the middle, because
 * React derives `useId` ids from a component's place in the tree: the same place in the
 * prerender and in the browser gives the same ids, so a reused fragment may hold them.
 */
export function CachedFragment({ id: idOf, children }: { id: () => string; children: ReactNode }) {
  const cache = useContext(FragmentCacheContext);
  if (!cache) {
    return (
      <>
        {null}
        {children}
        {null}
      </>
    );
  }
  const id = idOf();
  const reuse = cache.html.has(id);
  const slot = cache.pending.push({ id, reuse }) - 1;
  const Mark = MARK as 'div';
  return (
    <>
      {reuse ? null : <Mark data-slot={slot} data-edge="start" />}
      {reuse ? <Mark data-slot={slot} data-edge="reuse" /> : children}
      {reuse ? null : <Mark data-slot={slot} data-edge="end" />}
    </>
  );
}

/**
 * Puts the cached HTML in place of the reused fragments of a rendered page, moves the first-time
 * ones into the cache, and returns the page without the markers. Fragments do not nest.
 */
export function collectFragments(html: string, cache: FragmentCache): string {
  if (cache.pending.length === 0) return html;
  const marked = cache.pending;
  cache.pending = [];
  // One pass; the pieces are concatenated, which V8 does without copying them.
  let out = '';
  let from = 0;
  for (const [slot, { id, reuse }] of marked.entries()) {
    if (reuse) {
      const marker = mark(slot, 'reuse');
      const at = html.indexOf(marker, from);
      if (at < 0) throw new Error(`The fragment "${id}" lost its place in the page.`);
      out += html.slice(from, at) + (cache.html.get(id) ?? '');
      from = at + marker.length;
      continue;
    }
    const start = mark(slot, 'start');
    const end = mark(slot, 'end');
    const startAt = html.indexOf(start, from);
    const bodyStart = startAt + start.length;
    const bodyEnd = html.indexOf(end, bodyStart);
    const body = html.slice(bodyStart, bodyEnd);
    if (startAt < 0 || bodyEnd < 0 || body.includes(`<${MARK} `)) {
      throw new Error(`The fragment "${id}" is not closed, or nests.`);
    }
    cache.html.set(id, body);
    out += html.slice(from, startAt) + body;
    from = bodyEnd + end.length;
  }
  return out + html.slice(from);
}
