// Structured data (schema.org as JSON-LD) for the page types search engines show richly: each
// template says its own (`head.structuredData` in its model, templates/model-hooks.ts; the shared
// nodes in content/structured-data/); here they are asked for and written as one `@graph`. Built
// from the page data and the site data alone, as small objects per page.

import type { JsonLdContext, JsonLdNode } from '../../content/structured-data/nodes.ts';
import type { ModelPage } from '../../templates/template-types.ts';
import { templateHead } from './template-heads.ts';

const SCHEMA = 'https://schema.org';

/** The structured data of one page, as the nodes of one `@graph`; empty when nothing fits. */
export function structuredData(context: JsonLdContext & { page: ModelPage }): JsonLdNode[] {
  return templateHead(context.page.template).structuredData?.(context) ?? [];
}

// `<` ends the script in HTML (`</script>`, `<!--`); U+2028 and U+2029 end a line in older
// JavaScript. Escaped as JSON escapes, the text still parses to the same data.
const UNSAFE = /[<>&\u2028\u2029]/g;
const UNSAFE_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** `<script type="application/ld+json">` with the nodes; nothing when there are none. */
export function jsonLdScript(nodes: readonly JsonLdNode[]): string {
  if (nodes.length === 0) return '';
  const json = JSON.stringify({ '@context': SCHEMA, '@graph': nodes }).replace(
    UNSAFE,
    (c) => UNSAFE_ESCAPES[c] ?? c,
  );
  return `<script type="application/ld+json">${json}</script>`;
}
