// Testimonial: a customer's words, with their name and business.
import shared from './block.module.css';
import styles from './testimonial.module.css';
import type { ResolvedBlockOf } from './types.ts';

export function Block({ block }: { block: ResolvedBlockOf<'testimonial'> }) {
  return (
    <div className={`${shared.block} ${shared.plain}`}>
      <div className="container">
        <figure className={styles.testimonial}>
          <blockquote className={styles.quote}>
            <p>{block.text}</p>
          </blockquote>
          <figcaption className={styles.source}>
            <span className={styles.client}>{block.client}</span>
            {block.business && <span className={styles.business}>{block.business}</span>}
          </figcaption>
        </figure>
      </div>
    </div>
  );
}
