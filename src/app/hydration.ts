// The data the prerendered HTML carries for hydration: a JSON script, not an executable one, so a
// strict Content-Security-Policy need not allow it. It holds the page's data and the address
// of the site data (menus, footer: the same on every page), which is a file of its own, named by
// its content and cached for good, rather than 20 KB repeated in every page's HTML.
import { HYDRATION_ELEMENT_ID } from '../lib/page-contract.ts';
import type { PageData } from '../templates/template-types.ts';

export interface HydrationPayload {
  /** The site data file's path. */
  site: string;
  page: PageData;
}

/** JSON made safe inside a `<script>`: `<` is escaped so no `</script>` can end it early. */
export function scriptSafeJson(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The hydration script's text, from the page's JSON (the prerender writes it to a file anyway). */
export function joinHydration(sitePath: string, pageJson: string): string {
  return scriptSafeJson(`{"site":${JSON.stringify(sitePath)},"page":${pageJson}}`);
}

export function readHydration(doc: Document = document): HydrationPayload {
  const element = doc.getElementById(HYDRATION_ELEMENT_ID);
  if (!element?.textContent) throw new Error('The page has no hydration data.');
  return JSON.parse(element.textContent) as HydrationPayload;
}
