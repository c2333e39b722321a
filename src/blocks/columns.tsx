// Columns: picture cards side by side. With `overlay` the text sits on the picture over a dark
// gradient; without it, below. A column with a link is clickable as a whole through its title.

import { COLUMN_WIDTH, LazyImage } from '../components/lazy-image.tsx';
import { SmartLink } from '../components/link.tsx';
import { RichText } from '../components/rich-text.tsx';
import { IMAGE_SIZES } from '../lib/constants.ts';
import shared from './block.module.css';
import { BlockSection } from './block-section.tsx';
import styles from './columns.module.css';
import type { ResolvedBlockOf } from './types.ts';

export function Block({ block }: { block: ResolvedBlockOf<'columns'> }) {
  const count = Math.max(1, Math.min(block.columns.length, 3));
  // Three across on a desktop, two on a tablet, one on a phone: the image slot at each.
  const sizes = `(min-width: 64rem) ${Math.round(100 / count)}vw, (min-width: 48rem) 50vw, ${COLUMN_WIDTH}`;
  return (
    <BlockSection titled={false} className={`${shared.block} ${shared.plain}`}>
      <div className="container">
        <ul className={styles.grid}>
          {block.columns.map((column) => (
            <li
              key={column._key}
              className={column.overlay ? `${styles.column} ${styles.overlay}` : styles.column}
            >
              <LazyImage
                image={column.image}
                width={IMAGE_SIZES.columns.width}
                height={IMAGE_SIZES.columns.height}
                sizes={sizes}
                className={styles.image}
              />
              <div className={styles.text}>
                {column.subtitle && <p className={styles.subtitle}>{column.subtitle}</p>}
                <h3 className={styles.title}>
                  {column.link ? (
                    <SmartLink href={column.link.href} className={styles.link}>
                      {column.title}
                    </SmartLink>
                  ) : (
                    column.title
                  )}
                </h3>
                <RichText value={column.content} className={styles.content} />
              </div>
            </li>
          ))}
        </ul>
      </div>
    </BlockSection>
  );
}
