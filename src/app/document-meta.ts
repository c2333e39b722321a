// Keeps the head's title, description and canonical link in step after each navigation; how they
// read (documentTitle, canonicalUrl) is in lib/document-title.ts, shared with the prerender.
import { useEffect } from 'react';
import type { PageMeta } from '../content/page-types.ts';
import { METADATA_DEBOUNCE_MS } from '../lib/constants.ts';
import { canonicalUrl, documentTitle } from '../lib/document-title.ts';

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
