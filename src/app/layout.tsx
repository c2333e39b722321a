import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Footer } from '../components/footer.tsx';
import { Header } from '../components/header.tsx';
import styles from './layout.module.css';

/** The chrome every page wears (SPEC §1). */
export function Layout() {
  // Effects run only in the browser: this marks the page as interactive for tests and styles.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <>
      <a className={styles.skip} href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </>
  );
}
