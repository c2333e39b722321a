// Icon level: a centred title over a wrapping row of small icons with uppercase labels.

import { LazyImage } from '../components/lazy-image.tsx';
import { IMAGE_SIZES } from '../lib/constants.ts';
import shared from './block.module.css';
import styles from './level.module.css';
import type { ResolvedBlockOf } from './types.ts';

export function Block({ block }: { block: ResolvedBlockOf<'level'> }) {
  return (
    <section className={`${shared.block} ${shared.plain} ${styles.level}`}>
      <div className="container">
        <h2 className={shared.title}>{block.title}</h2>
        <ul className={styles.items}>
          {block.items.map((item) => (
            <li key={item._key} className={styles.item}>
              {/* The label says it all: the icon is decoration unless the editor described it, and
                  never the page's largest picture, so it waits for that one (fetchPriority). */}
              <LazyImage
                image={item.image}
                width={IMAGE_SIZES.icon.width}
                height={IMAGE_SIZES.icon.height}
                sizes={`${IMAGE_SIZES.icon.width}px`}
                fetchPriority="low"
                className={styles.icon}
              />
              <span className={styles.label}>{item.title}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
