// A machine list (docs/stock.md): a bar with the count, Filters and Sort, the page's cards, and
// paging links. Prerendered as its page in the list's own order with plain links to the other
// pages; with the app, the address's filters, sort and page apply and the controls appear. No
// page carries the list's facts: they come from their own file when a filter or sort needs them.
import { useMemo, useRef, useState } from 'react';
import { ProductGrid } from '../../components/cards/product-card.tsx';
import { SmartLink } from '../../components/link.tsx';
import { listPagePath, type MachineList } from '../../content/machine-list.ts';
import {
  applyFilters,
  DEFAULT_STATE,
  type ListPage,
  type ListState,
  listPage,
  SORTS,
  type SortKey,
  sortItems,
} from './facets.ts';
import { FilterSheet } from './filter-sheet.tsx';
import { countLine } from './labels.ts';
import { prefetchListFacts, useListFacts, useListItems } from './list-pages.ts';
import { LoadFailed } from './load-failed.tsx';
import styles from './machine-list.module.css';
import { isOwnOrder, stateToQuery } from './query.ts';
import { useListState } from './use-list-state.ts';
import { usePageCards } from './use-page-cards.ts';

export interface MachineListProps {
  list: MachineList;
  /** Names the list's landmark, e.g. "Stock Machinery: machines". */
  label: string;
  showBrand?: boolean;
}

/** Where page `n` of the list in `state` is: the prerendered page while nothing is chosen. */
function pageHref(path: string, state: ListState, n: number): string {
  if (isOwnOrder(state)) return listPagePath(path, n);
  const query = stateToQuery({ ...state, page: n }).toString();
  return `${path}?${query}`;
}

/** Every machine of a list of `size`, in its own order. */
const ownOrder = (size: number) => Array.from({ length: size }, (_, order) => order);

export function MachineListView({ list, label, showBrand = true }: MachineListProps) {
  const items = useListItems(list);
  const { state, ready, change } = useListState(items, list.page);
  const [open, setOpen] = useState(false);
  const own = isOwnOrder(state);
  const facts = useListFacts(list.path, !items && (open || !own));
  const filtered = useMemo(() => items && applyFilters(items, state), [items, state]);
  // The machines to show, in order; null while the page waits for the facts.
  const orders = useMemo(
    () =>
      filtered
        ? sortItems(filtered, state.sort).map((i) => i.order)
        : own
          ? ownOrder(list.size.machines)
          : null,
    [filtered, state.sort, own, list.size.machines],
  );
  // Until the facts come the page shown before stays, as it does while cards come. Never null:
  // the first render is the page as prerendered, which needs no facts.
  const kept = useRef<ListPage<number> | null>(null);
  if (orders) kept.current = listPage(orders, state.page);
  const shown = kept.current!;
  const cards = usePageCards(list, shown.items);
  const failed = cards.state === 'failed' || (!orders && facts === 'failed');
  const busy = !failed && (cards.state === 'loading' || !orders);
  // A pointer on a control, or focus in one: the facts are likely wanted next.
  const want = () => prefetchListFacts(list.path);
  const wanting = { onPointerEnter: want, onPointerDown: want, onFocus: want };
  const filters =
    Object.values(state.choices).reduce((n, chosen) => n + chosen.length, 0) +
    Object.values(state.ranges).filter((r) => r.min !== null || r.max !== null).length;

  return (
    <section className={styles.list} aria-label={label}>
      <div className={styles.bar}>
        <p className={styles.count} role="status">
          {countLine(shown.first, shown.items.length, shown.total)}
        </p>
        {/* Present in the prerender too, hidden until the app can run them: no shift when they come. */}
        <div className={styles.controls} hidden={!ready} data-ready={ready || undefined}>
          <button
            type="button"
            className={styles.filterButton}
            aria-haspopup="dialog"
            {...wanting}
            onClick={() => setOpen(true)}
          >
            Filters{filters > 0 ? ` (${filters})` : ''}
          </button>
          <label className={styles.sort}>
            <span>Sort</span>
            <select
              {...wanting}
              value={state.sort}
              onChange={(event) => change({ ...state, sort: event.target.value as SortKey, page: 1 })}
            >
              {SORTS.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </select>
          </label>
        </div>
      </div>
      {shown.items.length > 0 ? (
        failed ? (
          <LoadFailed what="These machines" />
        ) : (
          <div aria-busy={busy || undefined}>
            {cards.cards && (
              <ProductGrid products={cards.cards} level={2} showBrand={showBrand} stablePlaces />
            )}
          </div>
        )
      ) : (
        <p>
          No machine matches these filters.{' '}
          <button type="button" className={styles.clear} onClick={() => change({ ...DEFAULT_STATE })}>
            Clear all filters
          </button>
        </p>
      )}
      {shown.pages > 1 && <Pager path={list.path} state={state} page={shown.page} pages={shown.pages} />}
      {open && (
        <FilterSheet
          items={items}
          failed={facts === 'failed'}
          state={state}
          total={filtered?.length ?? shown.total}
          onChange={change}
          onClose={() => setOpen(false)}
        />
      )}
    </section>
  );
}

function Pager({
  path,
  state,
  page,
  pages,
}: {
  path: string;
  state: ListState;
  page: number;
  pages: number;
}) {
  // The first, the last and two either side of this one: a long list keeps a short row.
  const numbers = Array.from({ length: pages }, (_, i) => i + 1).filter(
    (n) => n === 1 || n === pages || Math.abs(n - page) <= 2,
  );
  return (
    <nav className={styles.pager} aria-label="Pages">
      {page > 1 && (
        <SmartLink href={pageHref(path, state, page - 1)} rel="prev">
          Previous
        </SmartLink>
      )}
      {numbers.map((n) =>
        n === page ? (
          <span key={n} aria-current="page" className={styles.current}>
            {n}
          </span>
        ) : (
          <SmartLink key={n} href={pageHref(path, state, n)} aria-label={`Page ${n}`}>
            {n}
          </SmartLink>
        ),
      )}
      {page < pages && (
        <SmartLink href={pageHref(path, state, page + 1)} rel="next">
          Next
        </SmartLink>
      )}
    </nav>
  );
}
