// The route table, shared by the prerender (static handler) and the browser (data router). Every
// path is one splat route: the page data names its template, so thousands of content routes need
// no route objects of their own.
import type { RouteObject } from 'react-router';
import type { PageData } from '../templates/template-types.ts';
import { ErrorScreen } from './error-screen.tsx';
import { Layout } from './layout.tsx';
import { PageView } from './page-view.tsx';

/** Loads the page at `url` (a Request's: path and query, never a #hash). */
export type LoadPage = (url: URL, signal: AbortSignal) => Promise<PageData>;

export const PAGE_ROUTE_ID = 'page';

export function createRoutes(loadPage: LoadPage): RouteObject[] {
  return [
    {
      // Pathless, so that the splat below matches `/` too (under a `/` parent it would not).
      id: 'root',
      Component: Layout,
      ErrorBoundary: ErrorScreen,
      children: [
        {
          id: PAGE_ROUTE_ID,
          path: '*',
          loader: ({ request }) => loadPage(new URL(request.url), request.signal),
          Component: PageView,
          ErrorBoundary: ErrorScreen,
        },
      ],
    },
  ];
}
