// What showing a page needs besides its template's chunk (templates/model-hooks.ts): its blocks,
// of which those that are chunks of their own load before it renders (docs/blocks.md). Apart from
// the model because the first-load JS imports it: the model's head hooks load after a navigation.
import type { TemplateView } from '../model-hooks.ts';
import type { Data } from './model.ts';

export const view: TemplateView<Data> = { blocks: (data) => data.page.content };
