// The filters, in a modal dialog: a sheet from the bottom on a phone, a panel at the side on a
// desktop. Every change applies at once (the list behind follows); "Show N machines" closes it.
// Options that would give nothing are disabled, unless chosen (so they can be unchosen). On a
// later page the options wait for the list's facts (busy), or say they could not come.
import { type SyntheticEvent, useEffect, useId, useRef } from 'react';
import {
  CHOICE_FACETS,
  type ChoiceFacet,
  choiceOptions,
  DEFAULT_STATE,
  type Indexed,
  type ListState,
  RANGE_FACETS,
  type Range,
  type RangeFacet,
  rangeOptions,
} from './facets.ts';
import { choiceWord, FACET_TITLES, machines, rangeFigure } from './labels.ts';
import { LoadFailed } from './load-failed.tsx';
import styles from './machine-list.module.css';

interface SheetProps {
  /** The list's facts; null while a later page waits for them. */
  items: readonly Indexed[] | null;
  /** The facts could not come. */
  failed: boolean;
  state: ListState;
  total: number;
  onChange: (next: ListState) => void;
  onClose: () => void;
}

export function FilterSheet({ items, failed, state, total, onChange, onClose }: SheetProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);
  const onCancel = (event: SyntheticEvent) => {
    event.preventDefault();
    onClose();
  };
  // Any change starts the list again from its first page.
  const set = (next: Omit<ListState, 'page'>) => onChange({ ...next, page: 1 });

  return (
    <dialog ref={dialog} className={styles.sheet} aria-labelledby={titleId} onCancel={onCancel}>
      <div className={styles.sheetHead}>
        <h2 id={titleId} className={styles.sheetTitle}>
          Filter machines
        </h2>
        <button
          type="button"
          className={styles.clear}
          onClick={() => set({ ...DEFAULT_STATE, sort: state.sort })}
        >
          Clear all
        </button>
      </div>
      <div className={styles.sheetBody} aria-busy={(!items && !failed) || undefined}>
        {failed ? (
          <LoadFailed what="The filters" />
        ) : (
          items && <Facets items={items} state={state} set={set} />
        )}
      </div>
      <div className={styles.sheetFoot}>
        <button type="button" className={styles.show} onClick={onClose}>
          Show {machines(total)}
        </button>
      </div>
    </dialog>
  );
}

const label = (facet: ChoiceFacet) => (item: Indexed) =>
  facet === 'kind' || facet === 'brand' ? item.titles[facet] : choiceWord(item.choices[facet] ?? '');

function Facets({
  items,
  state,
  set,
}: {
  items: readonly Indexed[];
  state: ListState;
  set: (next: Omit<ListState, 'page'>) => void;
}) {
  return (
    <>
      {CHOICE_FACETS.map((facet) => {
        const options = choiceOptions(items, state, facet, label(facet));
        if (options.length < 2) return null;
        const chosen = state.choices[facet];
        return (
          <fieldset key={facet} className={styles.facet}>
            <legend>{FACET_TITLES[facet]}</legend>
            {options.map((option) => {
              const checked = chosen.includes(option.value);
              return (
                <label key={option.value} className={styles.choice}>
                  <input
                    type="checkbox"
                    checked={checked}
                    disabled={!checked && option.count === 0}
                    onChange={() =>
                      set({
                        ...state,
                        choices: {
                          ...state.choices,
                          [facet]: checked
                            ? chosen.filter((v) => v !== option.value)
                            : [...chosen, option.value],
                        },
                      })
                    }
                  />
                  <span>{option.label}</span>
                  <span className={styles.optionCount}>{option.count}</span>
                </label>
              );
            })}
          </fieldset>
        );
      })}
      {RANGE_FACETS.map((facet) => (
        <RangeFields
          key={facet}
          facet={facet}
          items={items}
          state={state}
          onChange={(range) => set({ ...state, ranges: { ...state.ranges, [facet]: range } })}
        />
      ))}
    </>
  );
}

function RangeFields({
  facet,
  items,
  state,
  onChange,
}: {
  facet: RangeFacet;
  items: readonly Indexed[];
  state: ListState;
  onChange: (range: Range) => void;
}) {
  const id = useId();
  const range = state.ranges[facet];
  const ends = {
    min: rangeOptions(items, state, facet, 'min'),
    max: rangeOptions(items, state, facet, 'max'),
  };
  if (ends.min.length === 0) return null;
  return (
    <fieldset className={styles.facet}>
      <legend>{FACET_TITLES[facet]}</legend>
      <div className={styles.range}>
        {(['min', 'max'] as const).map((end) => (
          <div key={end} className={styles.end}>
            <label htmlFor={`${id}-${end}`}>{end === 'min' ? 'From' : 'To'}</label>
            <select
              id={`${id}-${end}`}
              value={range[end] ?? ''}
              onChange={(event) =>
                onChange({ ...range, [end]: event.target.value === '' ? null : Number(event.target.value) })
              }
            >
              <option value="">Any</option>
              {ends[end].map((option) => (
                <option
                  key={option.value}
                  value={option.value}
                  disabled={option.count === 0 && range[end] !== option.value}
                >
                  {rangeFigure(facet, option.value)} ({option.count})
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
