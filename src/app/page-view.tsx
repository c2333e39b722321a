import { type ComponentType, useMemo } from 'react';
import { useLoaderData, useLocation } from 'react-router';
import { useSite } from '../components/site-context.tsx';
import { queryOf, searchResultsTitle } from '../features/search/results-title.ts';
import type { PageData } from '../templates/template-types.ts';
import { useDocumentMeta } from './document-meta.ts';
import { useScrollRestoration } from './scroll-restoration.ts';
import { loadedTemplate } from './templates.ts';

/** Renders the loaded page with its template; the loader has already loaded the chunk. */
export function PageView() {
  const page = useLoaderData() as PageData;
  const site = useSite();
  const { search } = useLocation();
  // The results page is one page for every query: its title says the query (docs/search.md).
  const shown = useMemo(
    () =>
      page.template === 'search'
        ? { ...page, meta: { ...page.meta, title: searchResultsTitle(queryOf(search)) } }
        : page,
    [page, search],
  );
  useDocumentMeta(shown as PageData, site);
  useScrollRestoration();
  // The registry ties each template to its own data type; the union is narrowed by `template`.
  const Template = loadedTemplate(page.template).Template as ComponentType<{ data: PageData['data'] }>;
  return <Template data={page.data} />;
}
