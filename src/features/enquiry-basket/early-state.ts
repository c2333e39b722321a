// Whether a basket is stored, told to the page before its first paint, so the basket page shows
// its empty state at once or keeps room for the list: nothing moves when the app has read the
// basket (src/templates/enquiry-basket/). The store removes its key once the basket is empty.
import { BASKET_STORAGE_KEY } from './limits.ts';

/** `<html data-basket="empty">` or `"filled"`; absent without scripts or storage. */
export const BASKET_STATE_ATTRIBUTE = 'data-basket';

/**
 * Part of the page's inline script, as source text: it must stand alone. Reading `localStorage`
 * throws where storage is blocked; the page then waits for the app, as without the script.
 */
export function basketStateScript(): string {
  return `try{document.documentElement.setAttribute(${JSON.stringify(BASKET_STATE_ATTRIBUTE)},localStorage.getItem(${JSON.stringify(BASKET_STORAGE_KEY)})===null?"empty":"filled")}catch(e){}`;
}
