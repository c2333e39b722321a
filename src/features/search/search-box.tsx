// The header's search box (SPEC §1, §4): an APG combobox whose listbox shows up to 15 hits.
// Ships in the first-load JS: the index and flexsearch load on the first focus (load-search.ts).
// Server and first client render are the same closed, empty box.
import { type KeyboardEvent, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { LazyImage } from '../../components/lazy-image.tsx';
import { SEARCH_PATH } from '../../content/paths.ts';
import { IMAGE_SIZES, SEARCH_NO_RESULTS, SEARCH_PLACEHOLDER } from '../../lib/constants.ts';
import { comboboxReducer, initialComboboxState } from './combobox-state.ts';
import { loadSearch } from './load-search.ts';
import styles from './search-box.module.css';
import type { SearchEngine } from './search-engine.ts';
import type { SearchHit } from './search-types.ts';

const LOADING_TEXT = 'Loading…';
const FAILED_TEXT = 'Search could not load. Please try again.';
/** Under "No results found": what the index holds, so the next try is likelier to find it. */
const NO_RESULTS_HINT = 'Try a make, a model number or a kind of machine, such as “tractor” or “sprayer”.';

/** The results page for `term` (docs/search.md "Results page"). */
const resultsPath = (term: string) => `${SEARCH_PATH}?q=${encodeURIComponent(term.trim())}`;

/** A machine's row says its price, or its condition where it has none. */
function rowFact(hit: SearchHit): string | undefined {
  if (hit.type !== 'Product') return undefined;
  return hit.price ?? (hit.condition === 'used' ? 'Used' : hit.condition === 'hire' ? 'For hire' : undefined);
}

function countText(count: number): string {
  return count === 0 ? SEARCH_NO_RESULTS : `${count} result${count === 1 ? '' : 's'}`;
}

/** `id` prefixes the combobox's element ids: one box per page, so a fixed id is unique. */
export function SearchBox({ id }: { id: string }) {
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-hit-${index}`;
  const [state, dispatch] = useReducer(comboboxReducer, initialComboboxState);
  const [engine, setEngine] = useState<SearchEngine | null>(null);
  const [failed, setFailed] = useState(false);
  const loading = useRef(false);
  const list = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const { pathname } = useLocation();

  /** On the first focus or input; after a failure, on the next focus. */
  const load = () => {
    if (engine || loading.current) return;
    loading.current = true;
    setFailed(false);
    loadSearch().then(
      (ready) => {
        loading.current = false;
        setEngine(ready);
      },
      () => {
        loading.current = false;
        setFailed(true);
      },
    );
  };

  const { hits, total } = useMemo(
    () => (engine && state.open ? engine.find(state.term) : { hits: [] as SearchHit[], total: 0 }),
    [engine, state.open, state.term],
  );
  // The last option, after the hits: the results page with every hit.
  const options = hits.length > 0 ? hits.length + 1 : 0;
  const active = state.active < options ? state.active : -1;

  // A navigation closes the dropdown, whichever way it came (a hit, a link, back).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pathname is the trigger
  useEffect(() => {
    dispatch({ type: 'close' });
  }, [pathname]);

  // Text typed while this part of the page was still being hydrated: React hydrates it for the
  // typing's input event, records the text as the box's value and so sees no change to report.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, straight after hydration; after the close on mount above
  useEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed === state.term) return;
    load();
    dispatch({ type: 'input', term: typed });
  }, []);

  // The highlighted hit stays in view when the arrows move past the visible ones.
  useEffect(() => {
    if (active >= 0) list.current?.children[active]?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        dispatch({ type: 'move', by: event.key === 'ArrowDown' ? 1 : -1, count: options });
        break;
      case 'Escape':
        // The first Escape only closes; the second clears (the reducer), whatever the browser does.
        if (state.open || state.term) event.preventDefault();
        dispatch({ type: 'escape' });
        break;
      case 'Enter': {
        // The highlighted hit, or else the results page with every hit.
        event.preventDefault();
        const hit = state.open ? hits[active] : undefined;
        if (!hit && !state.term.trim()) break;
        dispatch({ type: 'close' });
        navigate(hit ? hit.path : resultsPath(state.term));
        break;
      }
    }
  };

  const status = engine ? 'ready' : failed ? 'failed' : 'loading';
  const message = status === 'loading' ? LOADING_TEXT : status === 'failed' ? FAILED_TEXT : countText(0);
  const showList = state.open && hits.length > 0;
  return (
    <div className={styles.search}>
      <label htmlFor={`${id}-input`} className="visually-hidden">
        Search the site
      </label>
      <input
        ref={input}
        id={`${id}-input`}
        className={styles.input}
        // type=text, not search: the ARIA 1.2 combobox pattern is a text input, and HTML checkers
        // reject role=combobox on type=search (docs/search.md "The box").
        type="text"
        role="combobox"
        placeholder={SEARCH_PLACEHOLDER}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        aria-autocomplete="list"
        aria-expanded={state.open}
        aria-controls={listId}
        aria-activedescendant={state.open && active >= 0 ? optionId(active) : undefined}
        value={state.term}
        onFocus={load}
        onClick={() => dispatch({ type: 'open' })}
        onChange={(event) => {
          // Typing loads the index too (text typed before the app ran arrives as input, with the
          // focus long since given); after a failure only a new focus tries again.
          if (!failed) load();
          dispatch({ type: 'input', term: event.currentTarget.value });
        }}
        onKeyDown={onKeyDown}
        onBlur={() => dispatch({ type: 'close' })}
      />
      <div className={styles.popup} hidden={!state.open}>
        {/* Pressing on a hit must not take focus from the box first: that would close the list
            before the click lands. */}
        <div
          ref={list}
          id={listId}
          role="listbox"
          aria-label="Search results"
          hidden={!showList}
          onMouseDown={(event) => event.preventDefault()}
        >
          {hits.map((hit, index) => (
            <Link
              key={hit.path}
              id={optionId(index)}
              to={hit.path}
              role="option"
              aria-selected={index === active}
              tabIndex={-1}
              className={styles.hit}
              onClick={() => dispatch({ type: 'close' })}
            >
              {hit.type === 'Product' && (
                // A frame of fixed size, picture or none, so titles line up and nothing moves.
                <span className={styles.picture}>
                  <LazyImage image={hit.picture} alt="" {...IMAGE_SIZES.searchHit} sizes="4rem" />
                </span>
              )}
              <span className={styles.text}>
                <span className={styles.type}>{hit.label}</span>
                <span className={styles.title}>{hit.title}</span>
                {rowFact(hit) && <span className={styles.fact}>{rowFact(hit)}</span>}
              </span>
            </Link>
          ))}
          {hits.length > 0 && (
            <Link
              id={optionId(hits.length)}
              to={resultsPath(state.term)}
              role="option"
              aria-selected={active === hits.length}
              tabIndex={-1}
              className={`${styles.hit} ${styles.all}`}
              onClick={() => dispatch({ type: 'close' })}
            >
              See all {total} results
            </Link>
          )}
        </div>
        {showList ? null : <p className={styles.message}>{message}</p>}
        {status === 'ready' && !showList && <p className={styles.hint}>{NO_RESULTS_HINT}</p>}
      </div>
      <div role="status" className="visually-hidden">
        {state.open && status === 'ready' ? countText(total) : ''}
      </div>
    </div>
  );
}
