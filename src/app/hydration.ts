// The data the prerendered HTML carries for hydration: a JSON script, not an executable one, so a
// strict Content-Security-Policy needs no hash or nonce.
import type { SiteData } from '../content/page-data.ts';
import type { PageData } from './page-types.ts';

export const HYDRATION_ELEMENT_ID = 'hydration-data';

export interface HydrationPayload {
  site: SiteData;
  page: PageData;
}

/** Serialises for a `<script type="application/json">`: `<` is escaped so no `</script>` can end it early. */
export function serialiseHydration(payload: HydrationPayload): string {
  return JSON.stringify(payload)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function readHydration(doc: Document = document): HydrationPayload {
  const element = doc.getElementById(HYDRATION_ELEMENT_ID);
  if (!element?.textContent) throw new Error('The page has no hydration data.');
  return JSON.parse(element.textContent) as HydrationPayload;
}
