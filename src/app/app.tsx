import { type ReactNode, StrictMode } from 'react';
import { ImageUrlsProvider } from '../components/image-urls.tsx';
import { SiteProvider } from '../components/site-context.tsx';
import type { ImageUrls } from '../content/image-url.ts';
import type { SiteData } from '../content/page-data.ts';
import './global.css';
import './global-classes.css';

/** Providers shared by the browser and the prerender, so both render the same tree. */
export function AppProviders({
  site,
  images,
  children,
}: {
  site: SiteData;
  /** The image URL builder of `site.images`. */
  images: ImageUrls;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <SiteProvider value={site}>
        <ImageUrlsProvider value={images}>{children}</ImageUrlsProvider>
      </SiteProvider>
    </StrictMode>
  );
}
