// What the offline worker shows for a page never opened before, when there is no signal.
import { OFFLINE_PATH } from '../../content/paths.ts';
import type { PageDraft } from '../model-context.ts';
import type { TemplateHead } from '../model-hooks.ts';

export type Data = Record<string, never>;

export function pages(): PageDraft<Data>[] {
  return [
    {
      meta: {
        title: "You're offline",
        path: OFFLINE_PATH,
        description:
          'This page has not been saved on this device. The pages you have opened before still work.',
        indexable: false,
      },
      data: {},
    },
  ];
}

// It adds nothing to its head: no structured data.
export const head: TemplateHead<Data> = {};
