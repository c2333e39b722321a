import type { ComponentType } from 'react';
import { useLoaderData } from 'react-router';
import { useSite } from '../components/site-context.tsx';
import type { PageData } from '../templates/template-types.ts';
import { useDocumentMeta } from './document-meta.ts';
import { useScrollRestoration } from './scroll-restoration.ts';
import { loadedTemplate } from './templates.ts';

/** Renders the loaded page with its template; the loader has already loaded the chunk. */
export function PageView() {
  const page = useLoaderData() as PageData;
  const site = useSite();
  useDocumentMeta(page, site);
  useScrollRestoration();
  // The registry ties each template to its own data type; the union is narrowed by `template`.
  const Template = loadedTemplate(page.template).Template as ComponentType<{ data: PageData['data'] }>;
  return <Template data={page.data} />;
}
