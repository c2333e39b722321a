// The basket lines an enquiry may carry (docs/enquiries.md "Request"): apart from the form's fields
// (enquiry-contract.ts) because the basket, on every page, needs only these numbers, and a module
// shared by two chunks ships whole in the first one.

/**
 * Basket lines one enquiry may list, and the quantity range of each. The basket holds no more
 * (src/features/enquiry-basket/limits.ts), so every basket a visitor fills can be sent.
 */
export const ENQUIRY_ITEMS_MAX = 100;
export const ENQUIRY_QUANTITY_MIN = 1;
export const ENQUIRY_QUANTITY_MAX = 999;
export const ENQUIRY_ITEM_TEXT_MAX_LENGTH = 200;
