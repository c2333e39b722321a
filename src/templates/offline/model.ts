// What the offline worker shows for a page never opened before, when there is no signal.
import { OFFLINE_PATH } from '../../content/paths.ts';
import type { TemplateHead } from '../model-hooks.ts';
import { type NoData, pageWithoutData } from '../page-without-data.ts';

export type Data = NoData;

export const pages = () => [
  pageWithoutData({
    title: "You're offline",
    path: OFFLINE_PATH,
    description: 'This page has not been saved on this device. The pages you have opened before still work.',
  }),
];

// It adds nothing to its head: no structured data.
export const head: TemplateHead<Data> = {};
