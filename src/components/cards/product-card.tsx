// A machine in a grid: photo with its condition, brand, title, one line and its stock facts
// (year · hours · price · status, src/content/stock-facts.ts).
import { Fragment, useId } from 'react';
import type { ProductCard as ProductCardData } from '../../content/page-data.ts';
import { stockBadge, stockFacts } from '../../content/stock-facts.ts';
import { HydrationSlice } from '../hydration-slice.tsx';
import styles from './card.module.css';
import { CARD_SIZES, CardImage, CardTitle, type HeadingLevel } from './card-parts.tsx';

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
  const badge = stockBadge(product);
  const facts = stockFacts(product);
  const titleId = useId();
  return (
    <article className={`${styles.card} ${styles.row}`} aria-labelledby={titleId}>
      <CardImage image={product.image} sizes={CARD_SIZES.machine}>
        {badge && (
          <span className={badge === 'Used' ? styles.badge : `${styles.badge} ${styles.badgeQuiet}`}>
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
        {facts.length > 0 && (
          <p className={styles.facts}>
            {facts.map((fact, index) => (
              <Fragment key={fact}>
                {index > 0 && ' · '}
                <span className={fact === product.price ? styles.price : undefined}>{fact}</span>
              </Fragment>
            ))}
          </p>
        )}
      </div>
    </article>
  );
}

/**
 * `stablePlaces`: each place of the grid keeps its box when the list changes (a filter, a sort, or
 * the address's filters applied to the prerendered default), and only what is in it is replaced:
 * no card moves, so nothing shifts (CLS), as cards keyed by product would, each sliding to its new
 * place. The card itself is still keyed by product, so no card's state passes to another machine.
 */
export function ProductGrid({
  products,
  label,
  stablePlaces = false,
  ...options
}: { products: readonly ProductCardData[]; label?: string; stablePlaces?: boolean } & ProductCardOptions) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {products.map((product, place) => (
        <li key={stablePlaces ? place : product.id}>
          <HydrationSlice key={product.id}>
            <ProductCard product={product} {...options} />
          </HydrationSlice>
        </li>
      ))}
    </ul>
  );
}
