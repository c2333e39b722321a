// Arrow keys in the desktop menu bars (issue 37). Each bar is one Tab stop (a roving tabindex: the
// entry last focused keeps tabindex 0, the others -1), so the header costs a handful of stops;
// the arrows move along the bar and through an open dropdown, as the disclosure navigation
// pattern's optional keys do. Dropdown links are in the Tab order only while their list shows.

/** A bar's entries: each item's link, and its toggle where it has one. */
const BAR_ENTRIES = ':scope > li > a, :scope > li > button';

function step<T>(list: readonly T[], index: number, key: string, next: string, previous: string): T | null {
  const to = { [next]: index + 1, [previous]: index - 1, Home: 0, End: list.length - 1 }[key];
  if (to === undefined || list.length === 0) return null;
  return list[(to + list.length) % list.length] ?? null;
}

/**
 * Where `key` moves focus from `from` in the bar `menu` (its <ul>): Left and Right along the bar,
 * Up and Down within a dropdown, Home and End to either end; null when the key is not the bar's.
 */
export function arrowTarget(menu: HTMLElement, from: HTMLElement, key: string): HTMLElement | null {
  const entries = [...menu.querySelectorAll<HTMLElement>(BAR_ENTRIES)];
  const index = entries.indexOf(from);
  if (index >= 0) return step(entries, index, key, 'ArrowRight', 'ArrowLeft');
  const list = from.closest('ul');
  if (!list || list === menu) return null;
  const links = [...list.querySelectorAll<HTMLElement>('a')];
  return step(links, links.indexOf(from), key, 'ArrowDown', 'ArrowUp');
}
