// One menu (main or secondary) in the disclosure navigation pattern: every entry is a real link,
// and an entry with children has a button beside it that shows or hides them (aria-expanded).
// The same markup is the phone's accordion and the desktop's dropdown bar; nav-menu.module.css
// decides which per breakpoint, and `isDesktop()` decides which actions an event sends. On the
// desktop a bar is one Tab stop and the arrow keys move within it (menu-keys.ts); focus alone
// opens no dropdown, so the header is quick to pass.
import { type Dispatch, type FocusEvent, type KeyboardEvent, useState } from 'react';
import { flushSync } from 'react-dom';
import { SmartLink, withTrailingSlash } from '../../components/link.tsx';
import type { NavItem } from '../../content/schemas/index.ts';
import { ChevronIcon } from './icons.tsx';
import { arrowTarget } from './menu-keys.ts';
import { DESKTOP_QUERY, type MenuAction, type MenuState } from './menu-state.ts';
import styles from './nav-menu.module.css';

/** Dropdowns longer than this get two columns on the desktop, so they stay within the viewport. */
const ONE_COLUMN_MAX = 8;

function isDesktop(): boolean {
  return window.matchMedia(DESKTOP_QUERY).matches;
}

function isCurrent(href: string, pathname: string): boolean {
  return href.startsWith('/') && withTrailingSlash(href) === pathname;
}

/** The hrefs of the entries marked current on `pathname`: all that page changes in a menu. */
export function currentHrefs(items: readonly NavItem[], pathname: string): string[] {
  return items.flatMap((item) => [
    ...(isCurrent(item.link.href, pathname) ? [item.link.href] : []),
    ...currentHrefs(item.links, pathname),
  ]);
}

export interface NavMenuProps {
  items: NavItem[];
  /** The landmark's name: "Main", "Secondary". */
  label: string;
  /** The secondary menu's look: capitals, under a red rule on the phone, on the red band above. */
  secondary?: boolean;
  state: MenuState;
  dispatch: Dispatch<MenuAction>;
  pathname: string;
  /** The desktop bar once the app runs: one Tab stop, arrows within (false in the prerender). */
  roving: boolean;
}

/** The bar's entry that is its Tab stop: an item's link (its key) or its toggle (`key` + TOGGLE). */
const TOGGLE = ' toggle';

export function NavMenu({ items, label, secondary, state, dispatch, pathname, roving }: NavMenuProps) {
  const [active, setActive] = useState(items[0]?._key);
  if (items.length === 0) return null;
  const stop = (entry: string) => ({
    tabIndex: roving ? (entry === active ? 0 : -1) : undefined,
    onFocus: () => setActive(entry),
  });
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (!roving || !(event.target instanceof HTMLElement)) return;
    const target = arrowTarget(event.currentTarget, event.target, event.key);
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
  return (
    <nav aria-label={label} className={secondary ? styles.secondaryNav : styles.mainNav}>
      {/* The arrows of the links and buttons inside bubble here. */}
      <ul className={styles.menu} onKeyDown={onKeyDown}>
        {items.map((item) => (
          <MenuItem
            key={item._key}
            item={item}
            state={state}
            dispatch={dispatch}
            pathname={pathname}
            stop={stop}
          />
        ))}
      </ul>
    </nav>
  );
}

interface MenuItemProps {
  item: NavItem;
  state: MenuState;
  dispatch: Dispatch<MenuAction>;
  pathname: string;
  /** The Tab stop props of a bar entry. */
  stop: (entry: string) => { tabIndex: number | undefined; onFocus: () => void };
}

function MenuItem({ item, state, dispatch, pathname, stop }: MenuItemProps) {
  const key = item._key;
  const children = item.links;
  const current = isCurrent(item.link.href, pathname);

  if (children.length === 0) {
    return (
      <li className={styles.item}>
        <SmartLink
          href={item.link.href}
          className={styles.link}
          aria-current={current ? 'page' : undefined}
          onClick={() => dispatch({ type: 'close' })}
          {...stop(key)}
        >
          {item.text}
        </SmartLink>
      </li>
    );
  }

  const expanded = state.expanded.includes(key);
  const subId = `submenu-${key}`;
  const followed = () => {
    dispatch({ type: 'close' });
    // The pointer is still over the dropdown after a click: keep it shut until the pointer leaves.
    if (isDesktop()) dispatch({ type: 'dismiss-sub', key });
  };
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    const next = event.relatedTarget;
    if (isDesktop() && !(next instanceof Node && event.currentTarget.contains(next))) {
      dispatch({ type: 'blur-sub', key, hovered: event.currentTarget.matches(':hover') });
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    // On the phone, Escape is the header's: it closes the whole menu.
    if (!isDesktop()) return;
    if (event.key === 'Escape') {
      dispatch({ type: 'dismiss-sub', key });
      event.currentTarget.querySelector('a')?.focus();
    } else if (
      event.key === 'ArrowDown' &&
      event.target instanceof Element &&
      !event.target.closest('ul ul')
    ) {
      // Down from the bar opens the dropdown and goes to its first link; it must show first.
      event.preventDefault();
      if (!expanded) flushSync(() => dispatch({ type: 'toggle-sub', key, exclusive: true }));
      event.currentTarget.querySelector<HTMLElement>(`#${CSS.escape(subId)} a`)?.focus();
    }
  };

  return (
    <li
      className={styles.item}
      data-expanded={expanded || undefined}
      data-dismissed={state.dismissed === key || undefined}
      onBlur={onBlur}
      onMouseLeave={() => dispatch({ type: 'pointer-leave-sub', key })}
      onKeyDown={onKeyDown}
    >
      <SmartLink
        href={item.link.href}
        className={styles.link}
        aria-current={current ? 'page' : undefined}
        onClick={followed}
        {...stop(key)}
      >
        {item.text}
      </SmartLink>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={expanded}
        aria-controls={subId}
        aria-label={`${item.text} submenu`}
        onClick={() => dispatch({ type: 'toggle-sub', key, exclusive: isDesktop() })}
        {...stop(key + TOGGLE)}
      >
        <ChevronIcon className={styles.chevron} />
      </button>
      <ul id={subId} className={styles.sub} data-columns={children.length > ONE_COLUMN_MAX || undefined}>
        {children.map((child) => (
          <li key={child._key}>
            <SmartLink
              href={child.link.href}
              className={styles.subLink}
              aria-current={isCurrent(child.link.href, pathname) ? 'page' : undefined}
              onClick={followed}
            >
              {child.text}
            </SmartLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
