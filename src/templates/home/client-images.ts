// Pictures of this template that only the browser shows (app/client-images.ts): a page's.
export { clientImages } from '../page/client-images.ts';
