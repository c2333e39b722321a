// Images a page can show only in the browser (later "More posts", media library batches and its
// modal, basket rows, carousel slides after the first): the prerender never renders them, so the
// build asks each template (`templates/<name>/client-images.ts`, where it has any) which files to
// make. Server-only: imported by entry-server.tsx, never by the client entry.

import type { ImageUrls } from '../content/image-url.ts';
import type { PageData } from '../templates/template-types.ts';

/** Each module's own signature takes its template's data (`Data` of its model). */
type ClientImages = (images: ImageUrls, data: PageData['data']) => string[];

const modules = import.meta.glob<{ clientImages: ClientImages }>('../templates/*/client-images.ts', {
  eager: true,
});

const byTemplate = new Map(
  Object.entries(modules).map(([path, module]) => [path.split('/').at(-2), module.clientImages]),
);

export function clientOnlyImagePaths(images: ImageUrls, page: PageData): string[] {
  return byTemplate.get(page.template)?.(images, page.data) ?? [];
}
