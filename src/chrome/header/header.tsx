// The site header (SPEC §1 "Header", §4 "Mobile menu"): logo, search, call, enquiry basket, and the
// main and secondary menus. One set of markup for every width: below 64rem the menus fold into
// the burger's panel, from 64rem they are two bars with dropdowns. The prerender and the first
// client render are identical (everything closed); state changes only on the visitor's input.
import { useEffect, useReducer, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { HydrationSlice } from '../../components/hydration-slice.tsx';
import { SmartLink } from '../../components/link.tsx';
import { useSite } from '../../components/site-context.tsx';
import { BasketButton } from '../../features/enquiry-basket/basket-button.tsx';
import { SearchBox } from '../../features/search/search-box.tsx';
import { HeaderCallLink } from '../contact/call-link.tsx';
import { BrandLogo } from './brand-logo.tsx';
import styles from './header.module.css';
import { BurgerIcon } from './icons.tsx';
import { DESKTOP_QUERY, initialMenuState, menuReducer } from './menu-state.ts';
import { NavMenu } from './nav-menu.tsx';

/** The logo's desktop width; phones draw it at 9.5rem (header.module.css). */
const LOGO_WIDTH = 192;
const LOGO_SIZES = '(min-width: 64rem) 192px, 152px';

/** The panel the burger controls; one header per page, so a fixed id is unique. */
export const MENU_ID = 'site-menu';

export function Header() {
  const site = useSite();
  const { pathname } = useLocation();
  const [state, dispatch] = useReducer(menuReducer, initialMenuState);
  const burger = useRef<HTMLButtonElement>(null);
  // The desktop bars' roving Tab stop starts once the app runs: before, every entry is a plain
  // Tab stop (the prerender cannot know the width, and a page without scripts needs them all).
  const [desktop, setDesktop] = useState(false);

  // A navigation closes the menu, whichever way it came (a link, back, a search result).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pathname is the trigger
  useEffect(() => {
    dispatch({ type: 'close' });
  }, [pathname]);

  // Crossing the breakpoint (a rotated tablet) swaps the layouts: start from closed.
  useEffect(() => {
    const query = window.matchMedia(DESKTOP_QUERY);
    setDesktop(query.matches);
    const reset = () => {
      dispatch({ type: 'reset' });
      setDesktop(query.matches);
    };
    query.addEventListener('change', reset);
    return () => query.removeEventListener('change', reset);
  }, []);

  // Escape closes the open panel from anywhere and puts focus back on the burger.
  useEffect(() => {
    if (!state.open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      dispatch({ type: 'close' });
      burger.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [state.open]);

  const menuProps = { state, dispatch, pathname, roving: desktop };
  return (
    <header className={styles.header}>
      {/* Inside the banner landmark, so no content is outside one; the page's first Tab stop. */}
      <a className={styles.skip} href="#main">
        Skip to content
      </a>
      <div className={styles.bar}>
        <SmartLink href="/" className={styles.logo}>
          <BrandLogo
            image={site.logo}
            siteName={site.siteName}
            width={LOGO_WIDTH}
            height={LOGO_WIDTH / 3}
            sizes={LOGO_SIZES}
            // On every page, but never its largest picture: the hero goes first.
            priority="low"
          />
        </SmartLink>
        <div className={styles.search}>
          <HydrationSlice>
            <SearchBox id="site-search" />
          </HydrationSlice>
        </div>
        <div className={styles.actions}>
          <HeaderCallLink />
          <BasketButton />
          <button
            ref={burger}
            type="button"
            className={styles.burger}
            aria-expanded={state.open}
            aria-controls={MENU_ID}
            aria-label="Menu"
            onClick={() => dispatch({ type: 'toggle-menu' })}
          >
            <BurgerIcon className={styles.burgerIcon} lineClassName={styles.burgerLine} />
          </button>
        </div>
      </div>
      <div id={MENU_ID} className={styles.panel} data-open={state.open || undefined}>
        <HydrationSlice>
          <NavMenu items={site.navigation.main} label="Main" {...menuProps} />
        </HydrationSlice>
        <HydrationSlice>
          <NavMenu items={site.navigation.secondary} label="Secondary" secondary {...menuProps} />
        </HydrationSlice>
      </div>
    </header>
  );
}
