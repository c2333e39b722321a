// A page whose model carries no data (the basket lives on the device, the offline and not-found
// pages say the same to everyone): its title, path and description, kept out of search engines.
import type { PageDraft, PageMetaInput } from './model-context.ts';

export type NoData = Record<string, never>;

export function pageWithoutData(meta: Omit<PageMetaInput, 'indexable'>): PageDraft<NoData> {
  return { meta: { ...meta, indexable: false }, data: {} };
}
