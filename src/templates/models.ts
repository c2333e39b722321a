// Every template, by name: its model (`<name>/model.ts`), which says what data its pages carry and
// makes them. The one line a new template adds; its component (`<name>/<name>.tsx`) and, if it
// has any, the pictures only the browser shows (`<name>/client-images.ts`) are found by their
// file names (app/templates.ts, app/client-images.ts).

export * as brand from './brand/model.ts';
export * as brands from './brands/model.ts';
export * as category from './category/model.ts';
export * as 'enquiry-basket' from './enquiry-basket/model.ts';
export * as home from './home/model.ts';
export * as 'latest-news' from './latest-news/model.ts';
export * as 'not-found' from './not-found/model.ts';
export * as offline from './offline/model.ts';
export * as page from './page/model.ts';
export * as post from './post/model.ts';
export * as product from './product/model.ts';
export * as 'product-category' from './product-category/model.ts';
export * as search from './search/model.ts';
