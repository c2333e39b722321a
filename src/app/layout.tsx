import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { Footer } from '../components/footer/footer.tsx';
import { Header } from '../components/header/header.tsx';
import styles from './layout.module.css';

/** The chrome every page wears (SPEC §1). */
export function Layout() {
  // Effects run only in the browser: this marks the page as interactive for tests and styles.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <div className={styles.page}>
      <a className={styles.skip} href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
