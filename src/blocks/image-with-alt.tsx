// Image with alt: one picture across the container, with an optional caption.

import { LazyImage } from '../components/lazy-image.tsx';
import { IMAGE_SIZES } from '../lib/constants.ts';
import shared from './block.module.css';
import styles from './image-with-alt.module.css';
import type { ResolvedBlockOf } from './types.ts';

export function Block({ block }: { block: ResolvedBlockOf<'imageWithAlt'> }) {
  return (
    <div className={`${shared.block} ${shared.plain}`}>
      <div className="container">
        <figure className={styles.figure}>
          <LazyImage image={block.image} width={IMAGE_SIZES.section.width} className={styles.image} />
          {block.caption && <figcaption className={styles.caption}>{block.caption}</figcaption>}
        </figure>
      </div>
    </div>
  );
}
