import { describe, expect, test } from 'vitest';
import { initialMenuState, type MenuAction, type MenuState, menuReducer } from './menu-state.ts';

const run = (...actions: MenuAction[]): MenuState => actions.reduce(menuReducer, initialMenuState);

describe('the phone menu', () => {
  test('the burger opens the panel and closes it again', () => {
    expect(run({ type: 'toggle-menu' }).open).toBe(true);
    expect(run({ type: 'toggle-menu' }, { type: 'toggle-menu' }).open).toBe(false);
  });

  test('each sub-menu expands and collapses on its own', () => {
    const both = run(
      { type: 'toggle-menu' },
      { type: 'toggle-sub', key: 'products', exclusive: false },
      { type: 'toggle-sub', key: 'about', exclusive: false },
    );
    expect(both.expanded).toEqual(['products', 'about']);
    expect(menuReducer(both, { type: 'toggle-sub', key: 'products', exclusive: false }).expanded).toEqual([
      'about',
    ]);
  });

  test('closing the panel (burger, Escape, a link, a navigation) collapses every sub-menu', () => {
    const open = run({ type: 'toggle-menu' }, { type: 'toggle-sub', key: 'products', exclusive: false });
    expect(menuReducer(open, { type: 'close' })).toEqual(initialMenuState);
    expect(menuReducer(open, { type: 'toggle-menu' })).toEqual(initialMenuState);
  });

  test('reopening starts with the sub-menus collapsed', () => {
    const reopened = run(
      { type: 'toggle-menu' },
      { type: 'toggle-sub', key: 'products', exclusive: false },
      { type: 'toggle-menu' },
      { type: 'toggle-menu' },
    );
    expect(reopened).toEqual({ open: true, expanded: [], dismissed: null });
  });

  test('closing what is already closed keeps the same state, so nothing re-renders', () => {
    expect(menuReducer(initialMenuState, { type: 'close' })).toBe(initialMenuState);
  });
});

describe('the desktop dropdowns', () => {
  test('the button opens one dropdown, closing another', () => {
    const state = run(
      { type: 'toggle-sub', key: 'products', exclusive: true },
      { type: 'toggle-sub', key: 'about', exclusive: true },
    );
    expect(state.expanded).toEqual(['about']);
  });

  test('Escape closes the dropdown and keeps it shut under the pointer', () => {
    const dismissed = run(
      { type: 'toggle-sub', key: 'products', exclusive: true },
      { type: 'dismiss-sub', key: 'products' },
    );
    expect(dismissed).toEqual({ open: false, expanded: [], dismissed: 'products' });
  });

  test('after Escape, the button opens the dropdown again', () => {
    const state = run(
      { type: 'dismiss-sub', key: 'products' },
      { type: 'toggle-sub', key: 'products', exclusive: true },
    );
    expect(state).toEqual({ open: false, expanded: ['products'], dismissed: null });
  });

  test('the button closes an open dropdown and keeps it shut under the pointer', () => {
    const state = run(
      { type: 'toggle-sub', key: 'products', exclusive: true },
      { type: 'toggle-sub', key: 'products', exclusive: true },
    );
    expect(state).toEqual({ open: false, expanded: [], dismissed: 'products' });
  });

  test('focus leaving an item closes its dropdown and forgets the dismissal', () => {
    const open = run({ type: 'toggle-sub', key: 'products', exclusive: true });
    expect(menuReducer(open, { type: 'blur-sub', key: 'products', hovered: false }).expanded).toEqual([]);
    const dismissed = run(
      { type: 'dismiss-sub', key: 'products' },
      { type: 'blur-sub', key: 'products', hovered: false },
    );
    expect(dismissed.dismissed).toBeNull();
  });

  test('focus leaving an item under the pointer keeps its dismissal (a click navigated away)', () => {
    const dismissed = run({ type: 'dismiss-sub', key: 'products' });
    expect(menuReducer(dismissed, { type: 'blur-sub', key: 'products', hovered: true })).toBe(dismissed);
    const open = run({ type: 'toggle-sub', key: 'products', exclusive: true });
    expect(menuReducer(open, { type: 'blur-sub', key: 'products', hovered: true }).expanded).toEqual([]);
  });

  test('focus leaving another item leaves this one alone', () => {
    const open = run({ type: 'toggle-sub', key: 'products', exclusive: true });
    expect(menuReducer(open, { type: 'blur-sub', key: 'about', hovered: false })).toBe(open);
  });

  test('the pointer leaving forgets the dismissal but does not close a dropdown its button opened', () => {
    const dismissed = run(
      { type: 'dismiss-sub', key: 'products' },
      { type: 'pointer-leave-sub', key: 'products' },
    );
    expect(dismissed.dismissed).toBeNull();
    const open = run({ type: 'toggle-sub', key: 'products', exclusive: true });
    expect(menuReducer(open, { type: 'pointer-leave-sub', key: 'products' })).toBe(open);
  });

  test('a followed link closes everything but keeps its dropdown dismissed under the pointer', () => {
    const state = run(
      { type: 'toggle-sub', key: 'products', exclusive: true },
      { type: 'close' },
      { type: 'dismiss-sub', key: 'products' },
      { type: 'close' },
    );
    expect(state).toEqual({ open: false, expanded: [], dismissed: 'products' });
  });

  test('a change of layout starts afresh', () => {
    const state = run({ type: 'toggle-menu' }, { type: 'dismiss-sub', key: 'products' }, { type: 'reset' });
    expect(state).toEqual(initialMenuState);
  });
});
