// Pictures of this template that only the browser shows (app/client-images.ts): as latest news.
export { clientImages } from '../latest-news/client-images.ts';
