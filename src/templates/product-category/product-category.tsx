// A product category (SPEC §2): its heading with photo and description, then either its
// sub-categories (type parent) or its machines in the editor's order (type products).
import { Breadcrumb } from '../../components/breadcrumb.tsx';
import { CategoryGrid } from '../../components/cards/category-card.tsx';
import { ProductGrid } from '../../components/cards/product-card.tsx';
import { COLUMN_WIDTH, LazyImage } from '../../components/lazy-image.tsx';
import { SmartLink } from '../../components/link.tsx';
import { RichText } from '../../components/rich-text.tsx';
import type { Crumb } from '../../content/page-data.ts';
import { CONTACT_PAGE_PATH } from '../../content/paths.ts';
import type { Data } from './model.ts';
import styles from './product-category.module.css';

/** The header photo: the category's own 4:3 picture beside its title, not a spec size. */
const HEADER_IMAGE = { width: 600, height: 450, sizes: `(min-width: 64rem) 32rem, ${COLUMN_WIDTH}` } as const;

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function Template({ data }: { data: Data }) {
  const { category, breadcrumb, children, products } = data;
  // The crumb before this one: the parent category, or home for a top-level one.
  const parent: Crumb | undefined = breadcrumb[breadcrumb.length - 2];
  const items = category.type === 'parent' ? children.length : products.length;
  return (
    <>
      <header className={styles.header}>
        <div className={`container ${styles.headerInner}`}>
          <Breadcrumb crumbs={breadcrumb} className={styles.crumbs} />
          <div className={category.image ? `${styles.intro} ${styles.withImage}` : styles.intro}>
            <div className={styles.text}>
              <p className={styles.kicker}>
                {category.type === 'parent'
                  ? count(children.length, 'range', 'ranges')
                  : count(products.length, 'machine', 'machines')}
              </p>
              <h1 className={styles.title}>{category.title}</h1>
              <RichText value={category.description} className={styles.description} />
            </div>
            {category.image && (
              <LazyImage image={category.image} {...HEADER_IMAGE} priority className={styles.image} />
            )}
          </div>
        </div>
      </header>
      <section
        className={`container ${styles.listing}`}
        aria-label={`${category.title}: ${category.type === 'parent' ? 'ranges' : 'machines'}`}
      >
        {items === 0 ? (
          <Empty title={category.title} parent={parent} />
        ) : category.type === 'parent' ? (
          <CategoryGrid categories={children} level={2} />
        ) : (
          <ProductGrid products={products} level={2} />
        )}
      </section>
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
