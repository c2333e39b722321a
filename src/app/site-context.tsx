// The site-wide data every page shares (chrome, settings). It travels once, inlined in the
// prerendered HTML, and never with per-page data.
import { createContext, useContext } from 'react';
import type { SiteData } from '../content/page-data.ts';

const SiteContext = createContext<SiteData | null>(null);

export const SiteProvider = SiteContext.Provider;

export function useSite(): SiteData {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite() outside <SiteProvider>.');
  return site;
}
