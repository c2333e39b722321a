// What the phone-CPU bench's page (phone-cpu-page.ts) offers the bench (phone-cpu.ts).
import type { ListTable } from '../../src/content/machine-list.ts';
import type { ListState } from '../../src/features/machine-list/facets.ts';

export interface SearchRun {
  /** From the start of the fetch to the parsed JSON, in ms: the rest of `readyMs` is reading it into the engine. */
  parsedMs: number;
  /** From the start of the index's fetch to a ready engine, in ms. */
  readyMs: number;
  /** The first query after ready: the visitor's first results. */
  firstQueryMs: number;
  queryMs: number[];
}

export interface PhoneBenchPage {
  searchRun(path: string, queries: readonly string[], rounds: number): Promise<SearchRun>;
  listRun(list: ListTable, changes: readonly ListState[]): number[];
}
