// Section: a title and rich text beside a picture, on the left or the right (default left). `size`
// sets the picture's share of the row; `original` lets it keep its own width up to half the row.
import { IMAGE_SIZES } from '../app/constants.ts';
import { cssVars } from '../components/css-vars.ts';
import { LazyImage } from '../components/lazy-image.tsx';
import { RichText } from '../components/rich-text.tsx';
import shared from './block.module.css';
import { readableColour } from './contrast.ts';
import styles from './section.module.css';
import type { ResolvedBlockOf } from './types.ts';

/** The picture column at each size (desktop); phones stack the picture above the text. */
const IMAGE_COLUMN = {
  original: 'fit-content(50%)',
  small: 'minmax(0, 1fr)',
  medium: 'minmax(0, 1fr)',
  large: 'minmax(0, 3fr)',
} as const;
const TEXT_COLUMN = {
  original: 'minmax(0, 1fr)',
  small: 'minmax(0, 2fr)',
  medium: 'minmax(0, 1fr)',
  large: 'minmax(0, 2fr)',
} as const;
/** Roughly the picture's share of the viewport on a desktop, for `sizes`. */
const IMAGE_SHARE = { original: 50, small: 33, medium: 50, large: 60 } as const;

export function Block({ block }: { block: ResolvedBlockOf<'section'> }) {
  const background = block.backgroundColor?.value;
  const imageFirst = block.position !== 'right';
  const columns = block.image
    ? imageFirst
      ? `${IMAGE_COLUMN[block.size]} ${TEXT_COLUMN[block.size]}`
      : `${TEXT_COLUMN[block.size]} ${IMAGE_COLUMN[block.size]}`
    : undefined;
  const style = cssVars({
    '--section-columns': columns,
    '--section-bg': background,
    '--section-ink': background ? readableColour(null, background) : undefined,
  });
  return (
    <section className={`${shared.block} ${background ? styles.filled : shared.plain}`} style={style}>
      <div className={`container ${styles.grid} ${block.image ? '' : styles.textOnly}`}>
        {block.image && (
          <LazyImage
            image={block.image}
            width={IMAGE_SIZES.section.width}
            sizes={`(min-width: 48rem) ${IMAGE_SHARE[block.size]}vw, 100vw`}
            className={`${styles.image} ${imageFirst ? '' : styles.imageRight}`}
          />
        )}
        <div className={styles.text}>
          <h2 className={shared.title}>{block.title}</h2>
          <RichText value={block.content} />
        </div>
      </div>
    </section>
  );
}
