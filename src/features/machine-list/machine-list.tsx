// A machine list (docs/stock.md): a bar with the count, Filters and Sort, the page's cards, and
// paging links. Prerendered as its page in the list's own order with plain links to the other
// pages; with the app, the address's filters, sort and page apply and the controls appear.
import { useMemo, useState } from 'react';
import { ProductGrid } from '../../components/cards/product-card.tsx';
import { SmartLink } from '../../components/link.tsx';
import { listPagePath, type MachineList } from '../../content/machine-list.ts';
import {
  applyFilters,
  DEFAULT_STATE,
  indexList,
  type ListState,
  listPage,
  SORTS,
  type SortKey,
  sortItems,
} from './facets.ts';
import { FilterSheet } from './filter-sheet.tsx';
import { countLine } from './labels.ts';
import styles from './machine-list.module.css';
import { isFiltered, stateToQuery } from './query.ts';
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
  if (!isFiltered(state) && state.sort === DEFAULT_STATE.sort) return listPagePath(path, n);
  const query = stateToQuery({ ...state, page: n }).toString();
  return `${path}?${query}`;
}

export function MachineListView({ list, label, showBrand = true }: MachineListProps) {
  const items = useMemo(() => indexList(list), [list]);
  const { state, ready, change } = useListState(items, list.page);
  const [open, setOpen] = useState(false);
  const filtered = useMemo(() => applyFilters(items, state), [items, state]);
  const sorted = useMemo(() => sortItems(filtered, state.sort), [filtered, state.sort]);
  const shown = listPage(sorted, state.page);
  const cards = usePageCards(
    list,
    shown.items.map((i) => i.order),
  );
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
            onClick={() => setOpen(true)}
          >
            Filters{filters > 0 ? ` (${filters})` : ''}
          </button>
          <label className={styles.sort}>
            <span>Sort</span>
            <select
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
        cards.state === 'failed' ? (
          <p role="alert">
            These machines could not be loaded. Check your signal and{' '}
            <a href={window.location.href}>load the page again</a>.
          </p>
        ) : (
          <div aria-busy={cards.state === 'loading' || undefined}>
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
          state={state}
          total={filtered.length}
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
