// Assembles one page's HTML from the Vite-built template, the rendered app and the page's head.
// Pure string work: it runs once per route, thousands of times per build, so it stays cheap.

import { BUILD_HASH_META_NAME } from '../src/app/page-data-loader.ts';
import type { SiteData } from '../src/content/page-data.ts';
import type { PageData } from '../src/templates/template-types.ts';
import { escapeHtml } from './escape-html.ts';
import { seoHead } from './seo/head.ts';

export { escapeHtml };

export interface HtmlTemplate {
  /** Everything before `<!--app-head-->`, between the markers, and after `<!--app-data-->`. */
  parts: [before: string, head2html: string, html2data: string, after: string];
}

/**
 * Gives the template's scripts (boot, and the bundler's modulepreload of its helper) a low fetch
 * priority. Boot starts the app only after the largest paint (src/app/boot.ts), so its bytes must
 * not compete with the stylesheet, the font and the hero; at the default (high) priority the
 * browser, and Lighthouse's model of it, also treat them as holding back the first paint.
 */
export function lowerScriptPriority(html: string): string {
  return html.replace(
    /<(script type="module"|link rel="modulepreload")(?![^>]*\bfetchpriority=)/g,
    '<$1 fetchpriority="low"',
  );
}

export function splitTemplate(html: string): HtmlTemplate {
  const markers = ['<!--app-head-->', '<!--app-html-->', '<!--app-data-->'];
  const parts: string[] = [];
  let rest = lowerScriptPriority(html);
  for (const marker of markers) {
    const at = rest.indexOf(marker);
    if (at < 0) throw new Error(`index.html lacks the ${marker} marker.`);
    parts.push(rest.slice(0, at));
    rest = rest.slice(at + marker.length);
  }
  parts.push(rest);
  return { parts: parts as HtmlTemplate['parts'] };
}

export interface HeadInput {
  page: PageData;
  site: SiteData;
  title: string;
  canonical: string;
  /** Extra tags for this page's template chunk (modulepreload links). */
  preloads: string;
  /** Run at once, before the body is parsed; allowed by its hash in the CSP (prerender/csp.ts). */
  inlineScript?: string;
}

export function renderHead({ page, site, title, canonical, preloads, inlineScript }: HeadInput): string {
  const { meta } = page;
  const description = escapeHtml(meta.description);
  const tags = [
    // Script text, not HTML: it holds no `</script` (the early-events script is the site's own).
    inlineScript ? `<script>${inlineScript}</script>` : '',
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${description}">`,
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    `<meta name="${BUILD_HASH_META_NAME}" content="${escapeHtml(page.hash)}">`,
    meta.indexable ? '' : '<meta name="robots" content="noindex">',
    // Open Graph, Twitter card, structured data, the feed's link (docs/seo.md).
    seoHead({ page, site, title, canonical }),
    preloads,
  ];
  return tags.filter(Boolean).join('');
}

export function renderDocument(
  template: HtmlTemplate,
  head: string,
  appHtml: string,
  hydrationJson: string,
  hydrationId: string,
): string {
  const [before, head2html, html2data, after] = template.parts;
  return `${before}${head}${head2html}${appHtml}${html2data}<script type="application/json" id="${hydrationId}">${hydrationJson}</script>${after}`;
}
