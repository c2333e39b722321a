// The enquiry basket (SPEC §2): its rows live in the visitor's browser, so the page has no data.
import { BASKET_PATH } from '../../content/paths.ts';
import type { TemplateHead } from '../model-hooks.ts';
import { type NoData, pageWithoutData } from '../page-without-data.ts';

export type Data = NoData;

export const pages = () => [
  pageWithoutData({
    title: 'Enquiry Basket',
    path: BASKET_PATH,
    description: 'The machines you have collected for an enquiry.',
  }),
];

// It adds nothing to its head: no structured data.
export const head: TemplateHead<Data> = {};
