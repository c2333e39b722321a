import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Footer } from '../chrome/footer/footer.tsx';
import { Header } from '../chrome/header/header.tsx';
import { currentHrefs } from '../chrome/header/nav-menu.tsx';
import { HydrationSlice } from '../components/hydration-slice.tsx';
import { useSite } from '../components/site-context.tsx';
import { CookieConsent } from '../features/consent/cookie-consent.tsx';
import styles from './layout.module.css';
import { ANNOUNCER_ID, useRouteFocus } from './route-focus.ts';
import { CachedFragment } from './server-fragments.tsx';

/** What the header's markup depends on besides the site data: the menu entries that are current. */
function useHeaderVariant(): () => string {
  const { navigation } = useSite();
  const { pathname } = useLocation();
  return () =>
    `header ${[...currentHrefs(navigation.main, pathname), ...currentHrefs(navigation.secondary, pathname)].join(' ')}`;
}

const footerVariant = () => 'footer';

/** The chrome every page wears (SPEC §1), each part hydrated as a slice of its own. */
export function Layout() {
  // Effects run only in the browser: this marks the page as interactive for tests and styles.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  const headerVariant = useHeaderVariant();
  useRouteFocus();
  return (
    <div className={styles.page}>
      {/* The header starts with the skip link: the first Tab stop of every page, banner or not. */}
      <HydrationSlice>
        <CachedFragment id={headerVariant}>
          <Header />
        </CachedFragment>
      </HydrationSlice>
      {/* A slice of its own: its start-up work (the stored choice, the banner) is apart from the shell's.
          After the header, so a first visit's banner is a few stops in, before the page. */}
      <HydrationSlice>
        <CookieConsent />
      </HydrationSlice>
      <main id="main" className={styles.main} tabIndex={-1}>
        <p id={ANNOUNCER_ID} className="visually-hidden" aria-live="polite" aria-atomic="true" />
        <HydrationSlice>
          <Outlet />
        </HydrationSlice>
      </main>
      <HydrationSlice>
        <CachedFragment id={footerVariant}>
          <Footer />
        </CachedFragment>
      </HydrationSlice>
    </div>
  );
}
