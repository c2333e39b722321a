// A brand (SPEC §2): its hero, logo and story, then its machines grouped by category, each group
// headed by a link to the category.
import { ProductGrid } from '../../components/cards/product-card.tsx';
import { HeroBanner } from '../../components/hero-banner.tsx';
import { LazyImage } from '../../components/lazy-image.tsx';
import { SmartLink } from '../../components/link.tsx';
import { RichText } from '../../components/rich-text.tsx';
import { CONTACT_PAGE_PATH } from '../../content/paths.ts';

import styles from './brand.module.css';
import type { Data } from './model.ts';

const LOGO_WIDTH = 300;

export function Template({ data }: { data: Data }) {
  const { brand, groups } = data;
  const machines = groups.reduce((sum, group) => sum + group.products.length, 0);
  return (
    <>
      <HeroBanner title={brand.title} subtitle="Our brands" image={brand.image} priority />
      <div className={`container ${styles.intro}`}>
        <div className={styles.logoBox}>
          <LazyImage
            image={brand.logo}
            alt={`${brand.title} logo`}
            width={LOGO_WIDTH}
            className={styles.logo}
          />
        </div>
        <div className={styles.about}>
          <RichText value={brand.description} />
          <p className={styles.back}>
            <SmartLink href="/our-brands/">All our brands</SmartLink>
          </p>
        </div>
      </div>
      {groups.length > 0 ? (
        <div className={`${styles.range} grounded`}>
          <div className="container">
            <h2 className={styles.rangeTitle}>
              The {brand.title} range
              <span className={styles.rangeCount}>
                {machines} {machines === 1 ? 'machine' : 'machines'}
              </span>
            </h2>
            {groups.map((group) => (
              <section
                key={group.category.id}
                className={styles.group}
                aria-labelledby={`group-${group.category.id}`}
              >
                <h3 id={`group-${group.category.id}`} className={styles.groupTitle}>
                  <SmartLink href={group.category.path}>{group.category.title}</SmartLink>
                </h3>
                <ProductGrid products={group.products} level={4} showBrand={false} />
              </section>
            ))}
          </div>
        </div>
      ) : (
        <div className={`container ${styles.none}`}>
          <p>
            Ask us about the {brand.title} range: <SmartLink href={CONTACT_PAGE_PATH}>contact us</SmartLink>.
          </p>
        </div>
      )}
    </>
  );
}
