// A machine in a grid: photo with its condition, brand, title, one line and the price.
import { useId } from 'react';
import type { ProductCard as ProductCardData } from '../../content/page-data.ts';
import { HydrationSlice } from '../hydration-slice.tsx';
import styles from './card.module.css';
import { CARD_SIZES, CardImage, CardTitle, type HeadingLevel } from './card-parts.tsx';

const BADGES = { used: 'Used', hire: 'Hire' } as const;

/** The badge a card shows: new machines need none. */
export function conditionBadge(condition: ProductCardData['condition']): string | null {
  return condition === 'new' ? null : BADGES[condition];
}

export interface ProductCardOptions {
  level?: HeadingLevel;
  /** Off where every card is the same brand (a brand's own page). */
  showBrand?: boolean;
}

export function ProductCard({
  product,
  level = 3,
  showBrand = true,
}: { product: ProductCardData } & ProductCardOptions) {
  const badge = conditionBadge(product.condition);
  const titleId = useId();
  return (
    <article className={`${styles.card} ${styles.row}`} aria-labelledby={titleId}>
      <CardImage image={product.image} sizes={CARD_SIZES.machine}>
        {badge && (
          <span
            className={product.condition === 'hire' ? `${styles.badge} ${styles.badgeHire}` : styles.badge}
          >
            {badge}
          </span>
        )}
      </CardImage>
      <div className={styles.body}>
        {showBrand && product.brand && <p className={styles.kicker}>{product.brand.title}</p>}
        <CardTitle id={titleId} level={level} href={product.path}>
          {product.title}
        </CardTitle>
        {product.excerpt && <p className={styles.text}>{product.excerpt}</p>}
        <div className={styles.footer}>
          {product.price ? <p className={styles.price}>{product.price}</p> : <span />}
          <span className={styles.more} aria-hidden="true">
            Details
          </span>
        </div>
      </div>
    </article>
  );
}

export function ProductGrid({
  products,
  label,
  ...options
}: { products: readonly ProductCardData[]; label?: string } & ProductCardOptions) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {products.map((product) => (
        <li key={product.id}>
          <HydrationSlice>
            <ProductCard product={product} {...options} />
          </HydrationSlice>
        </li>
      ))}
    </ul>
  );
}
