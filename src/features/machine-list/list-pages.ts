// Other pages of a list, from their page data (docs/stock.md "Page data"): another page's cards,
// and on a later page being filtered or sorted the first page's facts. Each file is fetched once
// and kept for the life of the page, as the router keeps page data; a failure is forgotten, so
// the next ask fetches afresh.
import { useEffect, useMemo, useState } from 'react';
import { hasFacts, listPagePath, type MachineList } from '../../content/machine-list.ts';
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

const pages = memo((dataPath: string) =>
  fetch(dataPath).then(async (response) => {
    if (!response.ok) throw new Error(`${dataPath}: HTTP ${response.status}`);
    const json = (await response.json()) as { hash?: string; data?: { list?: MachineList } };
    const list = json.data?.list;
    // A first page without facts would leave a later page waiting for them for ever.
    if (json.hash !== documentHash() || !list || (list.page === 1 && !hasFacts(list))) {
      throw new Error(`${dataPath}: another build`);
    }
    return list;
  }),
);

const dataPath = (listPath: string, page: number) => pageDataPath(listPagePath(listPath, page));

/** Page `page` of the list at `listPath`, if it has been fetched. */
export function fetchedPage(listPath: string, page: number): MachineList | undefined {
  return pages.peek(dataPath(listPath, page));
}

/**
 * The list's facts, each machine's read once: this document's on a first page; on a later page
 * the first page's, once fetched (`useListPages(list.path, [1])`), else null.
 */
export function useListItems(list: MachineList): Indexed[] | null {
  const first = hasFacts(list) ? list : fetchedPage(list.path, 1);
  const table = first && hasFacts(first) ? first : null;
  return useMemo(() => table && indexList(table), [table]);
}

export type PagesFetch = 'done' | 'loading' | 'failed';

/**
 * Fetches pages `numbers` of the list at `listPath` (none: nothing to do), and renders again as
 * they come. A failure stands for what was `asked` (the machines to show, say) until the ask changes.
 */
export function useListPages(
  listPath: string,
  numbers: readonly number[],
  asked = numbers.join(','),
): PagesFetch {
  const [, setLoads] = useState(0);
  const [failed, setFailed] = useState<string | null>(null);
  const key = `${listPath} ${numbers.join(',')} ${asked}`;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the path and numbers are read through their key
  useEffect(() => {
    if (numbers.length === 0) return;
    let current = true;
    setFailed(null);
    Promise.all(numbers.map((page) => pages.load(dataPath(listPath, page)))).then(
      () => current && setLoads((n) => n + 1),
      () => current && setFailed(key),
    );
    return () => {
      current = false;
    };
  }, [key]);

  if (numbers.length === 0) return 'done';
  return failed === key ? 'failed' : 'loading';
}
