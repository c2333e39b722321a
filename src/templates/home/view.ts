// The home page's blocks load as a page's do (page/view.ts).
export { view } from '../page/view.ts';
