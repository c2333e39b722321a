// The product gallery's state as a pure reducer, so keys, swipes and clicks share one set of rules
// and can be tested without a browser. Moving past either end wraps round.

export interface GalleryState {
  index: number;
  count: number;
}

export type GalleryAction =
  | { type: 'select'; index: number }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'first' }
  | { type: 'last' };

/** "Swipe on the main image … threshold ~30 px": shorter movements are taps or wobbles. */
export const SWIPE_THRESHOLD_PX = 30;

export function galleryReducer(state: GalleryState, action: GalleryAction): GalleryState {
  const { count } = state;
  if (count <= 1) return state.index === 0 ? state : { ...state, index: 0 };
  const wrap = (index: number) => ((index % count) + count) % count;
  let index: number;
  switch (action.type) {
    case 'select':
      // Out-of-range selections are ignored rather than wrapped: they are a caller's mistake.
      index =
        Number.isInteger(action.index) && action.index >= 0 && action.index < count
          ? action.index
          : state.index;
      break;
    case 'next':
      index = wrap(state.index + 1);
      break;
    case 'previous':
      index = wrap(state.index - 1);
      break;
    case 'first':
      index = 0;
      break;
    case 'last':
      index = count - 1;
      break;
  }
  return index === state.index ? state : { ...state, index };
}

/** The action a key pressed on a thumbnail stands for (the toolbar pattern), or null. */
export function keyAction(key: string): GalleryAction | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return { type: 'next' };
    case 'ArrowLeft':
    case 'ArrowUp':
      return { type: 'previous' };
    case 'Home':
      return { type: 'first' };
    case 'End':
      return { type: 'last' };
    default:
      return null;
  }
}

/**
 * The action a finished touch movement stands for: a mostly horizontal move of at least the
 * threshold. Swiping left brings the next image, as on every phone.
 */
export function swipeAction(dx: number, dy: number, threshold = SWIPE_THRESHOLD_PX): GalleryAction | null {
  if (Math.abs(dx) < threshold || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? { type: 'next' } : { type: 'previous' };
}
