// The page heading when there is no hero photo: the hero's band without the photo, so pages with
// and without one read alike (kicker, big title, the red stripe underneath).
import type { ReactNode } from 'react';
import styles from './title-band.module.css';

export interface TitleBandProps {
  title: ReactNode;
  /** A short line above the title (docs/design.md "kickers"). */
  kicker?: string | null;
  children?: ReactNode;
}

export function TitleBand({ title, kicker, children }: TitleBandProps) {
  return (
    <header className={styles.band}>
      <div className={`container ${styles.inner}`}>
        {kicker && <p className={styles.kicker}>{kicker}</p>}
        <h1 className={styles.title}>{title}</h1>
        {children && <div className={styles.lead}>{children}</div>}
      </div>
    </header>
  );
}
