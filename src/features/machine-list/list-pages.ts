// A list's other files (docs/stock.md "Page data"): another page's cards, from that page's data,
// and the list's facts, from the file beside its first page's data, fetched the first time a
// filter or sort needs them. Each file is fetched once and kept for the life of the page, as the
// router keeps page data; a failure is forgotten, so the next ask fetches afresh.
import { useEffect, useMemo, useState } from 'react';
import { type ListTable, listFactsPath, listPagePath, type MachineList } from '../../content/machine-list.ts';
import { pageDataPath } from '../../content/page-data-path.ts';
import { memo } from '../../lib/memo.ts';
import { type Indexed, indexList } from './facets.ts';

/**
 * The build this document came from (the tag app/page-data-loader.ts names BUILD_HASH_META_NAME;
 * features may not import app/): another build's list may be of other machines.
 */
function documentHash(): string {
  return document.querySelector('meta[name="build-hash"]')?.getAttribute('content') ?? '';
}

/** A data file of this build: its `data` field, for `pick` to check and take what it needs. */
function fetchData<T>(path: string, pick: (data: unknown) => T | undefined): Promise<T> {
  return fetch(path).then(async (response) => {
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
    const json = (await response.json()) as { hash?: string; data?: unknown };
    const value = json.hash === documentHash() ? pick(json.data) : undefined;
    if (value === undefined) throw new Error(`${path}: another build`);
    return value;
  });
}

const pages = memo((path: string) =>
  fetchData(path, (data) => (data as { list?: MachineList } | undefined)?.list),
);
const tables = memo((path: string) =>
  fetchData(path, (data) => ((data as ListTable | undefined)?.facts ? (data as ListTable) : undefined)),
);

const dataPath = (listPath: string, page: number) => pageDataPath(listPagePath(listPath, page));

/** Page `page` of the list at `listPath`, if it has been fetched. */
export function fetchedPage(listPath: string, page: number): MachineList | undefined {
  return pages.peek(dataPath(listPath, page));
}

/** The list's facts, each machine's read once, once fetched (`useListFacts`); else null. */
export function useListItems(list: MachineList): Indexed[] | null {
  const table = tables.peek(listFactsPath(list.path)) ?? null;
  return useMemo(() => table && indexList(table), [table]);
}

export type PagesFetch = 'done' | 'loading' | 'failed';

/**
 * Fetches `paths` from `files` (none: nothing to do), and renders again as they come. A failure
 * stands for what was `asked` (the machines to show, say) until the ask changes.
 */
function useFetched(
  files: { load(path: string): Promise<unknown> },
  paths: readonly string[],
  asked: string,
): PagesFetch {
  const [, setLoads] = useState(0);
  const [failed, setFailed] = useState<string | null>(null);
  const key = `${paths.join(',')} ${asked}`;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the paths are read through their key
  useEffect(() => {
    if (paths.length === 0) return;
    let current = true;
    setFailed(null);
    Promise.all(paths.map((path) => files.load(path))).then(
      () => current && setLoads((n) => n + 1),
      () => current && setFailed(key),
    );
    return () => {
      current = false;
    };
  }, [key]);

  if (paths.length === 0) return 'done';
  return failed === key ? 'failed' : 'loading';
}

/** Fetches pages `numbers` of the list at `listPath`, for their cards. */
export function useListPages(
  listPath: string,
  numbers: readonly number[],
  asked = numbers.join(','),
): PagesFetch {
  return useFetched(
    pages,
    numbers.map((page) => dataPath(listPath, page)),
    asked,
  );
}

/**
 * Starts fetching the list's facts at the first sign that a filter or sort is wanted (a pointer on
 * the controls, or focus in them), so they are often in by the time the choice is made. A failure
 * is left to the fetch that needs them to report.
 */
export function prefetchListFacts(listPath: string): void {
  tables.load(listFactsPath(listPath)).catch(() => {});
}

/** Fetches the facts of the list at `listPath` when `needed`. */
export function useListFacts(listPath: string, needed: boolean): PagesFetch {
  return useFetched(tables, needed ? [listFactsPath(listPath)] : [], '');
}
