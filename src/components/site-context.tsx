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

/**
 * The site's own address (`SITE_URL`), which links compare hrefs with; undefined outside
 * <SiteProvider> (a component rendered alone in a test), where every absolute link is external.
 */
export function useSiteUrl(): string | undefined {
  return useContext(SiteContext)?.siteUrl;
}
