// Section: a title and rich text beside a picture, on the left or the right (default left). `size`
// sets the picture's share of the row; `original` lets it keep its own width up to half the row.

import { cssVars } from '../components/css-vars.ts';
import { COLUMN_WIDTH, LazyImage } from '../components/lazy-image.tsx';
import { RichText } from '../components/rich-text.tsx';
import type { Image } from '../content/schemas/index.ts';
import { IMAGE_SIZES } from '../lib/constants.ts';
import shared from './block.module.css';
import { focusColour, readableColour } from './contrast.ts';
import styles from './section.module.css';
import type { ResolvedBlockOf } from './types.ts';

/** The picture's share of the row at each size (desktop); phones stack it above the text. */
const IMAGE_COLUMN = { small: 'minmax(0, 1fr)', medium: 'minmax(0, 1fr)', large: 'minmax(0, 3fr)' } as const;
const TEXT_COLUMN = {
  original: 'minmax(0, 1fr)',
  small: 'minmax(0, 2fr)',
  medium: 'minmax(0, 1fr)',
  large: 'minmax(0, 2fr)',
} as const;
/** Roughly the picture's share of the viewport on a desktop, for `sizes`. */
const IMAGE_SHARE = { original: 50, small: 33, medium: 50, large: 60 } as const;

/**
 * `original`: the picture's own width, up to half the row. Taken from the asset, not from the
 * loaded file, so the column is right before a byte arrives (no shift, and never 0 wide).
 */
function imageColumn(size: ResolvedBlockOf<'section'>['size'], image: Image): string {
  if (size !== 'original') return IMAGE_COLUMN[size];
  const width = Math.min(image.asset.width, IMAGE_SIZES.section.width);
  return `minmax(0, min(50%, ${width}px))`;
}

export function Block({ block }: { block: ResolvedBlockOf<'section'> }) {
  const background = block.backgroundColor?.value;
  const imageFirst = block.position !== 'right';
  const image = block.image ? imageColumn(block.size, block.image) : null;
  const text = TEXT_COLUMN[block.size];
  const columns = image ? (imageFirst ? `${image} ${text}` : `${text} ${image}`) : undefined;
  const style = cssVars({
    '--section-columns': columns,
    '--section-bg': background,
    '--section-ink': background ? readableColour(null, background) : undefined,
    '--focus-color': background ? focusColour(background) : undefined,
  });
  return (
    <section className={`${shared.block} ${background ? styles.filled : shared.plain}`} style={style}>
      <div className={`container ${styles.grid} ${block.image ? '' : styles.textOnly}`}>
        {block.image && (
          <LazyImage
            image={block.image}
            width={IMAGE_SIZES.section.width}
            sizes={`(min-width: 48rem) ${IMAGE_SHARE[block.size]}vw, ${COLUMN_WIDTH}`}
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
