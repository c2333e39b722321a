import { describe, expect, test } from 'vitest';
import {
  type ComboboxAction,
  type ComboboxState,
  comboboxReducer,
  initialComboboxState,
} from './combobox-state.ts';

const run = (...actions: ComboboxAction[]): ComboboxState =>
  actions.reduce(comboboxReducer, initialComboboxState);
const typed = (term: string): ComboboxAction => ({ type: 'input', term });
const down = (count: number): ComboboxAction => ({ type: 'move', by: 1, count });
const up = (count: number): ComboboxAction => ({ type: 'move', by: -1, count });

describe('typing', () => {
  test('one character opens the dropdown; blank or whitespace keeps it closed', () => {
    expect(run(typed('s')).open).toBe(true);
    expect(run(typed('')).open).toBe(false);
    expect(run(typed('   ')).open).toBe(false);
    expect(run(typed('s'), typed('')).open).toBe(false);
  });

  test('a new term forgets the highlighted hit', () => {
    expect(run(typed('spr'), down(5), down(5), typed('spra')).active).toBe(-1);
  });
});

describe('arrow keys', () => {
  test('down moves through the hits and wraps from the last to the first', () => {
    let state = run(typed('a'));
    const seen = [state.active];
    for (let press = 0; press < 4; press++) {
      state = comboboxReducer(state, down(3));
      seen.push(state.active);
    }
    expect(seen).toEqual([-1, 0, 1, 2, 0]);
  });

  test('up from nothing highlights the last hit, and wraps from the first to the last', () => {
    expect(run(typed('a'), up(4)).active).toBe(3);
    expect(run(typed('a'), down(4), up(4)).active).toBe(3);
    expect(run(typed('a'), down(4), down(4), up(4)).active).toBe(0);
  });

  test('with no hits nothing is highlighted', () => {
    expect(run(typed('zzz'), down(0))).toMatchObject({ open: true, active: -1 });
  });

  test('on a closed dropdown they reopen it on the first or the last hit', () => {
    expect(run(typed('a'), down(3), { type: 'escape' }, down(3))).toMatchObject({ open: true, active: 0 });
    expect(run(typed('a'), { type: 'close' }, up(3))).toMatchObject({ open: true, active: 2 });
  });

  test('do nothing on an empty box', () => {
    expect(run(down(3))).toEqual(initialComboboxState);
  });
});

describe('closing', () => {
  test('the first Escape closes and keeps the term; the second clears it', () => {
    const once = run(typed('sprayer'), down(5), { type: 'escape' });
    expect(once).toEqual({ term: 'sprayer', open: false, active: -1 });
    expect(comboboxReducer(once, { type: 'escape' })).toEqual(initialComboboxState);
  });

  test('focus leaving, a click outside or a navigation closes it; a click on the box reopens it', () => {
    const closed = run(typed('sprayer'), down(5), { type: 'close' });
    expect(closed).toEqual({ term: 'sprayer', open: false, active: -1 });
    expect(comboboxReducer(closed, { type: 'open' })).toEqual({ term: 'sprayer', open: true, active: -1 });
    expect(run({ type: 'open' }).open).toBe(false);
  });

  test('closing what is closed changes nothing, so React skips the render', () => {
    const closed = run(typed('x'), { type: 'close' });
    expect(comboboxReducer(closed, { type: 'close' })).toBe(closed);
  });
});
