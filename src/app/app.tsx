import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { SiteProvider } from '../components/site-context.tsx';
import type { SiteData } from '../content/page-data.ts';
import './global.css';

/** Providers shared by the browser and the prerender, so both render the same tree. */
export function AppProviders({
  site,
  queryClient,
  children,
}: {
  site: SiteData;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <SiteProvider value={site}>{children}</SiteProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
