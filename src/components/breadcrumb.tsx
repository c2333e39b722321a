// Where a page sits in the catalogue (product categories and products). The last crumb is the
// page itself: text marked aria-current, not a link back to where the visitor already is.
import type { Crumb } from '../content/page-data.ts';
import styles from './breadcrumb.module.css';
import { SmartLink } from './link.tsx';

export interface BreadcrumbProps {
  crumbs: readonly Crumb[];
  className?: string;
}

export function Breadcrumb({ crumbs, className }: BreadcrumbProps) {
  if (crumbs.length === 0) return null;
  return (
    <nav
      aria-label="Breadcrumb"
      className={className ? `${styles.breadcrumb} ${className}` : styles.breadcrumb}
    >
      <ol className={styles.list}>
        {crumbs.map((crumb, index) => (
          <li key={crumb.path} className={styles.item}>
            {index === crumbs.length - 1 ? (
              <span aria-current="page" className={styles.current}>
                {crumb.title}
              </span>
            ) : (
              <SmartLink href={crumb.path} className={styles.link}>
                {crumb.title}
              </SmartLink>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
