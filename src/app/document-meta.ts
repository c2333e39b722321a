// One place for how a page's title, description and canonical link read, used by the prerender
// (the HTML head) and by the client after each navigation.
import { useEffect } from 'react';
import { METADATA_DEBOUNCE_MS } from './constants.ts';
import type { PageMeta } from './page-types.ts';

/** SPEC §2: "Title template: page title followed by the site name." */
export function documentTitle(title: string, siteName: string): string {
  return title && title !== siteName ? `${title} | ${siteName}` : siteName;
}

export function canonicalUrl(siteUrl: string, path: string): string {
  return new URL(path, siteUrl).href;
}

function setMeta(selector: string, attribute: string, value: string) {
  const element = document.head.querySelector(selector);
  if (element) element.setAttribute(attribute, value);
}

/** Keeps the head in step with client-side navigation (debounced per SPEC §9). */
export function useDocumentMeta(meta: PageMeta, siteName: string, siteUrl: string) {
  useEffect(() => {
    const timer = setTimeout(() => {
      const title = documentTitle(meta.title, siteName);
      if (document.title !== title) document.title = title;
      setMeta('meta[name="description"]', 'content', meta.description);
      setMeta('link[rel="canonical"]', 'href', canonicalUrl(siteUrl, meta.path));
      setMeta('meta[property="og:title"]', 'content', title);
      setMeta('meta[property="og:description"]', 'content', meta.description);
      setMeta('meta[property="og:url"]', 'content', canonicalUrl(siteUrl, meta.path));
    }, METADATA_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [meta, siteName, siteUrl]);
}
