// Pieces of a card: the photo frame and the heading that links.
import type { ReactNode } from 'react';
import type { Image } from '../../content/schemas/index.ts';
import { IMAGE_SIZES } from '../../lib/constants.ts';
import { LazyImage } from '../lazy-image.tsx';
import { SmartLink } from '../link.tsx';
import styles from './card.module.css';

export type HeadingLevel = 2 | 3 | 4;

/**
 * `sizes` for a card's photo, from the grids in card.module.css. A grid column is never wider than
 * 400 px. On a phone a machine card lies on its side, its photo 40 % of the card beside the text.
 */
export const CARD_SIZES = {
  machine: '(max-width: 35.99rem) 40vw, 400px',
} as const;

export function CardImage({
  image,
  sizes,
  children,
}: {
  image: Image | null;
  sizes: (typeof CARD_SIZES)[keyof typeof CARD_SIZES];
  children?: ReactNode;
}) {
  const { width, height } = IMAGE_SIZES.card;
  return (
    <div className={styles.media}>
      {image ? (
        // The title names the card; the photo would only repeat it to a screen reader.
        <LazyImage
          image={image}
          alt=""
          width={width}
          height={height}
          sizes={sizes}
          className={styles.frame}
        />
      ) : (
        <div className={styles.noImage}>
          <MachineIcon />
        </div>
      )}
      {children}
    </div>
  );
}

export function CardTitle({
  id,
  level,
  href,
  children,
}: {
  /** The card's <article> is named by its title (`aria-labelledby`). */
  id: string;
  level: HeadingLevel;
  href: string;
  children: ReactNode;
}) {
  const Heading = (['h2', 'h3', 'h4'] as const)[level - 2] ?? 'h3';
  return (
    <Heading id={id} className={styles.title}>
      <SmartLink href={href} className={styles.link}>
        {children}
      </SmartLink>
    </Heading>
  );
}

function MachineIcon() {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round">
        <path d="M6 30V18h14l4 8h10l2-6h6v10" />
        <circle cx="14" cy="34" r="7" />
        <circle cx="37" cy="35" r="5" />
        <path d="M21 34h11M12 18v-6h8v6" />
      </g>
    </svg>
  );
}
