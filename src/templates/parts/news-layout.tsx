// The news pages' two columns (SPEC §2): the list or the post in a wide column, the sidebar in a
// narrower one beside it; stacked on phones, the sidebar after the content.
import type { ReactNode } from 'react';
import { HydrationSlice } from '../../components/hydration-slice.tsx';
import { Sidebar } from '../../components/sidebar.tsx';
import styles from './news-layout.module.css';

export function NewsLayout({ children }: { children: ReactNode }) {
  return (
    <div className={`container ${styles.layout}`}>
      <div className={styles.content}>{children}</div>
      <HydrationSlice>
        <Sidebar />
      </HydrationSlice>
    </div>
  );
}
