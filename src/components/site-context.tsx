// The site-wide data every page shares (chrome, settings). It travels once, inlined in the
// prerendered HTML, and never with per-page data.
import { createContext, useContext } from 'react';
import type { SiteData } from '../content/page-data.ts';
import { useRequired } from './required-context.ts';

const SiteContext = createContext<SiteData | null>(null);
export const SiteProvider = SiteContext.Provider;
export const useSite = () => useRequired(SiteContext, 'useSite() outside <SiteProvider>.');

/**
 * The site's own address (`SITE_URL`), which links compare hrefs with; undefined outside
 * <SiteProvider> (a component rendered alone in a test), where every absolute link is external.
 */
export function useSiteUrl(): string | undefined {
  return useContext(SiteContext)?.siteUrl;
}
