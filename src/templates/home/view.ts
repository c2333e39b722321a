// The home page's blocks load as a page's do (page/view.ts).
export { blocks } from '../page/view.ts';
