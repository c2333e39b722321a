// The full-screen view's zoom as pure arithmetic, so pinches, drags and double taps follow one set
// of rules and are tested without a browser. A view is a scale and an offset of the picture's
// centre, in CSS pixels; at scale 1 the picture sits centred and a swipe changes the photo.

export interface Zoom {
  scale: number;
  x: number;
  y: number;
}

export interface Point {
  x: number;
  y: number;
}

export const UNZOOMED: Zoom = { scale: 1, x: 0, y: 0 };
export const MAX_SCALE = 4;
/** A double tap's zoom: near enough to read a serial plate, not so near the picture is lost. */
export const DOUBLE_TAP_SCALE = 2.5;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * Keeps the picture covering its frame: at scale s a frame of w×h may move (s − 1)·w/2 each way.
 * At scale 1 (or below, mid-pinch) it is centred.
 */
export function bounded(zoom: Zoom, frame: { width: number; height: number }): Zoom {
  const scale = clamp(zoom.scale, 1, MAX_SCALE);
  const limitX = ((scale - 1) * frame.width) / 2;
  const limitY = ((scale - 1) * frame.height) / 2;
  return { scale, x: clamp(zoom.x, -limitX, limitX), y: clamp(zoom.y, -limitY, limitY) };
}

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
const middle = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/**
 * The view after two fingers moved from `from` to `to`, starting at `start`: the scale follows the
 * fingers' spread and the point under their midpoint stays under it. Points are relative to the
 * frame's centre.
 */
export function pinched(start: Zoom, from: readonly [Point, Point], to: readonly [Point, Point]): Zoom {
  const before = distance(...from);
  if (before === 0) return start;
  const scale = clamp((start.scale * distance(...to)) / before, 1, MAX_SCALE);
  const ratio = scale / start.scale;
  const m0 = middle(...from);
  const m1 = middle(...to);
  // The picture point under m0 is at (m0 − offset) / scale; it must land under m1.
  return { scale, x: m1.x - (m0.x - start.x) * ratio, y: m1.y - (m0.y - start.y) * ratio };
}

/** One finger (or the mouse) dragging a zoomed picture. */
export function dragged(start: Zoom, dx: number, dy: number): Zoom {
  return { ...start, x: start.x + dx, y: start.y + dy };
}

/** A double tap zooms in on the point tapped (relative to the frame's centre), or back out. */
export function doubleTapped(zoom: Zoom, at: Point): Zoom {
  if (zoom.scale > 1) return UNZOOMED;
  return { scale: DOUBLE_TAP_SCALE, x: -at.x * (DOUBLE_TAP_SCALE - 1), y: -at.y * (DOUBLE_TAP_SCALE - 1) };
}
