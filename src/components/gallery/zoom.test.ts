import { describe, expect, it } from 'vitest';
import {
  bounded,
  DOUBLE_TAP_SCALE,
  doubleTapped,
  dragged,
  MAX_SCALE,
  type Point,
  pinched,
  UNZOOMED,
} from './zoom.ts';

const frame = { width: 400, height: 300 };

/** Two fingers on a level, `half` px either side of the photo's centre. */
const apart = (half: number): [Point, Point] => [
  { x: -half, y: 0 },
  { x: half, y: 0 },
];

describe('full-screen zoom', () => {
  it('doubles the scale when the fingers spread to twice their distance', () => {
    const zoom = pinched(UNZOOMED, apart(50), apart(100));
    expect(zoom).toEqual({ scale: 2, x: 0, y: 0 });
  });

  it('keeps the point between the fingers under them', () => {
    const from = [
      { x: 50, y: 40 },
      { x: 150, y: 40 },
    ] as const;
    const to = [
      { x: 0, y: 40 },
      { x: 200, y: 40 },
    ] as const;
    const zoom = pinched(UNZOOMED, from, to);
    // The picture point at (100, 40) before the pinch is drawn at scale·p + offset after it.
    expect(zoom.scale * 100 + zoom.x).toBeCloseTo(100);
    expect(zoom.scale * 40 + zoom.y).toBeCloseTo(40);
  });

  it('never zooms out past the whole photo nor in past the limit', () => {
    const squeeze = pinched(UNZOOMED, apart(100), apart(10));
    expect(squeeze.scale).toBe(1);
    const spread = pinched(UNZOOMED, apart(1), apart(100));
    expect(spread.scale).toBe(MAX_SCALE);
  });

  it('keeps a zoomed photo covering its frame when dragged too far', () => {
    const zoom = bounded(dragged({ scale: 2, x: 0, y: 0 }, 1000, -1000), frame);
    expect(zoom).toEqual({ scale: 2, x: 200, y: -150 });
  });

  it('centres the photo at scale 1: a drag there moves nothing', () => {
    expect(bounded(dragged(UNZOOMED, 80, 20), frame)).toEqual({ scale: 1, x: 0, y: 0 });
  });

  it('zooms in on the point double-tapped, and a second double tap zooms back out', () => {
    const zoom = doubleTapped(UNZOOMED, { x: 40, y: -20 });
    expect(zoom.scale).toBe(DOUBLE_TAP_SCALE);
    expect(DOUBLE_TAP_SCALE * 40 + zoom.x).toBeCloseTo(40);
    expect(DOUBLE_TAP_SCALE * -20 + zoom.y).toBeCloseTo(-20);
    expect(doubleTapped(zoom, { x: 0, y: 0 })).toEqual(UNZOOMED);
  });
});
