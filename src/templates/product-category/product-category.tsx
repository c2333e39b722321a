// A product category (SPEC §2; docs/stock.md): a short header (title and intro, a small photo
// beside) so the first machines show on the first screen; a parent's sub-ranges as a row of
// links; then every machine at or below it, as a list with filters and sort.
import { Breadcrumb } from '../../components/breadcrumb.tsx';
import { LazyImage } from '../../components/lazy-image.tsx';
import { SmartLink } from '../../components/link.tsx';
import { RichText } from '../../components/rich-text.tsx';
import type { Crumb } from '../../content/page-data.ts';
import { CONTACT_PAGE_PATH } from '../../content/paths.ts';
import { MachineListView } from '../../features/machine-list/machine-list.tsx';
import type { Data } from './model.ts';
import styles from './product-category.module.css';

/** The header photo, kept small: the machines, not the picture, lead the first screen. */
const HEADER_IMAGE = { width: 400, height: 300, sizes: '(min-width: 48rem) 14rem, 7rem' } as const;

export function Template({ data }: { data: Data }) {
  const { category, breadcrumb, children, list } = data;
  // The crumb before this one: the parent category, or home for a top-level one.
  const parent: Crumb | undefined = breadcrumb[breadcrumb.length - 2];
  const machines = list.size.machines;
  return (
    <>
      <header className={styles.header}>
        <div className={`container ${styles.headerInner}`}>
          <Breadcrumb crumbs={breadcrumb} className={styles.crumbs} />
          <div className={category.image ? `${styles.intro} ${styles.withImage}` : styles.intro}>
            <div className={styles.text}>
              <h1 className={styles.title}>{category.title}</h1>
              <RichText value={category.description} className={styles.description} />
            </div>
            {category.image && (
              <LazyImage image={category.image} {...HEADER_IMAGE} priority className={styles.image} />
            )}
            {children.length > 0 && (
              <nav className={styles.ranges} aria-label={`${category.title}: ranges`}>
                <ul>
                  {children.map((child) => (
                    <li key={child.id}>
                      <SmartLink href={child.path}>{child.title}</SmartLink>
                    </li>
                  ))}
                </ul>
              </nav>
            )}
          </div>
        </div>
      </header>
      <div className={`container ${styles.listing}`}>
        {machines === 0 ? (
          <Empty title={category.title} parent={parent} />
        ) : (
          <MachineListView list={list} label={`${category.title}: machines`} />
        )}
      </div>
    </>
  );
}

function Empty({ title, parent }: { title: string; parent: Crumb | undefined }) {
  return (
    <div className={styles.empty}>
      <h2 className={styles.emptyTitle}>Nothing in {title} just now</h2>
      <p>
        Stock comes and goes quickly. Tell us what you are looking for and we will find it, or have a look
        around the rest of the range.
      </p>
      <p className={styles.emptyLinks}>
        {parent && <SmartLink href={parent.path}>Back to {parent.title}</SmartLink>}
        <SmartLink href={CONTACT_PAGE_PATH}>Contact us</SmartLink>
      </p>
    </div>
  );
}
