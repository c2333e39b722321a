// Team grid: a card per member with photo, name and a few words.

import { COLUMN_WIDTH, LazyImage } from '../components/lazy-image.tsx';
import { RichText } from '../components/rich-text.tsx';
import { IMAGE_SIZES } from '../lib/constants.ts';
import shared from './block.module.css';
import styles from './team-grid.module.css';
import type { ResolvedBlockOf } from './types.ts';

export function Block({ block }: { block: ResolvedBlockOf<'teamGrid'> }) {
  return (
    <section className={`${shared.block} ${shared.plain}`}>
      <div className="container">
        {block.title && <h2 className={shared.title}>{block.title}</h2>}
        <ul className={styles.grid}>
          {block.members.map((member) => (
            <li key={member._key} className={styles.member}>
              <LazyImage
                image={member.image}
                width={IMAGE_SIZES.teamMember.width}
                height={IMAGE_SIZES.teamMember.height}
                sizes={`(min-width: 48rem) 25vw, ${COLUMN_WIDTH}`}
                className={styles.photo}
              />
              <div className={styles.body}>
                <h3 className={styles.name}>{member.name}</h3>
                <RichText value={member.content} className={styles.content} />
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
