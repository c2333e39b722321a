/** SPEC §2: the enquiry basket's route. */
export const BASKET_PATH = '/enquiry-basket/';
