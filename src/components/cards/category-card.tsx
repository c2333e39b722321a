// A product category in a grid: its photo and its name, the whole card a link to it.
import { useId } from 'react';
import type { CategoryCard as CategoryCardData } from '../../content/page-data.ts';
import styles from './card.module.css';
import { CARD_SIZES, CardImage, CardTitle, type HeadingLevel } from './card-parts.tsx';

export function CategoryCard({ category, level = 3 }: { category: CategoryCardData; level?: HeadingLevel }) {
  const titleId = useId();
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <CardImage image={category.image} sizes={CARD_SIZES.category} />
      <div className={styles.body}>
        <CardTitle id={titleId} level={level} href={category.path}>
          {category.title}
        </CardTitle>
        <div className={styles.footer}>
          <span className={styles.more} aria-hidden="true">
            View range
          </span>
        </div>
      </div>
    </article>
  );
}

export function CategoryGrid({
  categories,
  level = 3,
  label,
}: {
  categories: readonly CategoryCardData[];
  level?: HeadingLevel;
  label?: string;
}) {
  return (
    <ul className={`${styles.grid} ${styles.compact}`} aria-label={label}>
      {categories.map((category) => (
        <li key={category.id}>
          <CategoryCard category={category} level={level} />
        </li>
      ))}
    </ul>
  );
}
