import { type ComponentType, useMemo } from 'react';
import { useLoaderData, useLocation } from 'react-router';
import { useSite } from '../components/site-context.tsx';
import type { PageData } from '../templates/template-types.ts';
import { useDocumentMeta } from './document-meta.ts';
import { useScrollRestoration } from './scroll-restoration.ts';
import { templateView } from './template-views.ts';
import { loadedTemplate } from './templates.ts';

/** Renders the loaded page with its template; the loader has already loaded the chunk. */
export function PageView() {
  const page = useLoaderData() as PageData;
  const site = useSite();
  const { search } = useLocation();
  // A page that serves every query (the results page) takes its title from the query.
  const shown = useMemo(() => {
    const title = templateView(page.template).title?.(search);
    return title === undefined ? page : { ...page, meta: { ...page.meta, title } };
  }, [page, search]);
  useDocumentMeta(shown as PageData, site);
  useScrollRestoration();
  // The registry ties each template to its own data type; the union is narrowed by `template`.
  const Template = loadedTemplate(page.template).Template as ComponentType<{ data: PageData['data'] }>;
  return <Template data={page.data} />;
}
