// The search box's keyboard and open/close logic (the APG combobox with a listbox popup), as a
// pure reducer. The hits live outside: actions that move through them carry their count.
import { SEARCH_MIN_TERM_LENGTH } from '../../lib/constants.ts';

export interface ComboboxState {
  term: string;
  /** The dropdown is shown (SPEC §4: only while the term is non-blank). */
  open: boolean;
  /** The highlighted hit (`aria-activedescendant`), or -1 for none. */
  active: number;
}

export type ComboboxAction =
  | { type: 'input'; term: string }
  /** Arrow keys; `count` is the number of hits shown. */
  | { type: 'move'; by: 1 | -1; count: number }
  | { type: 'escape' }
  /** A click or tap on the box brings back the dropdown of the term it holds. */
  | { type: 'open' }
  /** Focus left, a click outside, a hit was opened, the page changed. */
  | { type: 'close' };

export const initialComboboxState: ComboboxState = { term: '', open: false, active: -1 };

/** SPEC §5: search runs only when the term has at least 1 character; blank shows nothing. */
export function isSearchable(term: string): boolean {
  return term.trim().length >= SEARCH_MIN_TERM_LENGTH;
}

export function comboboxReducer(state: ComboboxState, action: ComboboxAction): ComboboxState {
  switch (action.type) {
    case 'input':
      return { term: action.term, open: isSearchable(action.term), active: -1 };
    case 'move': {
      if (!isSearchable(state.term)) return state;
      const { by, count } = action;
      if (count === 0) return { ...state, open: true, active: -1 };
      // Closed: the arrow opens the list on its first (down) or last (up) hit. Open: it wraps.
      const from = state.open ? state.active : -1;
      const active = from === -1 ? (by === 1 ? 0 : count - 1) : (from + by + count) % count;
      return { ...state, open: true, active };
    }
    case 'escape':
      // The first Escape closes the list, the next one clears the box.
      return state.open ? { ...state, open: false, active: -1 } : initialComboboxState;
    case 'open':
      return state.open || !isSearchable(state.term) ? state : { ...state, open: true, active: -1 };
    case 'close':
      return state.open || state.active !== -1 ? { ...state, open: false, active: -1 } : state;
  }
}
