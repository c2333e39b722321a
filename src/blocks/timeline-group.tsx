// Timeline: dated events down a vertical line with a dot for each; the picture sits on the side
// `imageRight` picks, so a run of events can alternate. Phones stack everything beside the line.

import { COLUMN_WIDTH, LazyImage } from '../components/lazy-image.tsx';
import { RichText } from '../components/rich-text.tsx';
import { IMAGE_SIZES } from '../lib/constants.ts';
import shared from './block.module.css';
import { BlockSection } from './block-section.tsx';
import styles from './timeline-group.module.css';
import type { ResolvedBlockOf } from './types.ts';

export function Block({ block }: { block: ResolvedBlockOf<'timelineGroup'> }) {
  return (
    <BlockSection titled={Boolean(block.title)} className={`${shared.block} ${shared.plain}`}>
      <div className="container">
        {block.title && <h2 className={shared.title}>{block.title}</h2>}
        <ol className={styles.timeline}>
          {block.events.map((event) => (
            <li key={event._key} className={`${styles.event} ${event.imageRight ? styles.imageRight : ''}`}>
              <div className={styles.text}>
                <h3 className={styles.title}>{event.title}</h3>
                <RichText value={event.content} />
              </div>
              {event.image && (
                <LazyImage
                  image={event.image}
                  width={IMAGE_SIZES.timeline.width}
                  sizes={`(min-width: 48rem) ${IMAGE_SIZES.timeline.width}px, ${COLUMN_WIDTH}`}
                  className={styles.image}
                />
              )}
            </li>
          ))}
        </ol>
      </div>
    </BlockSection>
  );
}
