// The offline page (docs/offline.md): what the offline worker shows for a page this device has
// never opened, when there is no signal. Prerendered like any page, so it has the site's look;
// the list of pages that do open offline is read from the worker's caches once the app runs.
import { useEffect, useState } from 'react';
import { SmartLink } from '../../components/link.tsx';
import { LinkList } from '../../components/link-list.tsx';
import { BASKET_PATH } from '../../content/paths.ts';
import { type CachedPage, cachedPages } from '../../features/offline/cached-pages.ts';
import { SearchBox } from '../../features/search/search-box.tsx';
import styles from '../not-found/not-found.module.css';
import offline from './offline.module.css';

function AvailablePages() {
  // null until the caches have been read: the prerender and the hydrating render show that state.
  const [pages, setPages] = useState<CachedPage[] | null>(null);
  useEffect(() => {
    let live = true;
    cachedPages()
      .catch(() => [])
      .then((found) => {
        if (live) setPages(found);
      });
    return () => {
      live = false;
    };
  }, []);

  if (pages === null) {
    return (
      <p className={offline.note} aria-busy="true">
        Looking for the pages saved on this device…
      </p>
    );
  }
  if (pages.length === 0) {
    return <p className={offline.note}>No pages are saved on this device yet.</p>;
  }
  return (
    <LinkList
      links={pages.map((page) => ({ href: page.path, text: page.title }))}
      className={offline.pages}
      linkClassName={offline.page}
    />
  );
}

export function Template() {
  return (
    <div className={styles.page}>
      <div className={`container ${styles.inner}`}>
        <p className={styles.code}>No signal</p>
        <h1 className={styles.title}>You’re offline</h1>
        <p className={styles.lead}>
          This page is not saved on this device, so it needs a connection. The pages you have opened before
          still work, and so do the search and your enquiry basket: an enquiry you send now is kept and goes
          when the signal returns.
        </p>
        <search className={styles.search} aria-label="Search for a machine">
          <SearchBox id="page-search" />
        </search>
        <div className={offline.columns}>
          <section aria-labelledby="offline-pages">
            <h2 id="offline-pages" className={styles.sectionsTitle}>
              Pages you can open now
            </h2>
            <AvailablePages />
          </section>
          <section aria-labelledby="offline-basket">
            <h2 id="offline-basket" className={styles.sectionsTitle}>
              Your enquiry basket
            </h2>
            <p className={offline.note}>The machines you collected are on this device.</p>
            <SmartLink href={BASKET_PATH} className={`${styles.section} ${offline.card}`}>
              <span className={styles.sectionTitle}>Enquiry Basket</span>
              <span className={styles.sectionText}>See your machines and send an enquiry</span>
            </SmartLink>
          </section>
        </div>
      </div>
    </div>
  );
}
