// The basket's own limits, beyond the spec's (constants.ts): shared by the store and the reader of
// stored data, so a basket the site writes is always one it reads back.

/** The storage key; the version lets a later shape be read without mistaking the old one. */
export const BASKET_STORAGE_KEY = 'enquiry-basket:v1';
/** No enquiry names more machines than this; a longer stored list is damaged data. */
export const BASKET_MAX_ITEMS = 100;
/** The largest quantity the basket accepts for one item. */
export const BASKET_MAX_QUANTITY = 999;

/** Whether `quantity` may be stored: a whole number from 1 to BASKET_MAX_QUANTITY. */
export function isValidQuantity(quantity: unknown): quantity is number {
  return (
    Number.isInteger(quantity) && (quantity as number) >= 1 && (quantity as number) <= BASKET_MAX_QUANTITY
  );
}
