// Assembles one page's HTML from the Vite-built template, the rendered app and the page's head.
// Pure string work: it runs once per route, thousands of times per build, so it stays cheap.

import { escapeHtml } from '../src/lib/escape-html.ts';
import { BOOT_MODULE_META, BUILD_HASH_META_NAME } from '../src/lib/page-contract.ts';
import type { PageData } from '../src/templates/template-types.ts';

export { escapeHtml };

export interface HtmlTemplate {
  /** Everything before `<!--app-head-->`, between the markers, and after `<!--app-data-->`. */
  parts: [before: string, head2html: string, html2data: string, after: string];
}

// The module script the bundler puts in the template (Vite's own dev client, `/@vite/client`,
// stays), and the modulepreload links it may add for that script's imports.
const MODULE_SCRIPT = /<script type="module"[^>]*\ssrc="(?!\/@)([^"]+)"[^>]*><\/script>/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>\s*/g;

/**
 * Splits the Vite-built index.html at its markers. Its boot script becomes a meta tag with the
 * address, which the page's inline script adds once the page has painted (src/app/boot-loader.ts):
 * a script element would be fetched at once and could run before the first paint.
 */
export function splitTemplate(html: string): HtmlTemplate {
  const scripts = [...html.matchAll(MODULE_SCRIPT)];
  if (scripts.length !== 1) {
    throw new Error(`index.html must have one module script (the boot), found ${scripts.length}.`);
  }
  const markers = ['<!--app-head-->', '<!--app-html-->', '<!--app-data-->'];
  const parts: string[] = [];
  let rest = html
    .replace(MODULE_PRELOAD, '')
    .replace(
      MODULE_SCRIPT,
      (_tag, src: string) => `<meta name="${BOOT_MODULE_META}" content="${escapeHtml(src)}">`,
    );
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
  title: string;
  canonical: string;
  /** Open Graph, Twitter card, structured data, the feed's link: the SSR bundle's seoHead (docs/seo.md). */
  seo: string;
  /** Extra tags for this page's template chunk (modulepreload links). */
  preloads: string;
  /** Run at once, before the body is parsed; allowed by its hash in the CSP (prerender/csp.ts). */
  inlineScript?: string;
}

export function renderHead({ page, title, canonical, seo, preloads, inlineScript }: HeadInput): string {
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
    seo,
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
