// Keeps the head in step after each navigation: title, description and canonical link here (how
// they read, documentTitle and canonicalUrl, is in lib/document-title.ts, shared with the
// prerender); the search and sharing tags in seo-head.ts, loaded only once a navigation needs it.
import { useEffect } from 'react';
import type { SiteData } from '../content/page-data.ts';
import { METADATA_DEBOUNCE_MS } from '../lib/constants.ts';
import { canonicalUrl, documentTitle } from '../lib/document-title.ts';
import type { PageData } from '../templates/template-types.ts';

function setMeta(selector: string, attribute: string, value: string) {
  const element = document.head.querySelector(selector);
  if (element) element.setAttribute(attribute, value);
}

/** The path whose search and sharing tags the head holds; at first, the prerendered page's. */
let seoPath: string | undefined;

function canonicalPath(): string | undefined {
  const href = document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');
  return href ? new URL(href, location.href).pathname : undefined;
}

/** Keeps the head in step with client-side navigation (debounced per SPEC §9). */
export function useDocumentMeta(page: PageData, site: SiteData) {
  useEffect(() => {
    const timer = setTimeout(() => {
      const { meta } = page;
      seoPath ??= canonicalPath();
      const title = documentTitle(meta.title, site.siteName);
      if (document.title !== title) document.title = title;
      setMeta('meta[name="description"]', 'content', meta.description);
      setMeta('link[rel="canonical"]', 'href', canonicalUrl(site.siteUrl, meta.path));
      if (seoPath === meta.path) return;
      seoPath = meta.path;
      void import('./seo-head.ts').then(({ showSeoHead }) => showSeoHead(page, site));
    }, METADATA_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [page, site]);
}
