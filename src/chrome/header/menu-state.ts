// The header's menu state (SPEC §1, §4 "Mobile menu"), as a pure reducer so every transition is
// tested without a browser. One state serves both layouts: the CSS of each breakpoint reads only
// the parts it needs, and the header decides which actions a device sends.

/** The width from which the burger gives way to the full menus (docs/design.md, Breakpoints). */
export const DESKTOP_QUERY = '(min-width: 64rem)';

export interface MenuState {
  /** Phone: the burger's panel is open. */
  open: boolean;
  /** Sub-menus shown by their button; on the desktop at most one. Focus alone opens none. */
  expanded: readonly string[];
  /**
   * Desktop: the dropdown closed by Escape, its button or a followed link. Hover would otherwise
   * keep it showing, so it stays shut until pointer or focus leaves its item.
   */
  dismissed: string | null;
}

export type MenuAction =
  /** The burger: open the panel, or close it with every sub-menu. */
  | { type: 'toggle-menu' }
  /** Escape on the phone, a followed link, a navigation: everything closes. */
  | { type: 'close' }
  /** The layout changed (a rotated tablet): start afresh. */
  | { type: 'reset' }
  /** A sub-menu's own button. `exclusive` on the desktop, where dropdowns overlap. */
  | { type: 'toggle-sub'; key: string; exclusive: boolean }
  /** Desktop: focus left an item; `hovered` if the pointer is still over it. */
  | { type: 'blur-sub'; key: string; hovered: boolean }
  /** Desktop: the pointer left an item. */
  | { type: 'pointer-leave-sub'; key: string }
  /** Desktop: Escape, or a link in the item was followed. */
  | { type: 'dismiss-sub'; key: string };

export const initialMenuState: MenuState = { open: false, expanded: [], dismissed: null };

const without = (list: readonly string[], key: string) => list.filter((k) => k !== key);

export function menuReducer(state: MenuState, action: MenuAction): MenuState {
  switch (action.type) {
    case 'toggle-menu':
      return state.open ? { ...state, open: false, expanded: [] } : { ...state, open: true, expanded: [] };
    case 'close':
      // `dismissed` survives: after a click the pointer is still over the dropdown it came from.
      if (!state.open && state.expanded.length === 0) return state;
      return { ...state, open: false, expanded: [] };
    case 'reset':
      return initialMenuState;
    case 'toggle-sub': {
      const { key, exclusive } = action;
      if (state.expanded.includes(key)) {
        return exclusive
          ? { ...state, expanded: [], dismissed: key }
          : { ...state, expanded: without(state.expanded, key) };
      }
      return { ...state, expanded: exclusive ? [key] : [...state.expanded, key], dismissed: null };
    }
    case 'blur-sub': {
      // Under the pointer a dismissed dropdown stays dismissed (a navigation moves focus away).
      const forget = state.dismissed === action.key && !action.hovered;
      if (!state.expanded.includes(action.key) && !forget) return state;
      return {
        ...state,
        expanded: without(state.expanded, action.key),
        dismissed: forget ? null : state.dismissed,
      };
    }
    case 'pointer-leave-sub':
      return state.dismissed === action.key ? { ...state, dismissed: null } : state;
    case 'dismiss-sub':
      return { ...state, expanded: without(state.expanded, action.key), dismissed: action.key };
  }
}
