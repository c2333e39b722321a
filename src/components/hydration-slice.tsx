// A part of the page that React hydrates on its own (DESIGN.md decision 10): a Suspense boundary
// that never suspends, so the prerendered HTML is whole and the part is hydrated in short,
// yielding slices after the page is usable; the part a visitor touches is hydrated first, at once.
// Each slice also commits and runs its effects apart from the rest, so no one task grows long.
import { createContext, type ReactNode, Suspense, useContext } from 'react';

/**
 * False only where a page is rendered again to learn why a part of it failed: React's server
 * renderer would otherwise swallow the error into the boundary (src/app/render-strict.tsx).
 */
export const SlicesContext = createContext(true);

export function HydrationSlice({ children }: { children: ReactNode }) {
  return useContext(SlicesContext) ? <Suspense>{children}</Suspense> : children;
}
