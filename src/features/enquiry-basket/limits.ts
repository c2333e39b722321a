// The basket's own limits, beyond the spec's (constants.ts): shared by the store and the reader of
// stored data, so a basket the site writes is always one it reads back.
import {
  ENQUIRY_ITEMS_MAX,
  ENQUIRY_QUANTITY_MAX,
  ENQUIRY_QUANTITY_MIN,
} from '../../content/enquiry-items.ts';

/** The storage key; the version lets a later shape be read without mistaking the old one. */
export const BASKET_STORAGE_KEY = 'enquiry-basket:v1';
/** What one enquiry may send: the basket holds no more, and a longer stored list is damaged data. */
export const BASKET_MAX_ITEMS = ENQUIRY_ITEMS_MAX;

/** Whether `quantity` may be stored: the enquiry's range, so every stored quantity can be sent. */
export function isValidQuantity(quantity: unknown): quantity is number {
  return (
    Number.isInteger(quantity) &&
    (quantity as number) >= ENQUIRY_QUANTITY_MIN &&
    (quantity as number) <= ENQUIRY_QUANTITY_MAX
  );
}
