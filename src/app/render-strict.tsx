// Server rendering that fails loudly. React's server renderer treats an error inside a Suspense
// boundary as one for the browser to retry: it writes the boundary empty, marked `<!--$!-->`, and
// says nothing. A prerendered page must never ship like that, so a page with such a mark is
// rendered once more without the boundaries, where the error surfaces with its own message.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { SlicesContext } from '../components/hydration-slice.tsx';

const ERRORED_BOUNDARY = '<!--$!';

export function renderToStringStrict(tree: ReactNode): string {
  const html = renderToString(tree);
  if (!html.includes(ERRORED_BOUNDARY)) return html;
  renderToString(<SlicesContext value={false}>{tree}</SlicesContext>);
  throw new Error('A part of the page failed to render, and left no error to report.');
}
