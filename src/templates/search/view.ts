// The results page is one page for every query: its title says the query (docs/search.md), as
// the document's title after each search (templates/model-hooks.ts).
import { queryOf, searchResultsTitle } from '../../features/search/results-title.ts';
import type { TemplateView } from '../model-hooks.ts';
import type { Data } from './model.ts';

export const view: TemplateView<Data> = { title: (search) => searchResultsTitle(queryOf(search)) };
