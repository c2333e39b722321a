import { describe, expect, it } from 'vitest';
import { type GalleryAction, galleryReducer, keyAction, swipeAction } from './gallery-state.ts';

const at = (index: number, count = 3) => ({ index, count });
const run = (state: { index: number; count: number }, ...actions: GalleryAction[]) =>
  actions.reduce(galleryReducer, state).index;

describe('galleryReducer', () => {
  it('moves to the next and previous image, wrapping at both ends', () => {
    expect(run(at(0), { type: 'next' })).toBe(1);
    expect(run(at(2), { type: 'next' })).toBe(0);
    expect(run(at(0), { type: 'previous' })).toBe(2);
    expect(run(at(1), { type: 'previous' }, { type: 'previous' })).toBe(2);
  });

  it('jumps to the first and last image', () => {
    expect(run(at(1), { type: 'first' })).toBe(0);
    expect(run(at(0), { type: 'last' })).toBe(2);
  });

  it('selects an image by index and ignores indexes that do not exist', () => {
    expect(run(at(0), { type: 'select', index: 2 })).toBe(2);
    expect(run(at(1), { type: 'select', index: 3 })).toBe(1);
    expect(run(at(1), { type: 'select', index: -1 })).toBe(1);
    expect(run(at(1), { type: 'select', index: 0.5 })).toBe(1);
  });

  it('stays on the only image of a one-image gallery', () => {
    expect(run(at(0, 1), { type: 'next' }, { type: 'previous' }, { type: 'last' })).toBe(0);
  });

  it('returns the same state when nothing changes, so React skips the render', () => {
    const state = at(0);
    expect(galleryReducer(state, { type: 'first' })).toBe(state);
  });
});

describe('keyAction', () => {
  it('maps the arrow keys, Home and End, and nothing else', () => {
    expect(keyAction('ArrowRight')).toEqual({ type: 'next' });
    expect(keyAction('ArrowDown')).toEqual({ type: 'next' });
    expect(keyAction('ArrowLeft')).toEqual({ type: 'previous' });
    expect(keyAction('ArrowUp')).toEqual({ type: 'previous' });
    expect(keyAction('Home')).toEqual({ type: 'first' });
    expect(keyAction('End')).toEqual({ type: 'last' });
    expect(keyAction('Enter')).toBeNull();
    expect(keyAction('Tab')).toBeNull();
  });
});

describe('swipeAction', () => {
  it('swiping left shows the next image, right the previous one', () => {
    expect(swipeAction(-80, 5)).toEqual({ type: 'next' });
    expect(swipeAction(80, -5)).toEqual({ type: 'previous' });
  });

  it('ignores movements under the threshold and mostly vertical ones (scrolling)', () => {
    expect(swipeAction(-29, 0)).toBeNull();
    expect(swipeAction(-30, 0)).toEqual({ type: 'next' });
    expect(swipeAction(-60, 90)).toBeNull();
  });
});
